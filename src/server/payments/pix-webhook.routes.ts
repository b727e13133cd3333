import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { paymentEndpoints as on } from '../../contract/routes/payments.endpoints';
import { chargeMessages } from '../../contract/charges.contract';
import { readPixNotice, unreadablePix } from '../../domain/payments/payment-match';
import type { AppDeps } from '../app-deps';
import { unauthorized } from '../http/http-error';
import { serve } from '../http/serve';
import { recordPayment, setAsideUnreadable } from './record-payment';

const sameSecret = (given: string, expected: string | undefined): boolean => {
  if (expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * An unreadable Pix's reference, so a repeat is recognised: its endToEndId when well formed, else
 * the digest of what was told; apart from the readable Pix's, so the same Pix told again correctly is still recorded.
 */
const referenceOf = (told: unknown, endToEndId: string | null): string => `unreadable:${endToEndId ?? `sha256:${createHash('sha256').update(JSON.stringify(told)).digest('hex')}`}`;

/**
 * The PSP's webhook (API Pix, `POST {webhook}/pix`): each Pix of the body is judged on its own
 * and recorded once by its endToEndId; one with impossible fields is set aside for the staff
 * with its reason, so it never keeps the others of its batch from being recorded. The answer
 * leaves only after the commits: a delivery cut short is delivered again and recognised.
 */
export const pixWebhookRoutes = (app: FastifyInstance, { db, now, newId, pix }: AppDeps): void => {
  serve(app, on.pixWebhook, async ({ params: { token }, body }) => {
    if (!sameSecret(token, pix.webhookToken)) throw unauthorized(chargeMessages.webhookToken);
    for (const told of body.pix) {
      const at = now();
      const read = readPixNotice(told);
      if (E.isLeft(read)) {
        const aside = unreadablePix(told, read.left);
        await setAsideUnreadable(db, { reference: referenceOf(told, aside.endToEndId), txid: aside.txid, reason: aside.reason }, at, newId());
        continue;
      }
      const notice = read.right;
      await recordPayment(
        db,
        { txid: notice.txid },
        { id: newId(), source: 'PIX_API', reference: notice.endToEndId, amountCents: notice.amountCents, paidAt: notice.paidAt, recordedBy: null, at, historyId: newId() },
      );
    }
  });
};
