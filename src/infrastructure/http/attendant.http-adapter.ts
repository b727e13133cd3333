import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { Arcade } from '../../domain/order/planning-edits';
import { type AddBalanceBody, AdminOrderDetail, type AdminOrderPatchBody, type DiscountBody, type PlanningPatchBody, ProductList, StaffList, StaffPage, StatusPage } from '../../contract/admin-order.contract';
import { Address, type AddressBody, AddressPage } from '../../contract/address.contract';
import { Patient, type PatientBody, PatientPage } from '../../contract/patient.contract';
import { OrderStatusAnswer } from '../../contract/order-actions.contract';
import { OrderMessage, OrderMessagePage, type BalanceBody, type ChangeAddressBody } from '../../contract/planning-actions.contract';
import { MessageType } from '../../contract/order-detail.contract';
import type { ApiError, ApiResult } from '../../application/ports/api-error';
import type { AttendantGateway } from '../../application/ports/attendant-gateway';
import type { AddressesGateway } from '../../application/ports/addresses-gateway';
import { type ApiClient, NoContent } from './api-client';

const Created = t.type({ id: t.string }, 'Created');
const OnyxAnswer = t.type({ onyxCode: t.string }, 'OnyxAnswer');
const ignoreBody = <A>(result: E.Either<ApiError, A>) => E.map(() => undefined)(result);
const statusOf = (result: E.Either<ApiError, OrderStatusAnswer>) => E.map((a: OrderStatusAnswer) => a.status)(result);

// Spec §7: address and patient lists load with limit 999; messages page 1, limit 999.
const all = { page: 1, limit: 999 };

export class AttendantHttpAdapter implements AttendantGateway {
  constructor(private readonly api: ApiClient) {}
  private order(orderId: string, rest = ''): string {
    return `/admin/orders/${encodeURIComponent(orderId)}${rest}`;
  }
  private planning(orderId: string, planningId: string, rest = ''): string {
    return this.order(orderId, `/plannings/${encodeURIComponent(planningId)}${rest}`);
  }
  load(orderId: string) {
    return this.api.request(AdminOrderDetail, this.order(orderId));
  }
  statuses() {
    return this.api.request(StatusPage, '/admin/order-statuses');
  }
  async employees() {
    return E.map((p: StaffPage) => p.items)(await this.api.request(StaffPage, '/admin/users/employees', { query: all }));
  }
  consultants() {
    return this.api.request(StaffList, '/admin/users/consultants');
  }
  messageTypes() {
    return this.api.request(t.array(MessageType), '/admin/message-types');
  }
  messages(orderId: string) {
    return this.api.request(OrderMessagePage, this.order(orderId, '/messages'), { query: all });
  }
  products() {
    return this.api.request(ProductList, '/admin/products');
  }
  dentistPatients(dentistId: string) {
    return this.api.request(PatientPage, `/admin/patients/by-dentist/${encodeURIComponent(dentistId)}`, { query: all });
  }
  createDentistPatient(dentistId: string, patient: PatientBody): ApiResult<Patient> {
    return this.api.request(Patient, `/admin/patients/by-dentist/${encodeURIComponent(dentistId)}`, { method: 'POST', body: patient });
  }
  updatePatient(patientId: string, patient: PatientBody): ApiResult<Patient> {
    return this.api.request(Patient, `/admin/patients/${encodeURIComponent(patientId)}`, { method: 'PATCH', body: patient });
  }
  dentistAddresses(dentistId: string) {
    return this.api.request(AddressPage, `/admin/address/dentist/${encodeURIComponent(dentistId)}`, { query: all });
  }
  dentistAddressBook(dentistId: string): AddressesGateway {
    return {
      list: () => this.dentistAddresses(dentistId),
      create: (address: AddressBody) => this.api.request(Address, '/admin/address', { method: 'POST', body: { ...address, dentistId } }),
      update: (id: string, address: AddressBody) => this.api.request(Address, `/admin/address/${encodeURIComponent(id)}`, { method: 'PATCH', body: address }),
      remove: (id: string) => this.api.request(NoContent, `/admin/address/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    };
  }
  edit(orderId: string, body: AdminOrderPatchBody) {
    return this.api.request(AdminOrderDetail, this.order(orderId), { method: 'PATCH', body });
  }
  async cancel(orderId: string, reason: string) {
    return statusOf(await this.api.request(OrderStatusAnswer, this.order(orderId, '/cancel'), { method: 'POST', body: { reason } }));
  }
  async requestApproval(orderId: string) {
    return statusOf(await this.api.request(OrderStatusAnswer, this.order(orderId, '/request-approval'), { method: 'PATCH' }));
  }
  addBalance(orderId: string, body: AddBalanceBody): ApiResult<void> {
    return this.api.request(NoContent, this.order(orderId, '/add-balance'), { method: 'POST', body });
  }
  async createPlanning(orderId: string, basedOnPrevious: boolean): ApiResult<void> {
    return ignoreBody(await this.api.request(Created, this.order(orderId, '/plannings'), { method: 'POST', body: { basedOnPrevious } }));
  }
  updatePlanning(orderId: string, planningId: string, body: PlanningPatchBody): ApiResult<void> {
    return this.api.request(NoContent, this.planning(orderId, planningId), { method: 'PATCH', body });
  }
  addDiscount(orderId: string, planningId: string, body: DiscountBody): ApiResult<void> {
    return this.api.request(NoContent, this.planning(orderId, planningId, '/discount'), { method: 'POST', body });
  }
  removeDiscount(orderId: string, planningId: string, discountId: string): ApiResult<void> {
    return this.api.request(NoContent, this.planning(orderId, planningId, '/discount'), { method: 'DELETE', query: { discountId } });
  }
  addProduct(orderId: string, planningId: string, productId: string, quantity: number): ApiResult<void> {
    return this.api.request(NoContent, this.planning(orderId, planningId, '/product'), { method: 'POST', body: { productId, quantity } });
  }
  removeProduct(orderId: string, planningId: string, itemId: string): ApiResult<void> {
    return this.api.request(NoContent, this.planning(orderId, planningId, `/product/${encodeURIComponent(itemId)}`), { method: 'DELETE' });
  }
  changeArcade(orderId: string, planningId: string, change: 'add' | 'remove', arcade: Arcade): ApiResult<void> {
    return this.api.request(NoContent, this.planning(orderId, planningId, `/${change}-arcade`), { method: 'POST', body: { arcade } });
  }
  setBalance(orderId: string, planningId: string, body: BalanceBody): ApiResult<void> {
    return this.api.request(NoContent, this.planning(orderId, planningId, '/balance'), { method: 'POST', body });
  }
  changeAddress(orderId: string, body: ChangeAddressBody): ApiResult<void> {
    return this.api.request(NoContent, this.order(orderId, '/address'), { method: 'PATCH', body });
  }
  changePatient(orderId: string, patientId: string): ApiResult<void> {
    return this.api.request(NoContent, this.order(orderId, `/patient/${encodeURIComponent(patientId)}`), { method: 'PATCH' });
  }
  addAttachment(orderId: string, attachmentId: string, type: AttachmentKind): ApiResult<void> {
    return this.api.request(NoContent, this.order(orderId, '/attachment'), { method: 'POST', body: { attachmentId, type } });
  }
  async setOnyxCode(dentistId: string, onyxCode: string): ApiResult<void> {
    return ignoreBody(await this.api.request(OnyxAnswer, `/dentist/${encodeURIComponent(dentistId)}/onyx-code`, { method: 'PATCH', body: { onyxCode } }));
  }
  postMessage(orderId: string, messageTypeId: string, message: string) {
    return this.api.request(OrderMessage, this.order(orderId, '/messages'), { method: 'POST', body: { messageTypeId, message } });
  }
  planningFileUrl(orderId: string, planningId: string): string {
    return `${this.api.base}${this.order(orderId, `/planning-file/${encodeURIComponent(planningId)}`)}`;
  }
  attachmentUrl(orderId: string, attachmentId: string): string {
    return `${this.api.base}${this.order(orderId, `/attachment/${encodeURIComponent(attachmentId)}`)}`;
  }
}
