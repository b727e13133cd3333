import type { FastifyReply } from 'fastify';
import { chargeMessages } from '../../contract/charges.contract';
import type { Order } from '../../domain/order/order';
import { displayName } from '../../domain/people/person';
import { receiptPayer } from '../../domain/payments/receipt-payer';
import { howPaid } from '../../domain/payments/payment-match';
import { chargeTitle } from '../../domain/payments/charge-plan';
import type { Db } from '../db/database';
import { notFound } from '../http/http-error';
import { orderCharges } from './charges.repository';
import { receiptPdf, type ReceiptIssuer } from './receipt-pdf';

/** The receipt of one paid charge of the order, as a PDF to download; an unpaid or unknown charge has none (404). */
export const sendReceipt = async (reply: FastifyReply, db: Db, issuer: ReceiptIssuer, order: Order, chargeId: string, now: Date) => {
  const charge = (await orderCharges(db, order.id)).find((c) => c.id === chargeId);
  const payment = charge?.paidAt
    ? await db.selectFrom('payments').select(['source']).where('charge_id', '=', chargeId).where('outcome', '=', 'PAID').executeTakeFirst()
    : undefined;
  if (!charge?.paidAt || !payment) throw notFound(chargeMessages.noReceipt);
  const dentist = await db.selectFrom('users').select(['name', 'role', 'gender', 'document']).where('id', '=', order.dentistId).executeTakeFirstOrThrow();
  const billing = order.billingAddressId
    ? await db.selectFrom('addresses').select(['company_name', 'cnpj', 'full_name', 'cpf']).where('id', '=', order.billingAddressId).executeTakeFirst()
    : undefined;
  const payer = receiptPayer(billing && { companyName: billing.company_name, cnpj: billing.cnpj, fullName: billing.full_name, cpf: billing.cpf }, {
    name: displayName(dentist.name, dentist.role, dentist.gender),
    document: dentist.document,
  });
  const pdf = await receiptPdf({
    issuer,
    payer: payer.name,
    payerDocument: payer.document,
    caseNumber: order.caseNumber,
    chargeTitle: chargeTitle(charge),
    amountCents: charge.amountCents,
    paidAt: charge.paidAt,
    how: howPaid(payment.source, charge.method),
    txid: charge.txid,
    issuedAt: now.toISOString(),
  });
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="recibo-${order.caseNumber ?? 'pedido'}-${charge.number}.pdf"`)
    .send(Buffer.from(pdf));
};
