import type { FastifyRequest } from 'fastify';
import { IdempotencyHeaders, idempotencyHeader, idempotencyMessages } from '../../contract/common.contract';
import type { Db } from '../db/database';
import type { Trx } from '../db/database';
import { decodeInput } from './decode';
import { HttpError } from './http-error';

export interface Answer<A> {
  readonly status: number;
  readonly body: A;
}

const storedAnswer = async (db: Db, userId: string, key: string, scope: string): Promise<Answer<unknown> | undefined> => {
  const row = await db.selectFrom('idempotent_requests').select(['scope', 'status', 'answer']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  if (row.scope !== scope) throw new HttpError(422, idempotencyMessages.reused);
  return { status: row.status, body: JSON.parse(row.answer) as unknown };
};

/**
 * Runs `work` in one transaction. With an `Idempotency-Key` header, its answer is stored in
 * that same transaction, and a repeated request (a retry after a lost answer, even one racing
 * the first) gets the first answer back instead of doing the work twice. Failures are not
 * stored: they changed nothing, so repeating them is harmless.
 */
export const idempotent = async <A>(
  db: Db,
  request: FastifyRequest,
  call: { readonly userId: string; readonly resourceId: string; readonly at: Date },
  work: (trx: Trx) => Promise<Answer<A>>,
): Promise<Answer<A | unknown>> => {
  const key = decodeInput(IdempotencyHeaders, request.headers)[idempotencyHeader];
  if (key === undefined) return db.transaction().execute(work);
  const scope = `${request.method} ${request.routeOptions.url ?? ''} ${call.resourceId}`;
  const earlier = await storedAnswer(db, call.userId, key, scope);
  if (earlier) return earlier;
  try {
    return await db.transaction().execute(async (trx) => {
      const answer = await work(trx);
      await trx
        .insertInto('idempotent_requests')
        .values({ user_id: call.userId, key, scope, status: answer.status, answer: JSON.stringify(answer.body), created_at: call.at })
        .execute();
      return answer;
    });
  } catch (error) {
    // A concurrent request with the same key committed first (a duplicate key, or this work
    // finding the effect already there): its answer is this one's too.
    const first = await storedAnswer(db, call.userId, key, scope);
    if (first) return first;
    throw error;
  }
};
