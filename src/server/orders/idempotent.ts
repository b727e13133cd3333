import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { idempotencyMessages } from '../../contract/common.contract';
import type { Db, Trx } from '../db/database';

export interface Answer<A> {
  readonly status: number;
  readonly body: A;
}

/** The first answer given to this key, a refusal when the key was used for another call, or nothing yet. */
const storedAnswer = async (db: Db, userId: string, key: string, scope: string): Promise<E.Either<DomainError, Answer<unknown>> | undefined> => {
  const row = await db.selectFrom('idempotent_requests').select(['scope', 'status', 'answer']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  if (row.scope !== scope) return E.left(domainError('IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reused));
  return E.right({ status: row.status, body: JSON.parse(row.answer) as unknown });
};

/**
 * Runs `work` in one transaction. With an `Idempotency-Key`, its answer is stored in
 * that same transaction, and a repeated request (a retry after a lost answer, even one racing
 * the first) gets the first answer back instead of doing the work twice. Failures are not
 * stored: they changed nothing, so repeating them is harmless.
 */
export const idempotent = async <A>(
  db: Db,
  call: { readonly userId: string; readonly key: string | undefined; readonly scope: string; readonly at: Date },
  work: (trx: Trx) => Promise<Answer<A>>,
): Promise<E.Either<DomainError, Answer<unknown>>> => {
  const { key, scope } = call;
  if (key === undefined) return E.right(await db.transaction().execute(work));
  const earlier = await storedAnswer(db, call.userId, key, scope);
  if (earlier) return earlier;
  try {
    const answer = await db.transaction().execute(async (trx) => {
      const answer = await work(trx);
      await trx
        .insertInto('idempotent_requests')
        .values({ user_id: call.userId, key, scope, status: answer.status, answer: JSON.stringify(answer.body), created_at: call.at })
        .execute();
      return answer;
    });
    return E.right(answer);
  } catch (error) {
    // A concurrent request with the same key committed first (a duplicate key, or this work
    // finding the effect already there): its answer is this one's too.
    const first = await storedAnswer(db, call.userId, key, scope);
    if (first) return first;
    throw error;
  }
};
