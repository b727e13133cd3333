import * as E from 'fp-ts/Either';
import type { Order } from '../../domain/order/order';
import { shareExpiry, shareStateAt } from '../../domain/planning/share-link';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { sharedPlanMessages, stageMessages } from '../../contract/planning-stages.contract';
import { secretTokenHash } from '../accounts/secret-token';
import type { Db, Trx } from '../db/database';
import { findStageSet, orderHasPlanning } from './planning-stages.repository';
import { countShareOpening, createShare, revokeShares, shareByToken } from './planning-shares.repository';

// "Mostrar ao paciente". A link opens the plan's stages without signing in, until it
// expires (30 days) or the dentist revokes it; each opening is counted for her.

type Result<T> = Promise<E.Either<DomainError, T>>;

/** A new link for a planning of the dentist's order whose stages are built; the earlier link stops opening. */
export const sharePlan = async (
  trx: Trx,
  order: Order,
  who: { readonly dentistId: string; readonly at: Date; readonly id: string; readonly token: string },
  planningId: string,
): Result<{ readonly expiresAt: Date }> => {
  const stages = (await orderHasPlanning(trx, order.id, planningId)) ? await findStageSet(trx, planningId) : undefined;
  if (stages?.status !== 'READY') return E.left(domainError('RECORD_NOT_FOUND', stageMessages.none));
  const expiresAt = shareExpiry(who.at);
  await createShare(trx, { id: who.id, planningId, tokenHash: secretTokenHash(who.token), createdBy: who.dentistId, at: who.at, expiresAt });
  return E.right({ expiresAt });
};

export const unsharePlan = async (trx: Trx, order: Order, planningId: string, at: Date): Result<void> => {
  if (!(await orderHasPlanning(trx, order.id, planningId))) return E.left(domainError('RECORD_NOT_FOUND', stageMessages.none));
  await revokeShares(trx, planningId, at);
  return E.right(undefined);
};

/** The planning a link opens, counting the opening; a link that does not exist is 404, one that no longer opens 410. */
export const openSharedPlan = async (db: Db, token: string, at: Date, count: boolean): Result<string> => {
  const share = await shareByToken(db, secretTokenHash(token));
  if (!share) return E.left(domainError('RECORD_NOT_FOUND', sharedPlanMessages.notFound));
  if (shareStateAt({ expiresAt: new Date(share.expires_at), revokedAt: share.revoked_at ? new Date(share.revoked_at) : null }, at) !== 'open')
    return E.left(domainError('SHARE_CLOSED', sharedPlanMessages.closed));
  if (count) await countShareOpening(db, share.id, at);
  return E.right(share.planning_id);
};
