import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import type { OrderFilters, OrdersQuery, OrderSummaryPage } from '../../contract/orders.contract';
import { orderEndpoints as on } from '../../contract/routes/orders.endpoints';
import { endOfBrazilDay, startOfBrazilDay } from '../../domain/format/date';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { listLimits, pageOf } from '../http/paging';
import { countOrdersByStatus, listOrders, type OrderListCriteria } from './orders.repository';
import { statusTargetsOf } from '../queues/status-targets.repository';
import { listDentists, type User } from '../accounts/users.repository';

type Filters = Omit<OrderListCriteria, 'page' | 'limit' | 'judgedAt'>;
type Judged = OrderListCriteria['judgedAt'];

export const ordersRoutes = (app: FastifyInstance, { db, now }: AppDeps): void => {
  /** The filters every list takes; the dentist's list sees her own orders only, whatever it asks. */
  const shared = (q: OrderFilters): Filters => ({
    group: q.group,
    status: q.status,
    statuses: q.statuses,
    search: q.search,
    productCategory: q.productCategory,
    createdFrom: q.createdFrom ? startOfBrazilDay(q.createdFrom) : undefined,
    createdBefore: q.createdTo ? endOfBrazilDay(q.createdTo) : undefined,
    sort: q.sort,
    searchDentistName: false,
  });
  /** The staff queues' own: a dentist, "Meus pedidos", a consultant, the late ones. */
  const staffs = (q: OrderFilters, user: User, judgedAt: Judged): Filters => ({
    ...shared(q),
    searchDentistName: true,
    dentistId: q.dentistId,
    responsibleId: q.mine ? user.id : undefined,
    consultantId: q.consultantId,
    late: q.late ? judgedAt : undefined,
  });
  /** The moment and the provider's targets each answer judges lateness by, read once for it. */
  const judged = async (): Promise<Judged> => ({ now: now(), targets: await statusTargetsOf(db) });

  const list = async (query: OrdersQuery, filters: Filters, judgedAt: Judged): Promise<t.OutputOf<typeof OrderSummaryPage>> => {
    const { page, limit } = pageOf(query, listLimits.orders);
    const result = await listOrders(db, { ...filters, tab: query.tab, page, limit, judgedAt });
    return { ...result, page, limit };
  };

  serve(app, on.list, async ({ user, query }) => list(query, { ...shared(query), dentistId: user.id }, await judged()));

  serve(app, on.listAll, async ({ user, query }) => {
    const judgedAt = await judged();
    return list(query, staffs(query, user, judgedAt), judgedAt);
  });

  serve(app, on.queueCounts, async ({ user, query }) => {
    const judgedAt = await judged();
    const { tab: _tab, group: _group, status: _status, statuses: _statuses, search: _search, late: _late, sort: _sort, ...others } = staffs(query, user, judgedAt);
    return countOrdersByStatus(db, others, judgedAt);
  });

  serve(app, on.dentists, () => listDentists(db));
};
