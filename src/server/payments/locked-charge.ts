import * as E from 'fp-ts/Either';
import { chargeMessages } from '../../contract/charges.contract';
import { brazilDayOf } from '../../domain/format/date';
import { chargeStatusOn, isOwed } from '../../domain/payments/charge-plan';
import type { Order } from '../../domain/order/order';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import type { Db, Trx } from '../db/database';
import { type ChargeRow, orderChargeLocked } from './charges.repository';
import { withOrderLocked } from '../orders/order-lock';

const chargeNotFound = () => domainError('RECORD_NOT_FOUND', chargeMessages.chargeNotFound);

/**
 * Runs `work` on an order and one of its charges, both locked until the transaction ends; a
 * refusal rolls back what it wrote. A missing order or charge is the charge not found.
 */
export const withChargeLocked = <T>(
  db: Db,
  orderId: string,
  chargeId: string,
  work: (trx: Trx, order: Order, charge: ChargeRow) => Promise<E.Either<DomainError, T>>,
): Promise<E.Either<DomainError, T>> =>
  withOrderLocked(
    db,
    orderId,
    async (trx, order) => {
      const charge = await orderChargeLocked(trx, order.id, chargeId);
      return charge ? work(trx, order, charge) : E.left(chargeNotFound());
    },
    chargeNotFound,
  );

/** A staff action needs a charge still owed on `at`'s day in Brasília: a paid or cancelled one is refused (409). */
export const owedOn = (charge: ChargeRow, at: Date): E.Either<DomainError, ChargeRow> =>
  isOwed(chargeStatusOn(charge, brazilDayOf(at))) ? E.right(charge) : E.left(domainError('ORDER_LOCKED', chargeMessages.notOpen));
