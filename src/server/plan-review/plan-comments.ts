import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { Order } from '../../domain/order/order';
import { mayDecideOnPlanning } from '../../domain/order/order-permissions';
import { checkPlanComment } from '../../domain/planning/plan-comments';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { PlanComment, PlanCommentBody } from '../../contract/planning-stages.contract';
import type { Trx } from '../db/database';
import { currentPlanningId } from '../payments/bonus.repository';
import { deleteUnsentComment, findPlanComments, insertPlanComment, lastStageOf, markCommentAnswered, sendPlanComments } from './planning-stages.repository';
import { type TransitionDone, transitionOrder } from '../orders/transition-order';

// The dentist's comments pinned on the teeth of a plan, sent with her request for an
// adjustment, and the planner's answer to each. Each runs in the caller's transaction with the
// order locked.

type Result<T> = Promise<E.Either<DomainError, T>>;

/** A comment on the current planning while the dentist decides on it. */
export const addPlanComment = async (
  trx: Trx,
  order: Order,
  who: { readonly dentistId: string; readonly at: Date; readonly id: string },
  planningId: string,
  body: PlanCommentBody,
): Result<t.OutputOf<typeof PlanComment>> => {
  const open = mayDecideOnPlanning(order.status);
  if (E.isLeft(open)) return open;
  if ((await currentPlanningId(trx, order.id)) !== planningId) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.planningNotFound));
  const checked = checkPlanComment(body, await lastStageOf(trx, planningId), order.arches);
  if (E.isLeft(checked)) return E.left(domainError('REQUEST_REFUSED', checked.left));
  await insertPlanComment(trx, { id: who.id, planningId, authorId: who.dentistId, ...checked.right, at: who.at });
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- inserted just above in this transaction
  const row = (await findPlanComments(trx, planningId)).find((c) => c.id === who.id)!;
  return E.right({
    id: row.id,
    tooth: row.tooth,
    stage: row.stage,
    point: [row.x, row.y, row.z],
    text: row.text,
    planning: row.planning,
    sent: false,
    answeredIn: null,
    createdAt: new Date(row.created_at).toISOString(),
  });
};

/** The dentist takes back a comment she has not sent. */
export const removePlanComment = async (trx: Trx, dentistId: string, planningId: string, commentId: string): Result<void> =>
  (await deleteUnsentComment(trx, planningId, commentId, dentistId)) ? E.right(undefined) : E.left(domainError('RECORD_NOT_FOUND', planningMessages.planningNotFound));

/** "Solicitar ajuste": the planning goes back to the planner with the reason and every comment pinned on it. */
export const requestAdjustment = async (
  trx: Trx,
  order: Order,
  who: { readonly dentistId: string; readonly at: Date; readonly historyId: string },
  reason: string,
): Result<TransitionDone> => {
  const planningId = await currentPlanningId(trx, order.id);
  const done = await transitionOrder(trx, { order, event: { type: 'reject', reason }, actor: { id: who.dentistId, role: 'DENTIST' }, at: who.at, historyId: who.historyId });
  if (E.isRight(done) && done.right.status === 'REVIEW_REQUESTED' && planningId) await sendPlanComments(trx, planningId, who.at);
  return done;
};

/** The planner says whether the order's current planning answers a comment the dentist sent. */
export const answerPlanComment = async (trx: Trx, order: Order, commentId: string, answered: boolean): Result<void> => {
  const answeredIn = answered ? await currentPlanningId(trx, order.id) : null;
  return (await markCommentAnswered(trx, order.id, commentId, answeredIn)) ? E.right(undefined) : E.left(domainError('RECORD_NOT_FOUND', planningMessages.planningNotFound));
};
