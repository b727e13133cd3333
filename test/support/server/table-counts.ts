import type { Db } from '../../../src/server/db/database';

const tables = [
  'users',
  'patients',
  'addresses',
  'orders',
  'plannings',
  'planning_items',
  'planning_discounts',
  'bonus_ledger',
  'order_messages',
  'nps_responses',
  'order_audit',
  'saved_filters',
  'attachments',
] as const;

/** Row counts of the tables a request could write to: equal before and after means nothing was stored. */
export const tableCounts = async (db: Db): Promise<Record<string, number>> =>
  Object.fromEntries(
    await Promise.all(
      tables.map(
        async (table) =>
          [
            table,
            Number(
              (
                await db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll<number>().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ] as const,
      ),
    ),
  );
