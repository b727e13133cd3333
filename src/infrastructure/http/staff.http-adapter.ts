import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { Arch } from '../../domain/order/arch';
import type { AddBalanceBody, StaffOrderPatchBody, DiscountBody, PlanningPatchBody, StaffPage } from '../../contract/staff-order.contract';
import { arcadeOfArch } from '../../contract/arch-spellings';
import type { AddressBody } from '../../contract/address.contract';
import type { Patient, PatientBody } from '../../contract/patient.contract';
import type { OrderStatusAnswer } from '../../contract/order-actions.contract';
import type { BalanceBody, ChangeAddressBody } from '../../contract/planning-actions.contract';
import type { SendStagesBody } from '../../contract/planning-stages.contract';
import type { ChairWork } from '../../domain/planning/chair-work';
import { addressEndpoints } from '../../contract/routes/addresses.endpoints';
import { patientEndpoints } from '../../contract/routes/people.endpoints';
import { staffEndpoints as on } from '../../contract/routes/staff.endpoints';
import type { ApiError, ApiResult } from '../../application/ports/api-error';
import type { StaffGateway } from '../../application/ports/staff-gateway';
import type { AddressesGateway } from '../../application/ports/addresses-gateway';
import { ApiClient, ignoreBody } from './api-client';
import { readAll } from '../../contract/read-queries';
import { paymentEndpoints } from '../../contract/routes/payments.endpoints';

const statusOf = (result: E.Either<ApiError, OrderStatusAnswer>) => E.map((a: OrderStatusAnswer) => a.status)(result);

@injectable()
export class StaffHttpAdapter implements StaffGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  load(orderId: string) {
    return this.api.call(on.order, { params: { id: orderId } });
  }
  statuses() {
    return this.api.call(on.statuses, { query: {} });
  }
  async employees() {
    return E.map((p: StaffPage) => p.items)(await this.api.call(on.employees, { query: readAll }));
  }
  consultants() {
    return this.api.call(on.consultants);
  }
  messageTypes() {
    return this.api.call(on.messageTypes);
  }
  messages(orderId: string) {
    return this.api.call(on.messages, { params: { id: orderId }, query: readAll });
  }
  products() {
    return this.api.call(on.products);
  }
  dentistPatients(dentistId: string) {
    return this.api.call(patientEndpoints.listOfDentist, { params: { id: dentistId }, query: readAll });
  }
  createDentistPatient(dentistId: string, patient: PatientBody): ApiResult<Patient> {
    return this.api.call(patientEndpoints.createForDentist, { params: { id: dentistId }, body: patient });
  }
  updatePatient(patientId: string, patient: PatientBody): ApiResult<Patient> {
    return this.api.call(patientEndpoints.update, { params: { id: patientId }, body: patient });
  }
  dentistAddresses(dentistId: string) {
    return this.api.call(addressEndpoints.listOfDentist, { params: { id: dentistId }, query: readAll });
  }
  dentistAddressBook(dentistId: string): AddressesGateway {
    return {
      list: () => this.dentistAddresses(dentistId),
      create: (address: AddressBody) => this.api.call(addressEndpoints.createForDentist, { body: { ...address, dentistId } }),
      update: (id: string, address: AddressBody) => this.api.call(addressEndpoints.updateAny, { params: { id }, body: address }),
      remove: (id: string) => this.api.call(addressEndpoints.removeAny, { params: { id } }),
    };
  }
  edit(orderId: string, body: StaffOrderPatchBody) {
    return this.api.call(on.edit, { params: { id: orderId }, body });
  }
  async cancel(orderId: string, reason: string) {
    return statusOf(await this.api.call(on.cancel, { params: { id: orderId }, body: { reason } }));
  }
  async requestApproval(orderId: string) {
    return statusOf(await this.api.call(on.requestApproval, { params: { id: orderId } }));
  }
  addBalance(orderId: string, body: AddBalanceBody): ApiResult<void> {
    return this.api.call(on.addBalance, { params: { id: orderId }, body });
  }
  async createPlanning(orderId: string, basedOnPrevious: boolean): ApiResult<void> {
    return ignoreBody(await this.api.call(on.createPlanning, { params: { id: orderId }, body: { basedOnPrevious } }));
  }
  updatePlanning(orderId: string, planningId: string, body: PlanningPatchBody): ApiResult<void> {
    return this.api.call(on.updatePlanning, { params: { id: orderId, pid: planningId }, body });
  }
  addDiscount(orderId: string, planningId: string, body: DiscountBody): ApiResult<void> {
    return this.api.call(on.addDiscount, { params: { id: orderId, pid: planningId }, body });
  }
  removeDiscount(orderId: string, planningId: string, discountId: string): ApiResult<void> {
    return this.api.call(on.removeDiscount, { params: { id: orderId, pid: planningId }, query: { discountId } });
  }
  addProduct(orderId: string, planningId: string, productId: string, quantity: number): ApiResult<void> {
    return this.api.call(on.addProduct, { params: { id: orderId, pid: planningId }, body: { productId, quantity } });
  }
  removeProduct(orderId: string, planningId: string, itemId: string): ApiResult<void> {
    return this.api.call(on.removeProduct, { params: { id: orderId, pid: planningId, prodId: itemId } });
  }
  changeArch(orderId: string, planningId: string, change: 'add' | 'remove', arch: Arch): ApiResult<void> {
    return this.api.call(change === 'add' ? on.addArcade : on.removeArcade, { params: { id: orderId, pid: planningId }, body: { arcade: arcadeOfArch[arch] } });
  }
  setBalance(orderId: string, planningId: string, body: BalanceBody): ApiResult<void> {
    return this.api.call(on.setBalance, { params: { id: orderId, pid: planningId }, body });
  }
  async sendStages(orderId: string, planningId: string, body: SendStagesBody): ApiResult<void> {
    return ignoreBody(await this.api.call(on.sendStages, { params: { id: orderId, pid: planningId }, body }));
  }
  answerPlanComment(orderId: string, planningId: string, commentId: string, answered: boolean): ApiResult<void> {
    return this.api.call(on.answerComment, { params: { id: orderId, pid: planningId, cid: commentId }, body: { answered } });
  }
  setChairWork(orderId: string, planningId: string, work: ChairWork): ApiResult<void> {
    return this.api.call(on.setChairWork, {
      params: { id: orderId, pid: planningId },
      body: { ipr: work.ipr.map((i) => ({ ...i, teeth: [i.teeth[0], i.teeth[1]] as [number, number] })), attachments: [...work.attachments] },
    });
  }
  changeAddress(orderId: string, body: ChangeAddressBody): ApiResult<void> {
    return this.api.call(on.changeAddress, { params: { id: orderId }, body });
  }
  changePatient(orderId: string, patientId: string): ApiResult<void> {
    return this.api.call(on.changePatient, { params: { id: orderId, patientId } });
  }
  addAttachment(orderId: string, attachmentId: string, type: AttachmentKind): ApiResult<void> {
    return this.api.call(on.addAttachment, { params: { id: orderId }, body: { attachmentId, type } });
  }
  sendPasswordReset(dentistId: string) {
    return this.api.call(on.dentistPasswordReset, { params: { id: dentistId } });
  }
  async setOnyxCode(dentistId: string, onyxCode: string): ApiResult<void> {
    return ignoreBody(await this.api.call(on.setOnyxCode, { params: { id: dentistId }, body: { onyxCode } }));
  }
  postMessage(orderId: string, messageTypeId: string, message: string) {
    return this.api.call(on.postMessage, { params: { id: orderId }, body: { messageTypeId, message } });
  }
  planningFileUrl(orderId: string, planningId: string): string {
    return this.api.href(on.planningFile, { params: { id: orderId, pid: planningId } });
  }
  attachmentUrl(orderId: string, attachmentId: string): string {
    return this.api.href(on.attachment, { params: { id: orderId, attId: attachmentId } });
  }
  scanPreviewUrl(orderId: string, attachmentId: string): string {
    return this.api.href(on.scanPreview, { params: { id: orderId, attId: attachmentId } });
  }
  receiptUrl(orderId: string, chargeId: string): string {
    return this.api.href(paymentEndpoints.staffReceipt, { params: { id: orderId, chargeId } });
  }
  boletoUrl(orderId: string, chargeId: string): string {
    return this.api.href(paymentEndpoints.staffBoleto, { params: { id: orderId, chargeId } });
  }
  cancelCharge(orderId: string, chargeId: string, reason: string) {
    return this.api.call(paymentEndpoints.cancelCharge, { params: { id: orderId, chargeId }, body: { reason } });
  }
  attachBoleto(orderId: string, chargeId: string, attachmentId: string, linhaDigitavel: string) {
    return this.api.call(paymentEndpoints.attachBoleto, { params: { id: orderId, chargeId }, body: { attachmentId, linhaDigitavel } });
  }

  charges(orderId: string) {
    return this.api.call(paymentEndpoints.staffCharges, { params: { id: orderId } });
  }

  confirmCharge(orderId: string, chargeId: string, reason: string) {
    return this.api.call(paymentEndpoints.confirmCharge, { params: { id: orderId, chargeId }, body: { reason } });
  }

  chairChartUrl(orderId: string, planningId: string): string {
    return this.api.href(on.chairChart, { params: { id: orderId, pid: planningId } });
  }
  planningStages(orderId: string, planningId: string) {
    return this.api.call(on.stages, { params: { id: orderId, pid: planningId } });
  }
}
