import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { DraftStep } from '../../domain/order/draft-steps';
import { CaseType, ModelProvideType, ProductCategory } from '../../domain/order/order-labels';
import { OrderStatus } from '../../domain/order/order-status';
import { PaymentMethodCode } from '../../domain/order/payment';
import { paymentOutcomeLabels, paymentSources } from '../../domain/payments/payment-match';
import { AlignerProduct, ContinuationProduct, ProductKind, Thickness } from '../../domain/order/products';
import { Gender } from '../../domain/people/person';
import type { TestDatabase } from '../../../test/support/server/test-database';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

// The order tables' (and attachments', payment conditions', charges' and payments') columns are typed with the domain's unions; the database must hold
// exactly those values, or a row read back would not be what its type claims.
const columns = [
  { table: 'orders', column: 'status', values: Object.keys(OrderStatus.keys) },
  { table: 'orders', column: 'case_type', values: Object.keys(CaseType.keys) },
  { table: 'orders', column: 'product_category', values: Object.keys(ProductCategory.keys) },
  { table: 'orders', column: 'model_provide_type', values: Object.keys(ModelProvideType.keys) },
  { table: 'orders', column: 'draft_step', values: Object.keys(DraftStep.keys) },
  { table: 'orders', column: 'case_continuation_product', values: Object.keys(ContinuationProduct.keys) },
  { table: 'orders', column: 'item', values: Object.keys(AlignerProduct.keys) },
  { table: 'orders', column: 'thickness', values: Object.keys(Thickness.keys) },
  { table: 'patients', column: 'gender', values: Object.keys(Gender.keys) },
  { table: 'order_status_history', column: 'from_status', values: Object.keys(OrderStatus.keys) },
  { table: 'order_status_history', column: 'to_status', values: Object.keys(OrderStatus.keys) },
  { table: 'payment_conditions', column: 'code', values: Object.keys(PaymentMethodCode.keys) },
  { table: 'attachments', column: 'kind', values: Object.keys(AttachmentKind.keys) },
  { table: 'charges', column: 'method', values: Object.keys(PaymentMethodCode.keys) },
  { table: 'payments', column: 'source', values: [...paymentSources] },
  { table: 'payments', column: 'outcome', values: Object.keys(paymentOutcomeLabels) },
  { table: 'order_attachments', column: 'type', values: Object.keys(AttachmentKind.keys) },
  { table: 'bonus_ledger', column: 'product', values: Object.keys(ProductKind.keys) },
] as const;

class RolledBack extends Error {}

describe.each(testDatabaseTargets())('order columns hold only the domain’s values, on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open(new Date('2026-11-24T12:00:00Z'));
    // The demo data has no files: one file, linked to one order, gives those tables a row.
    const { db } = database;
    const order = await db.selectFrom('orders').select(['id', 'dentist_id']).where('status', '!=', 'DRAFT').limit(1).executeTakeFirstOrThrow();
    const id = randomUUID();
    await db
      .insertInto('attachments')
      .values({ id, storage_key: id, owner_id: order.dentist_id, kind: 'OTHERS', name: 'a.pdf', size: 1, content_type: 'application/pdf', created_at: new Date() })
      .execute();
    await db.insertInto('order_attachments').values({ order_id: order.id, attachment_id: id, type: 'OTHERS' }).execute();
  });
  afterAll(() => database.close());

  /** Writes the value into one row and rolls back; answers whether the database took it. */
  const accepts = async (table: string, column: string, value: string): Promise<boolean> => {
    const write = database.db.transaction().execute(async (trx) => {
      const { numAffectedRows } = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where ctid = (select ctid from ${sql.table(table)} limit 1)`.execute(trx);
      expect(numAffectedRows).toBe(1n);
      throw new RolledBack();
    });
    const outcome = await write.catch((error: unknown) => error);
    if (outcome instanceof RolledBack) return true;
    const code = (outcome as { code?: string }).code;
    // 23505: another row holds that unique value (payment condition codes); checks run before
    // unique indexes, so the check took it.
    if (code === '23505') return true;
    // 23514: check_violation; anything else is a broken test, not a refusal.
    expect(code).toBe('23514');
    return false;
  };

  const cases = columns.map((c) => [`${c.table}.${c.column}`, c] as const);

  it.each(cases)('%s takes every value of its union', async (_, { table, column, values }) => {
    for (const value of values) expect(await accepts(table, column, value)).toBe(true);
  });

  it.each(cases)('%s refuses any other text', async (_, { table, column, values }) => {
    const other = fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }).filter((s) => !(values as readonly string[]).includes(s) && !s.includes('\u0000'));
    await fc.assert(
      fc.asyncProperty(other, async (value) => {
        expect(await accepts(table, column, value)).toBe(false);
      }),
      { numRuns: 15 },
    );
  });
});
