import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Db, Trx } from '../db/database';
import type { Order } from '../../domain/order/order';
import { lockOrder, lockOwnOrder } from '../repositories/order.repository';

/** Carries a refusal out of the transaction, so that everything the work wrote rolls back. */
class Refusal extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

const lockedOrder = async <T>(
  db: Db,
  find: (trx: Trx) => Promise<Order | undefined>,
  work: (trx: Trx, order: Order) => Promise<E.Either<DomainError, T>>,
): Promise<E.Either<DomainError, T>> => {
  try {
    return await db.transaction().execute(async (trx) => {
      const order = await find(trx);
      if (!order) return E.left(domainError('ORDER_NOT_FOUND', planningMessages.notFound));
      const result = await work(trx, order);
      if (E.isLeft(result)) throw new Refusal(result.left);
      return result;
    });
  } catch (error) {
    if (error instanceof Refusal) return E.left(error.error);
    throw error;
  }
};

/**
 * Runs `work` in one transaction holding the dentist's order row locked, so concurrent
 * requests on the same order take turns. A missing or foreign order is ORDER_NOT_FOUND; a
 * refusal of the work rolls back everything it wrote, and so does anything it throws.
 */
export const withOwnOrderLocked = <T>(
  db: Db,
  orderId: string,
  dentistId: string,
  work: (trx: Trx, order: Order) => Promise<E.Either<DomainError, T>>,
): Promise<E.Either<DomainError, T>> => lockedOrder(db, (trx) => lockOwnOrder(trx, orderId, dentistId), work);

/** The same for staff, on any order. */
export const withOrderLocked = <T>(db: Db, orderId: string, work: (trx: Trx, order: Order) => Promise<E.Either<DomainError, T>>): Promise<E.Either<DomainError, T>> =>
  lockedOrder(db, (trx) => lockOrder(trx, orderId), work);
