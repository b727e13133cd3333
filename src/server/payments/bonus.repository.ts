import { sql } from 'kysely';
import { kolMonthStart } from '../../domain/order/bonus-balance';
import { type RefinementGrant, refinementBonusFor } from '../../domain/order/refinement-bonus';
import type { CaseType } from '../../domain/order/order-labels';
import { anyOf, type Db, type Key } from '../db/database';
import type { ProductKind } from '../../domain/order/products';
import type { BonusOrigin, BonusReservation } from '../../domain/order/bonus-settlement';

/**
 * A dentist's wallet and KOL ledger, summed by what the balance rules tell apart: origin,
 * product, whether the given planning holds the steps, and whether they are this month's KOL
 * use. One statement, run alone or nested in the order page's read.
 */
export const ledgerSumsQuery = (db: Db, dentistId: Key<string>, planningId: Key<string | null>, now: Date) =>
  db
    .selectFrom('bonus_ledger')
    .select([
      'origin',
      'product',
      sql<boolean>`coalesce(planning_id = ${planningId}, false)`.as('held'),
      sql<boolean>`(steps < 0 and created_at >= ${kolMonthStart(now)})`.as('month_use'),
      sql<number>`coalesce(sum(steps), 0)::int`.as('steps'),
    ])
    .where('dentist_id', '=', dentistId)
    .where('origin', 'in', ['DENTIST', 'KOLS'])
    .groupBy(['origin', 'product', 'held', 'month_use']);

export type LedgerSum = Awaited<ReturnType<ReturnType<typeof ledgerSumsQuery>['execute']>>[number];

/** The patient's refinement grants, each with the order that used it (the same two ways). */
export const refinementGrantsQuery = (db: Db, patientId: Key<string>) =>
  db
    .selectFrom('bonus_ledger as credit')
    .select(['credit.id', 'credit.steps'])
    .select((eb) => eb.selectFrom('bonus_ledger as use').select('use.order_id').whereRef('use.grant_id', '=', 'credit.id').limit(1).as('used_by'))
    .where('credit.origin', '=', 'PATIENT')
    .where('credit.patient_id', '=', patientId)
    .where('credit.steps', '>', 0);

export type GrantRow = Awaited<ReturnType<ReturnType<typeof refinementGrantsQuery>['execute']>>[number];

const total = (sums: readonly LedgerSum[], keep: (s: LedgerSum) => boolean): number => sums.filter(keep).reduce((sum, s) => sum + Number(s.steps), 0);

/** Wallet (DENTIST) and KOL balances by product, net of every reservation. */
export const balancesFrom = (sums: readonly LedgerSum[]) => {
  const of = (origin: string, product: ProductKind) => total(sums, (s) => s.origin === origin && s.product === product);
  return {
    wallet: { aligners: of('DENTIST', 'ALINHADORES'), retentions: of('DENTIST', 'PLACA_CONTENCAO') },
    kol: { aligners: of('KOLS', 'ALINHADORES'), retentions: of('KOLS', 'PLACA_CONTENCAO') },
  };
};

export interface PlanningBalanceFacts {
  readonly availableDentist: number;
  readonly availableKol: number;
  readonly kolUsedThisMonth: number;
  readonly availablePatient: number;
  readonly refinementGrantId: string | null;
}

export interface BalanceOrder {
  readonly id: string;
  readonly patientId: string;
  readonly caseType: CaseType | null;
  readonly product: ProductKind;
}

/** What one planning may draw from each balance, leaving out what it holds itself. */
export const balanceFactsFrom = (sums: readonly LedgerSum[], grants: readonly GrantRow[], order: BalanceOrder): PlanningBalanceFacts => {
  const others = (origin: string) => total(sums, (s) => s.origin === origin && s.product === order.product && !s.held);
  const usable: RefinementGrant[] = grants.map((g) => ({ id: g.id, patientId: order.patientId, steps: g.steps, usedByOrderId: g.used_by ?? null }));
  const refinement = refinementBonusFor(usable, { id: order.id, patientId: order.patientId, caseType: order.caseType });
  return {
    availableDentist: Math.max(0, others('DENTIST')),
    availableKol: Math.max(0, others('KOLS')),
    kolUsedThisMonth: -total(sums, (s) => s.origin === 'KOLS' && s.month_use && !s.held),
    availablePatient: order.product === 'ALINHADORES' ? (refinement?.steps ?? 0) : 0,
    refinementGrantId: refinement?.grantId ?? null,
  };
};

/** The balance facts of one planning, read on their own (inside a write's transaction). */
export const balanceContext = async (db: Db, order: BalanceOrder & { readonly dentistId: string }, planningId: string | null, now: Date): Promise<PlanningBalanceFacts> => {
  const [sums, grants] = await Promise.all([ledgerSumsQuery(db, order.dentistId, planningId, now).execute(), refinementGrantsQuery(db, order.patientId).execute()]);
  return balanceFactsFrom(sums, grants, order);
};

/** A dentist's own balances outside any order: wallet and KOL by product, and this month's KOL use. */
export const dentistBalances = async (db: Db, dentistId: string, now: Date) => {
  const [sums, dentist] = await Promise.all([
    ledgerSumsQuery(db, dentistId, null, now).execute(),
    db.selectFrom('users').select('kol_monthly_bonus_steps').where('id', '=', dentistId).executeTakeFirstOrThrow(),
  ]);
  const { wallet, kol } = balancesFrom(sums);
  const usedThisMonth = -total(sums, (s) => s.origin === 'KOLS' && s.month_use);
  return { wallet, kol: dentist.kol_monthly_bonus_steps === null ? null : { ...kol, usedThisMonth } };
};

// ---- reservations: what a planning holds, and the decisions that spend or give it back ----

/** The current planning of an order, if any. */
export const currentPlanningId = async (db: Db, orderId: string): Promise<string | null> =>
  (await db.selectFrom('plannings').select('id').where('order_id', '=', orderId).where('is_current', '=', true).executeTakeFirst())?.id ?? null;

/** Every reservation of the order's plannings (the ledger's debits), as the settlement rules read them. */
export const orderReservations = async (db: Db, orderId: string): Promise<BonusReservation[]> => {
  const rows = await db
    .selectFrom('bonus_ledger')
    .select(['id', 'planning_id', 'origin', 'steps', 'grant_id', 'status'])
    .where('order_id', '=', orderId)
    .where('steps', '<', 0)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    planningId: r.planning_id ?? '',
    origin: r.origin as BonusOrigin,
    steps: -r.steps,
    grantId: r.grant_id,
    status: r.status === 'CONFIRMED' ? 'CONFIRMED' : 'RESERVED',
  }));
};

/** The refinement grants among `grantIds` that another decision has spent already. */
export const spentGrants = async (db: Db, grantIds: readonly string[]): Promise<Set<string>> => {
  if (grantIds.length === 0) return new Set();
  const spent = await db.selectFrom('bonus_ledger').select('grant_id').where('grant_id', '=', anyOf(grantIds)).where('status', '=', 'CONFIRMED').execute();
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- filtered on grant_id above
  return new Set(spent.map((s) => s.grant_id!));
};

/** Marks reservations spent. */
export const confirmReservations = async (db: Db, ids: readonly string[]): Promise<void> => {
  if (ids.length > 0) await db.updateTable('bonus_ledger').set({ status: 'CONFIRMED' }).where('id', '=', anyOf(ids)).execute();
};

/** Gives reservations back to their balances; the plannings that held them show what they still hold. */
export const releaseReservations = async (db: Db, ids: readonly string[], planningIds: readonly string[]): Promise<void> => {
  if (ids.length === 0) return;
  await db.deleteFrom('bonus_ledger').where('id', '=', anyOf(ids)).execute();
  if (planningIds.length === 0) return;
  const held = (origin: BonusOrigin) => sql<number>`coalesce((select -sum(steps) from bonus_ledger where bonus_ledger.planning_id = plannings.id and origin = ${origin}), 0)::int`;
  await db
    .updateTable('plannings')
    .set({ bonus_dentist: held('DENTIST'), bonus_kol: held('KOLS'), bonus_patient: held('PATIENT') })
    .where('id', '=', anyOf(planningIds))
    .execute();
};

/** The dentist's row locked: balances are the dentist's across orders, changed one at a time. */
export const lockDentistBalances = (db: Db, dentistId: string) =>
  db.selectFrom('users').select(['id', 'kol_monthly_bonus_steps']).where('id', '=', dentistId).forUpdate().executeTakeFirstOrThrow();

export interface BonusDebit {
  readonly origin: BonusOrigin;
  readonly steps: number;
  readonly grantId: string | null;
}

/** Replaces what a planning holds from the balances by `debits` (setting the same balance twice leaves one reservation). */
export const replacePlanningReservations = async (
  db: Db,
  order: { readonly id: string; readonly dentistId: string; readonly patientId: string; readonly product: ProductKind },
  planningId: string,
  debits: readonly BonusDebit[],
  now: Date,
  newId: () => string,
): Promise<void> => {
  await db.deleteFrom('bonus_ledger').where('planning_id', '=', planningId).where('status', '=', 'RESERVED').execute();
  const taken = debits.filter((d) => d.steps > 0);
  if (taken.length === 0) return;
  await db
    .insertInto('bonus_ledger')
    .values(
      taken.map((d) => ({
        id: newId(),
        dentist_id: order.dentistId,
        origin: d.origin,
        product: order.product,
        steps: -d.steps,
        patient_id: order.patientId,
        order_id: order.id,
        planning_id: planningId,
        grant_id: d.grantId,
        status: 'RESERVED',
        created_at: now,
      })),
    )
    .execute();
};

/** What a planning shows it holds from each balance, and whether its step discounts gave way to the bonus. */
export const setPlanningBonus = (db: Db, planningId: string, held: { readonly dentist: number; readonly kol: number; readonly patient: number }, stepDiscountsRemoved: boolean) =>
  db
    .updateTable('plannings')
    .set({ bonus_dentist: held.dentist, bonus_kol: held.kol, bonus_patient: held.patient, ...(stepDiscountsRemoved ? { step_discounts_removed: true } : {}) })
    .where('id', '=', planningId)
    .execute();
