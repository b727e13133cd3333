import * as E from 'fp-ts/Either';
import { approvalNudgeMessages, approvalNudgeText } from '../../domain/order/approval-nudge';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import type { Db } from '../db/database';
import { statusSinceOf } from '../orders/order.repository';
import { withOrderLocked, withOrdersLocked } from '../orders/order-lock';
import { recordOrderEvent } from '../orders/order-events.repository';
import { insertMessage, reminderMessageType } from '../orders/order-messages.repository';
import { editOrder, type StaffActor } from '../orders/staff-order-changes';

// What staff do from the queue on several orders, or on one without opening it.

/** One person made responsible for several orders, all or none, each edited as the staff form does (audit trail, live update). */
export const assignResponsible = async (db: Db, orderIds: readonly string[], responsibleId: string | null, actor: StaffActor): Promise<E.Either<DomainError, number>> =>
  E.map((edited: readonly void[]) => edited.length)(
    await withOrdersLocked(db, orderIds, (trx, order) => editOrder(trx, order, actor, { version: order.version, responsableId: responsibleId })),
  );

/** A reminder on an order waiting for the dentist's approval: a staff message, which the bell and her e-mail choice carry. */
export const nudgeDentist = async (db: Db, orderId: string, actor: StaffActor): Promise<E.Either<DomainError, void>> => {
  const typeId = await reminderMessageType(db);
  return withOrderLocked(db, orderId, async (trx, order) => {
    if (order.status !== 'WAITING_FOR_APPROVAL') return E.left(domainError('REQUEST_REFUSED', approvalNudgeMessages.notWaiting));
    const since = await statusSinceOf(trx, orderId);
    await insertMessage(trx, { id: actor.newId(), orderId, authorId: actor.id, typeId, text: approvalNudgeText(since, actor.at), at: actor.at });
    await recordOrderEvent(trx, { orderId, actor: { id: actor.id, staff: true }, kind: 'MESSAGE_POSTED', at: actor.at });
    return E.right(undefined);
  });
};
