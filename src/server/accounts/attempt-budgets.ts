import type { AttemptBudget } from '../../domain/auth/login-throttle';
import type { Db } from '../db/database';
import type { Trx } from '../db/database';

/**
 * Runs `decide` on the budgets of `keys` with their rows locked, and stores what it returns
 * (undefined deletes), all in one transaction: parallel tries on the same budget are
 * counted one after the other, never read-then-written side by side.
 */
export const withBudgets = async <K extends string, R>(
  db: Db,
  keys: Readonly<Record<K, string>>,
  now: Date,
  decide: (budgets: Readonly<Record<K, AttemptBudget | undefined>>) => { readonly save: Partial<Record<K, AttemptBudget | undefined>>; readonly result: R },
): Promise<R> =>
  db.transaction().execute(async (trx: Trx) => {
    const names = Object.keys(keys) as K[];
    const ids = names.map((n) => keys[n]);
    // A placeholder row to lock; in key order so two requests cannot deadlock.
    await trx
      .insertInto('attempt_budgets')
      .values([...new Set(ids)].sort().map((key) => ({ key, failures: 0, last_failure_at: now })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const rows = await trx.selectFrom('attempt_budgets').selectAll().where('key', 'in', ids).orderBy('key').forUpdate().execute();
    const budgetOf = (key: string): AttemptBudget | undefined => {
      const row = rows.find((r) => r.key === key);
      return row && row.failures > 0 ? { failures: row.failures, lastFailureMs: row.last_failure_at.getTime() } : undefined;
    };
    const { save, result } = decide(Object.fromEntries(names.map((n) => [n, budgetOf(keys[n])])) as Record<K, AttemptBudget | undefined>);
    for (const name of names) {
      if (!(name in save)) continue;
      const next = save[name];
      if (next === undefined) await trx.deleteFrom('attempt_budgets').where('key', '=', keys[name]).execute();
      else
        await trx
          .updateTable('attempt_budgets')
          .set({ failures: next.failures, last_failure_at: new Date(next.lastFailureMs) })
          .where('key', '=', keys[name])
          .execute();
    }
    return result;
  });
