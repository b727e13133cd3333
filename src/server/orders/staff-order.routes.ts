import type { FastifyInstance } from 'fastify';
import type * as E from 'fp-ts/Either';
import { orderStatuses, statusLabel } from '../../domain/order/order-status';
import type { DomainError } from '../../domain/shared/domain-error';
import { planningMessages } from '../../contract/planning-actions.contract';
import { staffOrderMessages, type StatusPage } from '../../contract/staff-order.contract';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { staffEndpoints as on } from '../../contract/routes/staff.endpoints';
import { notFound, orFail } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import { readStaffOrderDetail } from './order-detail.repository';
import type { Order } from '../../domain/order/order';
import { catalogProducts, consultants, messageTypes, staffPage } from '../queues/staff-orders.repository';
import { setOnyxCodeByStaff } from '../accounts/people-records';
import type { User } from '../accounts/users.repository';
import type { Trx } from '../db/database';
import { withOrderLocked } from './order-lock';
import {
  addBalance,
  attachFileByStaff,
  cancelByStaff,
  changeAddressByStaff,
  changePatient,
  editOrder,
  replaceFileByStaff,
  requestApproval,
  type StaffActor,
} from './staff-order-changes';

/** The attendant area's calls on one order (spec §7, orders admin). */
export const staffOrderRoutes = (app: FastifyInstance, { db, now, newId, modelsAddress }: AppDeps): void => {
  serve(app, on.order, async ({ params: { id } }) => {
    const detail = await readStaffOrderDetail(db, id, now(), modelsAddress);
    if (!detail) throw notFound(planningMessages.notFound);
    return detail;
  });

  const locked = async <T>(orderId: string, work: (trx: Trx, order: Order) => Promise<E.Either<DomainError, T>>): Promise<T> =>
    orFail(await withOrderLocked(db, orderId, work), staffOrderMessages.changedMeanwhile);
  const actor = (user: User): StaffActor => ({ id: user.id, role: user.role, at: now(), newId });

  serve(app, on.edit, async ({ user, params: { id }, body }) => {
    await locked(id, (trx, order) => editOrder(trx, order, actor(user), body));
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the order was just edited under its lock
    return (await readStaffOrderDetail(db, id, now(), modelsAddress))!;
  });

  serve(app, on.cancel, async ({ user, params: { id }, body: { reason } }) => ({
    status: (await locked(id, (trx, order) => cancelByStaff(trx, order, actor(user), reason))).status,
  }));

  serve(app, on.requestApproval, async ({ user, params: { id } }) => ({ status: (await locked(id, (trx, order) => requestApproval(trx, order, actor(user)))).status }));

  serve(app, on.addBalance, async ({ user, params: { id }, body }) => {
    await locked(id, (trx, order) => addBalance(trx, order, actor(user), body));
  });

  serve(app, on.changeAddress, async ({ user, params: { id }, body }) => {
    const [kind, addressId] = 'shippingAddressId' in body ? (['shipping', body.shippingAddressId] as const) : (['billing', body.billingAddressId] as const);
    await locked(id, (trx, order) => changeAddressByStaff(trx, order, actor(user), kind, addressId));
  });

  serve(app, on.changePatient, async ({ user, params: { id, patientId } }) => {
    await locked(id, (trx, order) => changePatient(trx, order, actor(user), patientId));
  });

  serve(app, on.addAttachment, async ({ user, params: { id }, body }) => {
    await locked(id, (trx, order) => attachFileByStaff(trx, order, actor(user), body.attachmentId, body.type));
  });

  serve(app, on.replaceAttachment, async ({ user, params: { id, attId }, body }) => {
    await locked(id, (trx, order) => replaceFileByStaff(trx, order, actor(user), attId, body.attachmentId));
  });

  // Spec §7: GET /admin/order-statuses?page&limit, default page size 20.
  serve(app, on.statuses, async ({ query }) => {
    const { page, limit } = pageOf(query, listLimits.records);
    const all = orderStatuses.map((code) => ({ code, label: statusLabel(code) }));
    const answer: StatusPage = { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
    return answer;
  });

  serve(app, on.messageTypes, () => messageTypes(db));

  serve(app, on.consultants, () => consultants(db));

  serve(app, on.employees, async ({ query }) => {
    const { page, limit } = pageOf(query, listLimits.records);
    return { ...(await staffPage(db, page, limit)), page, limit };
  });

  serve(app, on.products, async () => {
    const rows = await catalogProducts(db);
    return rows.map((p) => ({ id: p.id, code: p.code, name: p.name, pricingKind: p.pricing_kind, unitCents: p.unit_cents, main: p.main }));
  });

  serve(app, on.setOnyxCode, async ({ user, params: { id }, body: { onyxCode }, request }) => {
    const code = onyxCode.trim();
    if (!(await setOnyxCodeByStaff(db, id, code, { staffId: user.id, at: now(), newId }))) throw notFound(staffOrderMessages.dentistNotFound);
    request.log.info({ actor: user.id }, 'onyx code set');
    return { onyxCode: code };
  });
};
