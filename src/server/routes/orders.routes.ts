import type { FastifyInstance } from 'fastify';
import { type DentistOption, OrdersQuery, type OrderSummaryPage } from '../../contract/orders.contract';
import type { AppDeps } from '../app-deps';
import { authenticate, requireStaff } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { listLimits, pageOf } from '../http/paging';
import { listOrders } from '../repositories/orders.repository';
import { listDentists } from '../repositories/users.repository';

export const ordersRoutes = (app: FastifyInstance, { db, now }: AppDeps): void => {
  // A dentist's own orders; a dentistId filter in the query is ignored for them.
  app.get('/api/orders', async (request) => {
    const user = await authenticate(db, request, now());
    const query = decodeInput(OrdersQuery, request.query);
    const { page, limit } = pageOf(query, listLimits.orders);
    const result = await listOrders(db, { ...query, dentistId: user.id, searchDentistName: false, page, limit });
    const answer: OrderSummaryPage = { ...result, page, limit };
    return answer;
  });

  app.get('/api/admin/orders', async (request) => {
    requireStaff(await authenticate(db, request, now()));
    const query = decodeInput(OrdersQuery, request.query);
    const { page, limit } = pageOf(query, listLimits.orders);
    const result = await listOrders(db, { ...query, searchDentistName: true, page, limit });
    const answer: OrderSummaryPage = { ...result, page, limit };
    return answer;
  });

  app.get('/api/admin/dentists', async (request) => {
    requireStaff(await authenticate(db, request, now()));
    const answer = (await listDentists(db)) as DentistOption[];
    return answer;
  });
};
