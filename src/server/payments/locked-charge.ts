import { chargeMessages } from '../../contract/charges.contract';
import { brazilDayOf } from '../../domain/format/date';
import { chargeStatusOn, isOwed } from '../../domain/payments/charge-plan';
import type { Order } from '../../domain/order/order';
import type { Trx } from '../db/database';
import { conflict, notFound } from '../http/http-error';
import { type ChargeRow, orderChargeLocked } from './charges.repository';
import { lockOrder } from '../orders/order.repository';

/** An order and one of its charges, both locked until the transaction ends (404 when either is missing). */
export const lockOrderCharge = async (trx: Trx, orderId: string, chargeId: string): Promise<{ order: Order; charge: ChargeRow }> => {
  const order = await lockOrder(trx, orderId);
  const charge = order && (await orderChargeLocked(trx, order.id, chargeId));
  if (!order || !charge) throw notFound(chargeMessages.chargeNotFound);
  return { order, charge };
};

/** A staff action on a charge still owed on `at`'s day in Brasília: a paid or cancelled one answers 409. */
export const requireOwed = (charge: ChargeRow, at: Date): void => {
  if (!isOwed(chargeStatusOn(charge, brazilDayOf(at)))) throw conflict(chargeMessages.notOpen);
};
