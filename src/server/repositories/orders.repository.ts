import { sql } from 'kysely';
import { type OrderListTab, type OrderStatus, type StatusGroup, statusesOfGroup, statusesOfTab } from '../../domain/order/order-status';
import { searchKey } from '../../domain/format/search-text';
import type * as t from 'io-ts';
import type { OrderSummary } from '../../contract/orders.contract';
import type { Db } from '../db/database';

export interface OrderListCriteria {
  readonly dentistId?: string | undefined;
  readonly tab?: OrderListTab | undefined;
  readonly group?: StatusGroup | undefined;
  readonly status?: OrderStatus | undefined;
  readonly search?: string | undefined;
  /** Staff search also matches the dentist's name. */
  readonly searchDentistName: boolean;
  readonly page: number;
  readonly limit: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of order summaries, newest first, and how many orders match in all. */
export const listOrders = async (db: Db, criteria: OrderListCriteria): Promise<{ items: t.OutputOf<typeof OrderSummary>[]; total: number }> => {
  // The filters on the order itself; the count needs the joins only when searching by name.
  let orders = db.selectFrom('orders');
  if (criteria.dentistId) orders = orders.where('orders.dentist_id', '=', criteria.dentistId);
  if (criteria.tab) orders = orders.where('orders.status', 'in', [...statusesOfTab(criteria.tab)]);
  if (criteria.group) orders = orders.where('orders.status', 'in', [...statusesOfGroup(criteria.group)]);
  if (criteria.status) orders = orders.where('orders.status', '=', criteria.status);
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
      ])
      .orderBy('orders.created_at', 'desc')
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
    })),
  };
};
