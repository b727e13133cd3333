import { sql } from 'kysely';
import { kolMonthStart } from '../../domain/order/bonus-balance';
import { type RefinementGrant, refinementBonusFor } from '../../domain/order/refinement-bonus';
import type { CaseType } from '../../domain/order/order-labels';
import type { Db } from '../db/database';

export type BonusProduct = 'ALIGNER' | 'RETENTION';
export const bonusProductOf = (productCategory: string | null): BonusProduct => (productCategory === 'PLACA_CONTENCAO' ? 'RETENTION' : 'ALIGNER');

const stepsSum = sql<number>`coalesce(sum(steps), 0)::int`;

/** Wallet (DENTIST) and KOL balances by product, net of every reservation. */
export const balancesOf = async (db: Db, dentistId: string) => {
  const rows = await db
    .selectFrom('bonus_ledger')
    .select(['origin', 'product', stepsSum.as('steps')])
    .where('dentist_id', '=', dentistId)
    .where('origin', 'in', ['DENTIST', 'KOLS'])
    .groupBy(['origin', 'product'])
    .execute();
  const of = (origin: string, product: BonusProduct) => Number(rows.find((r) => r.origin === origin && r.product === product)?.steps ?? 0);
  return {
    wallet: { aligners: of('DENTIST', 'ALIGNER'), retentions: of('DENTIST', 'RETENTION') },
    kol: { aligners: of('KOLS', 'ALIGNER'), retentions: of('KOLS', 'RETENTION') },
  };
};

export interface PlanningBalanceFacts {
  readonly availableDentist: number;
  readonly availableKol: number;
  readonly kolUsedThisMonth: number;
  readonly availablePatient: number;
  readonly refinementGrantId: string | null;
}

/** What one planning may draw from each balance, leaving out what it holds itself. */
export const balanceContext = async (
  db: Db,
  order: { id: string; dentistId: string; patientId: string; caseType: CaseType | null; product: BonusProduct },
  planningId: string | null,
  now: Date,
): Promise<PlanningBalanceFacts> => {
  const others = (origin: string) =>
    db
      .selectFrom('bonus_ledger')
      .select(stepsSum.as('steps'))
      .where('dentist_id', '=', order.dentistId)
      .where('origin', '=', origin)
      .where('product', '=', order.product)
      .where((eb) => (planningId ? eb.or([eb('planning_id', 'is', null), eb('planning_id', '!=', planningId)]) : eb.lit(true)))
      .executeTakeFirstOrThrow();
  const [dentist, kol, kolMonth, grants] = await Promise.all([
    others('DENTIST'),
    others('KOLS'),
    db
      .selectFrom('bonus_ledger')
      .select(stepsSum.as('steps'))
      .where('dentist_id', '=', order.dentistId)
      .where('origin', '=', 'KOLS')
      .where('steps', '<', 0)
      .where('created_at', '>=', kolMonthStart(now))
      .where((eb) => (planningId ? eb.or([eb('planning_id', 'is', null), eb('planning_id', '!=', planningId)]) : eb.lit(true)))
      .executeTakeFirstOrThrow(),
    refinementGrants(db, order.patientId),
  ]);
  const refinement = refinementBonusFor(grants, { id: order.id, patientId: order.patientId, caseType: order.caseType });
  return {
    availableDentist: Math.max(0, Number(dentist.steps)),
    availableKol: Math.max(0, Number(kol.steps)),
    kolUsedThisMonth: -Number(kolMonth.steps),
    availablePatient: order.product === 'ALIGNER' ? (refinement?.steps ?? 0) : 0,
    refinementGrantId: refinement?.grantId ?? null,
  };
};

/** The patient's refinement grants, each with the order that used it. */
const refinementGrants = async (db: Db, patientId: string): Promise<RefinementGrant[]> => {
  const credits = await db.selectFrom('bonus_ledger').select(['id', 'patient_id', 'steps']).where('origin', '=', 'PATIENT').where('patient_id', '=', patientId).where('steps', '>', 0).execute();
  if (credits.length === 0) return [];
  const uses = await db.selectFrom('bonus_ledger').select(['grant_id', 'order_id']).where('grant_id', 'in', credits.map((c) => c.id)).execute();
  return credits.map((c) => ({ id: c.id, patientId, steps: c.steps, usedByOrderId: uses.find((u) => u.grant_id === c.id)?.order_id ?? null }));
};
