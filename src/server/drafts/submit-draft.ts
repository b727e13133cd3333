import * as E from 'fp-ts/Either';
import { submitErrors } from '../../domain/order/draft-order';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { draftMessagesOnWire } from '../../contract/draft.contract';
import { draftFromDetail } from '../../contract/draft-mapping';
import type { Trx } from '../db/database';
import { findDraft } from './drafts.repository';
import { lockOrder } from '../orders/order.repository';
import { type TransitionDone, transitionOrder } from '../orders/transition-order';

export interface SubmitInput {
  readonly orderId: string;
  readonly dentistId: string;
  readonly at: Date;
  readonly historyId: string;
}

/**
 * The dentist sends their draft: it enters the lifecycle (decisions §6) when every step has
 * what it needs, waiting for its models when they come by post, and gets its case number.
 */
export const submitDraft = async (trx: Trx, input: SubmitInput): Promise<E.Either<DomainError, TransitionDone & { readonly caseNumber: number }>> => {
  const found = await findDraft(trx, input.orderId);
  if (!found || found.dentistId !== input.dentistId) return E.left(domainError('ORDER_NOT_FOUND', draftMessagesOnWire.notFound));
  if (found.status !== 'DRAFT') return E.left(domainError('NOT_A_DRAFT', draftMessagesOnWire.notDraft));
  const draft = draftFromDetail(found.detail);
  const missing = submitErrors(draft);
  if (missing.length > 0) return E.left(domainError('DRAFT_INCOMPLETE', missing.join(' ')));
  const order = await lockOrder(trx, input.orderId);
  if (!order) return E.left(domainError('ORDER_NOT_FOUND', draftMessagesOnWire.notFound));
  const event = { type: 'submit', byPost: draft.shippingMethod === 'PHYSICAL_DELIVERY' } as const;
  const sent = await transitionOrder(trx, { order, event, actor: { id: input.dentistId, role: 'DENTIST' }, at: input.at, historyId: input.historyId });
  // Sent in the meantime by another request: no longer a draft.
  if (E.isLeft(sent) || sent.right.caseNumber === null) return E.left(domainError('NOT_A_DRAFT', draftMessagesOnWire.notDraft));
  return E.right({ ...sent.right, caseNumber: sent.right.caseNumber });
};
