import type { APIRequestContext } from '@playwright/test';

/** The PSP webhook's token of the journeys' server (PIX_WEBHOOK_TOKEN). */
export const pixWebhookToken = 'e2e-token-do-psp';

/** Where the journeys' API Pix emulator runs: beside the portal's port, its certificates in a folder of its own. */
export const pixEmulator = (portalPort: number) => ({
  apiPort: portalPort + 2,
  payerPort: portalPort + 3,
  payerUrl: `http://127.0.0.1:${portalPort + 3}`,
  dir: '.tmp/e2e-pix',
  clientId: 'portal-client-id',
  clientSecret: 'segredo-do-portal',
});

const payerUrl = pixEmulator(Number(process.env.E2E_PORT ?? 3210)).payerUrl;

/** The payer's bank pays a "Pix Copia e Cola" at the emulated PSP, which then calls the portal's webhook; the status the portal answered. */
export const payerPays = async (request: APIRequestContext, copiaECola: string): Promise<number> => {
  const answer = await request.post(`${payerUrl}/emulador/pagar`, { data: { pixCopiaECola: copiaECola } });
  if (answer.status() !== 200) throw new Error(`the emulated PSP did not pay: ${await answer.text()}`);
  return ((await answer.json()) as { delivered: number }).delivered;
};

/** The charges the emulated PSP holds, by txid. */
export const pspCharges = async (request: APIRequestContext): Promise<{ txid: string; status: string; valor: { original: string } }[]> =>
  (await (await request.get(`${payerUrl}/emulador/cobs`)).json()) as { txid: string; status: string; valor: { original: string } }[];
