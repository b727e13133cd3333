import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Db, Trx } from '../db/database';
import type { Order } from '../../domain/order/order';
import { lockOrder, lockOwnOrder } from './order.repository';

/** Carries a refusal out of the transaction, so that everything the work wrote rolls back. */
class Refusal extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

/** Runs `body` in one transaction; a Refusal thrown inside rolls everything back and is answered as a Left. */
const refusing = async <T>(db: Db, body: (trx: Trx) => Promise<E.Either<DomainError, T>>): Promise<E.Either<DomainError, T>> => {
  try {
    return await db.transaction().execute(body);
  } catch (error) {
    if (error instanceof Refusal) return E.left(error.error);
    throw error;
  }
};

const orderNotFound = (): DomainError => domainError('ORDER_NOT_FOUND', planningMessages.notFound);

const lockedOrder = <T>(
  db: Db,
  find: (trx: Trx) => Promise<Order | undefined>,
  work: (trx: Trx, order: Order) => Promise<E.Either<DomainError, T>>,
  missing: () => DomainError,
): Promise<E.Either<DomainError, T>> =>
  refusing(db, async (trx) => {
    const order = await find(trx);
    if (!order) return E.left(missing());
    const result = await work(trx, order);
    if (E.isLeft(result)) throw new Refusal(result.left);
    return result;
  });

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
): Promise<E.Either<DomainError, T>> => lockedOrder(db, (trx) => lockOwnOrder(trx, orderId, dentistId), work, orderNotFound);

/** The same for staff, on any order; `missing` names what a missing order is to the caller (ORDER_NOT_FOUND unless told). */
export const withOrderLocked = <T>(
  db: Db,
  orderId: string,
  work: (trx: Trx, order: Order) => Promise<E.Either<DomainError, T>>,
  missing: () => DomainError = orderNotFound,
): Promise<E.Either<DomainError, T>> => lockedOrder(db, (trx) => lockOrder(trx, orderId), work, missing);

/**
 * `work` on several orders, all or none: one transaction, each order locked in id
 * order (so two such calls never wait on each other); a missing order or any refusal rolls back all.
 */
export const withOrdersLocked = <T>(
  db: Db,
  orderIds: readonly string[],
  work: (trx: Trx, order: Order) => Promise<E.Either<DomainError, T>>,
): Promise<E.Either<DomainError, T[]>> =>
  refusing(db, async (trx) => {
    const done: T[] = [];
    for (const id of [...orderIds].sort()) {
      const order = await lockOrder(trx, id);
      if (!order) throw new Refusal(orderNotFound());
      const result = await work(trx, order);
      if (E.isLeft(result)) throw new Refusal(result.left);
      done.push(result.right);
    }
    return E.right(done);
  });
