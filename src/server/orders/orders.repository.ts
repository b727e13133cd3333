import { sql } from 'kysely';
import { type SelectQueryBuilder } from 'kysely';
import { type OrderListTab, type OrderStatus, orderStatuses, type StatusGroup, statusesOfGroup, statusesOfTab } from '../../domain/order/order-status';
import { categoriesReadAs, type ProductCategory } from '../../domain/order/order-labels';
import { lateBefore, pastTarget, type StatusTargets } from '../../domain/order/status-age';
import { searchKey } from '../../domain/format/search-text';
import type * as t from 'io-ts';
import type { OrderSummary, QueueSort } from '../../contract/orders.contract';
import type { Database, Db } from '../db/database';

/** Which orders a list shows; the staff queues' filters are set on theirs only. */
export interface OrderListCriteria {
  readonly dentistId?: string | undefined;
  readonly tab?: OrderListTab | undefined;
  readonly group?: StatusGroup | undefined;
  readonly status?: OrderStatus | undefined;
  readonly statuses?: readonly OrderStatus[] | undefined;
  readonly search?: string | undefined;
  /** Staff search also matches the dentist's name. */
  readonly searchDentistName: boolean;
  readonly responsibleId?: string | undefined;
  /** The relationship or the acquisition consultant. */
  readonly consultantId?: string | undefined;
  readonly productCategory?: ProductCategory | undefined;
  /** Created from this instant on, and before the other. */
  readonly createdFrom?: Date | undefined;
  readonly createdBefore?: Date | undefined;
  /** Only the orders past their status's target, as of `now`. */
  readonly late?: { readonly now: Date; readonly targets: StatusTargets } | undefined;
  readonly sort?: QueueSort | undefined;
  /** Whether each order listed is past its target: the moment and the targets it is judged by. */
  readonly judgedAt: { readonly now: Date; readonly targets: StatusTargets };
  readonly page: number;
  readonly limit: number;
}

type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;

/** The orders past the target of their status: one bound per status that has a target. */
const lateOnly = (query: OrdersQuery, late: NonNullable<OrderListCriteria['late']>): OrdersQuery =>
  query.where((eb) =>
    eb.or(
      orderStatuses.flatMap((status) => {
        const before = lateBefore(status, late.now, late.targets);
        return before === undefined ? [] : [eb.and([eb('orders.status', '=', status), eb('orders.status_since', '<', before)])];
      }),
    ),
  );

/** The filters on the order itself, but for its status: the counts per status are taken under these. */
const withoutStatus = (db: Db, criteria: Omit<OrderListCriteria, 'page' | 'limit' | 'judgedAt'>): OrdersQuery => {
  let orders = db.selectFrom('orders') as OrdersQuery;
  if (criteria.dentistId) orders = orders.where('orders.dentist_id', '=', criteria.dentistId);
  if (criteria.responsibleId) orders = orders.where('orders.responsable_id', '=', criteria.responsibleId);
  if (criteria.consultantId) {
    const id = criteria.consultantId;
    orders = orders.where((eb) => eb.or([eb('orders.relationship_consultant_id', '=', id), eb('orders.acquisition_consultant_id', '=', id)]));
  }
  if (criteria.productCategory) orders = orders.where('orders.product_category', 'in', categoriesReadAs(criteria.productCategory));
  if (criteria.createdFrom) orders = orders.where('orders.created_at', '>=', criteria.createdFrom);
  if (criteria.createdBefore) orders = orders.where('orders.created_at', '<', criteria.createdBefore);
  return orders;
};

const withStatus = (orders: OrdersQuery, criteria: Omit<OrderListCriteria, 'page' | 'limit' | 'judgedAt'>): OrdersQuery => {
  let query = orders;
  if (criteria.tab) query = query.where('orders.status', 'in', [...statusesOfTab(criteria.tab)]);
  if (criteria.group) query = query.where('orders.status', 'in', [...statusesOfGroup(criteria.group)]);
  if (criteria.status) query = query.where('orders.status', '=', criteria.status);
  if (criteria.statuses?.length) query = query.where('orders.status', 'in', [...criteria.statuses]);
  if (criteria.late) query = lateOnly(query, criteria.late);
  return query;
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of order summaries, newest first, and how many orders match in all. */
export const listOrders = async (db: Db, criteria: OrderListCriteria): Promise<{ items: t.OutputOf<typeof OrderSummary>[]; total: number }> => {
  // The filters on the order itself; the count needs the joins only when searching by name.
  const orders = withStatus(withoutStatus(db, criteria), criteria);
  let query = orders.innerJoin('patients', 'patients.id', 'orders.patient_id').innerJoin('users as dentist', 'dentist.id', 'orders.dentist_id');
  const term = searchKey(criteria.search ?? '');
  if (term !== '') {
    const like = `%${escapeLike(term)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('patients.search_name', 'like', like),
        eb(sql<string>`cast(orders.case_number as text)`, '=', term),
        ...(criteria.searchDentistName ? [eb('dentist.search_name', 'like', like)] : []),
      ]),
    );
  }

  const [rows, count] = await Promise.all([
    query
      .leftJoin('users as responsible', 'responsible.id', 'orders.responsable_id')
      .select([
        'orders.id',
        'orders.case_number',
        'orders.status',
        'orders.case_type',
        'orders.product_category',
        'orders.arcade_superior',
        'orders.arcade_inferior',
        'orders.model_provide_type',
        'orders.created_at',
        'orders.updated_at',
        'patients.id as patient_id',
        'patients.first_name',
        'patients.last_name',
        'dentist.id as dentist_id',
        'dentist.name as dentist_name',
        'orders.status_since',
        'responsible.id as responsible_id',
        'responsible.name as responsible_name',
      ])
      .$call((q) => (criteria.sort === 'LONGEST_IN_STATUS' ? q.orderBy('orders.status_since') : q.orderBy('orders.created_at', 'desc')))
      .orderBy('orders.id')
      .limit(criteria.limit)
      .offset((criteria.page - 1) * criteria.limit)
      .execute(),
    (term === '' ? orders : query).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);

  return {
    total: count.total,
    items: rows.map((r) => ({
      id: r.id,
      caseNumber: r.case_number,
      status: r.status,
      caseType: r.case_type,
      productCategory: r.product_category,
      arcadeSuperior: r.arcade_superior,
      arcadeInferior: r.arcade_inferior,
      modelProvideType: r.model_provide_type,
      patient: { id: r.patient_id, firstName: r.first_name, lastName: r.last_name },
      dentist: { id: r.dentist_id, name: r.dentist_name },
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      statusSince: r.status_since.toISOString(),
      responsible: r.responsible_id === null || r.responsible_name === null ? null : { id: r.responsible_id, name: r.responsible_name },
      late: pastTarget(r.status, r.status_since, criteria.judgedAt.now, criteria.judgedAt.targets),
    })),
  };
};

/**
 * How many orders of each status the list's other filters leave, and how many of them are past
 * their target: one grouped count on the orders alone (indexed by status), and one
 * more for the late ones. The search is left out: it narrows what is read, not the queues.
 */
export const countOrdersByStatus = async (
  db: Db,
  criteria: Omit<OrderListCriteria, 'page' | 'limit' | 'judgedAt' | 'tab' | 'group' | 'status' | 'statuses' | 'search' | 'late' | 'sort'>,
  late: NonNullable<OrderListCriteria['late']>,
): Promise<{ byStatus: Partial<Record<OrderStatus, number>>; late: number }> => {
  const base = withoutStatus(db, criteria);
  const [rows, lateCount] = await Promise.all([
    base
      .select(['orders.status', sql<number>`count(*)::int`.as('n')])
      .groupBy('orders.status')
      .execute(),
    lateOnly(base, late)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])), late: lateCount.n };
};
