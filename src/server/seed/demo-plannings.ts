import type { OrderStatus } from '../../domain/order/order-status';
import type { CaseType } from '../../domain/order/order-labels';
import type { Db, Trx } from '../db/database';
import { recordOrderEvent } from '../orders/order-events.repository';
import { brazilDayOf, dayMs, startOfBrazilDay } from '../../domain/format/date';
import { chargePlan, txidOf } from '../../domain/payments/charge-plan';
import { insertCharges, markChargePaid } from '../payments/charges.repository';
import { currentPlanning } from '../../domain/order/current-planning';
import { loadPlannings } from '../plannings/plannings.repository';

export interface SeededOrder {
  readonly id: string;
  readonly status: OrderStatus;
  readonly productCategory: string;
  readonly caseType: string;
  readonly arcadeSuperior: boolean;
  readonly arcadeInferior: boolean;
  readonly patientId: string;
  readonly createdAt: Date;
}

// Orders past the planning step carry the planning the dentist decided on.
const decidedStatuses: readonly OrderStatus[] = ['REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT', 'APPROVED', 'PRODUCTION', 'PREPARE_SHIPPING', 'SHIPPED', 'FINISHED'];

interface PlanningPlan {
  readonly steps: number;
  readonly unitCents: number;
  readonly range: '10-16' | '17-32' | null;
  readonly comment: string;
}

const firstPlan: PlanningPlan = {
  steps: 14,
  unitCents: 32000,
  range: '10-16',
  comment: 'Correção do apinhamento anterior com desgaste interproximal entre os incisivos e attachments nos caninos, como na tabela de IPR e attachments de cada etapa.',
};
const alternativePlan: PlanningPlan = {
  steps: 18,
  unitCents: 30000,
  range: '17-32',
  comment: 'Alternativa com expansão dentária superior, em mais etapas e com o mesmo desgaste interproximal. Tratamento mais longo, com resultado mais estável na linha média.',
};

const rangeDiscounts = { '10-16': ['Desconto caso novo (10 a 16 etapas)', 1000], '17-32': ['Desconto caso novo (17 a 32 etapas)', 1500] } as const;

const insertPlanning = async (db: Db, order: SeededOrder, number: number, current: boolean, plan: PlanningPlan, viewedAt: Date | null, newId: () => string): Promise<string> => {
  const id = newId();
  const createdAt = new Date(order.createdAt.getTime() + (20 + number) * 3_600_000);
  const bothArches = order.arcadeSuperior && order.arcadeInferior;
  // An order of one arch is planned and billed for that arch only (at the one-arch step price).
  const steps = bothArches
    ? { product_code: 'ALIGNER_STEP', description: 'Etapas de alinhadores (ambas as arcadas)', unit_cents: plan.unitCents }
    : { product_code: 'ALIGNER_STEP_SINGLE', description: 'Etapas de alinhadores (uma arcada)', unit_cents: Math.round((plan.unitCents * 19) / 32) };
  await db
    .insertInto('plannings')
    .values({
      id,
      order_id: order.id,
      number,
      is_current: current,
      comment: plan.comment,
      offer_id: null,
      web_viewed_at: viewedAt,
      file_viewed_at: viewedAt,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('planning_items')
    .values([
      { id: newId(), planning_id: id, position: 1, ...steps, quantity: plan.steps, main: true, thickness: 'THICKNESS_075' },
      {
        id: newId(),
        planning_id: id,
        position: 2,
        product_code: 'RETENTION_PLATE',
        description: 'Placa de contenção final (por arcada)',
        quantity: bothArches ? 2 : 1,
        unit_cents: 15000,
        main: false,
        thickness: null,
      },
    ])
    .execute();
  if (plan.range && order.caseType === 'CASO_NOVO') {
    const [description, value] = rangeDiscounts[plan.range];
    await db.insertInto('planning_discounts').values({ id: newId(), planning_id: id, description, type: 'PERCENTAGE', value, step_range: plan.range }).execute();
  }
  return id;
};

/**
 * Plannings for the aligner orders that reached approval: the ones waiting for approval get
 * a second, alternative planning; decided ones were viewed and paid by credit card.
 */
export const seedPlannings = async (db: Db, orders: readonly SeededOrder[], creditCardId: string, newId: () => string): Promise<void> => {
  for (const order of orders) {
    if (order.productCategory === 'PLACA_CONTENCAO') continue;
    if (order.status === 'WAITING_FOR_APPROVAL') {
      await insertPlanning(db, order, 1, true, firstPlan, null, newId);
      await insertPlanning(db, order, 2, false, alternativePlan, null, newId);
    } else if (decidedStatuses.includes(order.status)) {
      const viewedAt = new Date(order.createdAt.getTime() + 30 * 3_600_000);
      const planningId = await insertPlanning(db, order, 1, true, firstPlan, viewedAt, newId);
      if (order.status !== 'REVIEW_REQUESTED') {
        await db
          .insertInto('order_payments')
          .values({ order_id: order.id, planning_id: planningId, payment_condition_id: creditCardId, installments: 3, use_third_party_checkout: false, updated_at: viewedAt })
          .execute();
      }
    }
  }
};

/** How many of a decided demo order's three instalments were paid, by where it stands. */
const paidInstalments: Partial<Record<OrderStatus, number>> = { WAITING_FOR_PAYMENT: 0, APPROVED: 1, PRODUCTION: 1, PREPARE_SHIPPING: 3, SHIPPED: 3, FINISHED: 3 };
/** How long ago the orders still being paid were approved: a charge open, and one overdue, to show. */
const approvedDaysAgo: Partial<Record<OrderStatus, number>> = { WAITING_FOR_PAYMENT: 2, APPROVED: 2, PRODUCTION: 40 };

/**
 * The charges of the decided demo orders, as the approval made them: three card
 * instalments of the planning's total, the paid ones with their Pix; the rest open or overdue
 * (the orders still being paid were approved lately, so the demo shows both).
 */
export const seedCharges = async (db: Trx, orders: readonly SeededOrder[], now: Date, newId: () => string): Promise<void> => {
  for (const order of orders) {
    const paid = paidInstalments[order.status];
    if (order.productCategory === 'PLACA_CONTENCAO' || paid === undefined) continue;
    const planning = currentPlanning(await loadPlannings(db, order.id, order.caseType as CaseType));
    if (!planning?.payment) continue;
    const daysAgo = approvedDaysAgo[order.status];
    const approvedAt = daysAgo === undefined ? new Date(order.createdAt.getTime() + 30 * 3_600_000) : new Date(now.getTime() - daysAgo * dayMs);
    const planned = chargePlan(planning.view.totalCents, 3, brazilDayOf(approvedAt)).map((p) => {
      const id = newId();
      return { ...p, id, txid: txidOf(id) };
    });
    await insertCharges(db, { orderId: order.id, planningId: planning.view.id, method: 'CREDIT_CARD', planned, at: approvedAt });
    for (const p of planned.slice(0, paid)) {
      // Paid on its due day, or an hour ago when that day is still to come.
      const paidAt = new Date(Math.min(startOfBrazilDay(p.dueDate).getTime() + 13 * 3_600_000, now.getTime() - 3_600_000));
      await markChargePaid(db, p.id, paidAt);
      await db
        .insertInto('payments')
        .values({
          id: newId(),
          source: 'PIX_API',
          reference: `DEMO${p.txid}`,
          txid: p.txid,
          charge_id: p.id,
          amount_cents: p.amountCents,
          paid_at: paidAt,
          recorded_at: paidAt,
          outcome: 'PAID',
          recorded_by: null,
          reason: null,
        })
        .execute();
    }
  }
};

/** Balances of the demo dentists, in steps of aligners and retention plates. */
export const seedBalances = async (db: Db, dentistId: string, credits: { wallet: number; retentions: number; kol: number }, now: Date, newId: () => string): Promise<void> => {
  const rows = [
    { origin: 'DENTIST', product: 'ALINHADORES', steps: credits.wallet },
    { origin: 'DENTIST', product: 'PLACA_CONTENCAO', steps: credits.retentions },
    { origin: 'KOLS', product: 'ALINHADORES', steps: credits.kol },
  ].filter((r) => r.steps > 0);
  if (rows.length === 0) return;
  await db
    .insertInto('bonus_ledger')
    .values(
      rows.map((r) => ({
        id: newId(),
        dentist_id: dentistId,
        origin: r.origin,
        product: r.product,
        steps: r.steps,
        patient_id: null,
        order_id: null,
        planning_id: null,
        grant_id: null,
        status: 'CONFIRMED',
        created_at: now,
      })),
    )
    .execute();
};

/** A refinement grant for a patient, usable in their continuation order. */
export const seedRefinementGrant = async (db: Db, dentistId: string, patientId: string, steps: number, now: Date, newId: () => string): Promise<void> => {
  await db
    .insertInto('bonus_ledger')
    .values({
      id: newId(),
      dentist_id: dentistId,
      origin: 'PATIENT',
      product: 'ALINHADORES',
      steps,
      patient_id: patientId,
      order_id: null,
      planning_id: null,
      grant_id: null,
      status: 'CONFIRMED',
      created_at: now,
    })
    .execute();
};

/** How long after their sending the demo's orders reached approval: their history's last step. */
export const approvalReachedHours = 48;

/** The attendant's note on the orders waiting for approval, an hour after their planning came. */
export const seedMessages = async (db: Db, orders: readonly SeededOrder[], staffId: string, newId: () => string): Promise<void> => {
  const type = await db.selectFrom('message_types').select('id').where('name', '=', 'Ajuste no planejamento').executeTakeFirstOrThrow();
  const waiting = orders.filter((o) => o.status === 'WAITING_FOR_APPROVAL');
  if (waiting.length === 0) return;
  await db
    .insertInto('order_messages')
    .values(
      waiting.map((o) => ({
        id: newId(),
        order_id: o.id,
        author_id: staffId,
        message_type_id: type.id,
        message: 'Olá! O planejamento está disponível para a sua análise. Enviamos também uma alternativa com expansão; qualquer dúvida, estamos à disposição.',
        created_at: new Date(o.createdAt.getTime() + (approvalReachedHours + 1) * 3_600_000),
      })),
    )
    .execute();
};

/** The dentist's bell on a fresh demo: the plannings waiting for approval, and the attendant's notes on them. */
export const seedNotifications = async (trx: Trx, orders: readonly SeededOrder[], staffId: string): Promise<void> => {
  // Each when its history says it happened: the planning's arrival, then the note an hour later.
  for (const o of orders.filter((x) => x.status === 'WAITING_FOR_APPROVAL')) {
    const ready = new Date(o.createdAt.getTime() + approvalReachedHours * 3_600_000);
    await recordOrderEvent(trx, { orderId: o.id, actor: { id: staffId, staff: true }, kind: 'PLANNING_READY', from: 'VIRTUAL_PLANNING', to: 'WAITING_FOR_APPROVAL', at: ready });
    await recordOrderEvent(trx, { orderId: o.id, actor: { id: staffId, staff: true }, kind: 'MESSAGE_POSTED', at: new Date(ready.getTime() + 3_600_000) });
  }
};
