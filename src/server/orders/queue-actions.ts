import * as E from 'fp-ts/Either';
import { approvalNudgeMessages, approvalNudgeText } from '../../domain/order/approval-nudge';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Db } from '../db/database';
import { lockOrder, statusSinceOf } from '../repositories/order.repository';
import { recordOrderEvent } from '../repositories/order-events.repository';
import { insertMessage, reminderMessageType } from '../repositories/order-messages.repository';
import { editOrder, type StaffActor } from './staff-order-changes';

// Issue 37: what staff do from the queue on several orders, or on one without opening it.

/** Carries a refusal out of the transaction, so that nothing any order wrote stays. */
class Refused extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

/**
 * One person made responsible for several orders, all or none: each order locked (in id order,
 * so two assignments never wait on each other), edited as the staff form does (audit trail,
 * live update), in one transaction.
 */
export const assignResponsible = async (db: Db, orderIds: readonly string[], responsibleId: string | null, actor: StaffActor): Promise<E.Either<DomainError, number>> => {
  try {
    return await db.transaction().execute(async (trx) => {
      for (const id of [...orderIds].sort()) {
        const order = await lockOrder(trx, id);
        if (!order) throw new Refused(domainError('ORDER_NOT_FOUND', planningMessages.notFound));
        const edited = await editOrder(trx, order, actor, { version: order.version, responsableId: responsibleId });
        if (E.isLeft(edited)) throw new Refused(edited.left);
      }
      return E.right(orderIds.length);
    });
  } catch (error) {
    if (error instanceof Refused) return E.left(error.error);
    throw error;
  }
};

/** A reminder on an order waiting for the dentist's approval: a staff message, which the bell and her e-mail choice carry. */
export const nudgeDentist = async (db: Db, orderId: string, actor: StaffActor): Promise<E.Either<DomainError, void>> => {
  const typeId = await reminderMessageType(db);
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) return E.left(domainError('ORDER_NOT_FOUND', planningMessages.notFound));
    if (order.status !== 'WAITING_FOR_APPROVAL') return E.left(domainError('REQUEST_REFUSED', approvalNudgeMessages.notWaiting));
    const since = await statusSinceOf(trx, orderId);
    await insertMessage(trx, { id: actor.newId(), orderId, authorId: actor.id, typeId, text: approvalNudgeText(since, actor.at), at: actor.at });
    await recordOrderEvent(trx, { orderId, actor: { id: actor.id, staff: true }, kind: 'MESSAGE_POSTED', at: actor.at });
    return E.right(undefined);
  });
};
