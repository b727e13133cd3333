import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import type { OrdersQuery, OrderSummaryPage } from '../../../contract/orders.contract';
import { orderEndpoints as on } from '../../../contract/routes/orders.endpoints';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve';
import { listLimits, pageOf } from '../../http/paging';
import { listOrders } from '../../repositories/orders.repository';
import { listDentists } from '../../repositories/users.repository';

export const ordersRoutes = (app: FastifyInstance, { db }: AppDeps): void => {
  const list = async (query: OrdersQuery, dentistId: string | undefined): Promise<t.OutputOf<typeof OrderSummaryPage>> => {
    const { page, limit } = pageOf(query, listLimits.orders);
    const result = await listOrders(db, { ...query, ...(dentistId ? { dentistId, searchDentistName: false } : { searchDentistName: true }), page, limit });
    return { ...result, page, limit };
  };

  // A dentist's own orders; a dentistId filter in the query is ignored for them.
  serve(app, on.list, ({ user, query }) => list(query, user.id));

  serve(app, on.listAll, ({ query }) => list(query, undefined));

  serve(app, on.dentists, () => listDentists(db));
};
