import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { paymentEndpoints as on } from '../../../contract/routes/payments.endpoints';
import { chargeMessages } from '../../../contract/charges.contract';
import { readPixNotice } from '../../../domain/payments/payment-match';
import type { AppDeps } from '../../app-deps';
import { badRequest, unauthorized } from '../../http/http-error';
import { serve } from '../../http/serve';
import { recordPayment } from '../../payments/record-payment';

const sameSecret = (given: string, expected: string | undefined): boolean => {
  if (expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The PSP's webhook (API Pix, `POST {webhook}/pix`), issue 35: every Pix of the body is read
 * first, so one bad field records nothing; then each is recorded once by its endToEndId. The
 * answer leaves only after the commit: a delivery cut short is delivered again and recognised.
 */
export const pixWebhookRoutes = (app: FastifyInstance, { db, now, newId, pix }: AppDeps): void => {
  serve(app, on.pixWebhook, async ({ params: { token }, body }) => {
    if (!sameSecret(token, pix.webhookToken)) throw unauthorized(chargeMessages.webhookToken);
    const notices = body.pix.map(readPixNotice);
    const wrong = notices.find(E.isLeft);
    if (wrong) throw badRequest(wrong.left);
    for (const notice of notices.filter(E.isRight).map((n) => n.right)) {
      const at = now();
      await recordPayment(
        db,
        { txid: notice.txid },
        { id: newId(), source: 'PIX_API', reference: notice.endToEndId, amountCents: notice.amountCents, paidAt: notice.paidAt, recordedBy: null, at, historyId: newId() },
      );
    }
  });
};
