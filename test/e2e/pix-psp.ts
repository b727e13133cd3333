import type { APIRequestContext } from '@playwright/test';

/** The PSP webhook's token of the journeys' server (PIX_WEBHOOK_TOKEN): the tests play the PSP (issue 35). */
export const pixWebhookToken = 'e2e-token-do-psp';

/** The PSP tells the portal a Pix of `cents` arrived for the charge `txid`, as the API Pix's webhook does. */
export const pspReceivesPix = async (request: APIRequestContext, txid: string, cents: number): Promise<number> => {
  // The domain's pixValueOf, written out: Playwright's loader cannot import fp-ts's directory modules the domain uses.
  const valor = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const endToEndId = `E${Date.now()}${Math.random().toString(36).slice(2, 12)}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
  const answer = await request.post(`/api/payments/pix/webhook/${pixWebhookToken}/pix`, {
    data: { pix: [{ endToEndId, txid, valor, horario: new Date().toISOString() }] },
  });
  return answer.status();
};
