import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { OrderStatusAnswer } from '../../contract/order-actions.contract';
import { OrderDetail, OrderPayment, PaymentOptions } from '../../contract/order-detail.contract';
import { type BalanceBody, BalanceBody as BalanceAnswer, type ChangeAddressBody, type ChoosePaymentBody, OrderMessage, OrderMessagePage, type PlanningSurveyCodeBody, type PlanningViewType } from '../../contract/planning-actions.contract';
import type { PlanningNpsSubmissionBody } from '../../contract/nps.contract';
import type { ApiResult } from '../../application/ports/api-error';
import type { OrderPageGateway } from '../../application/ports/order-page-gateway';
import { type ApiClient, NoContent } from './api-client';
import type { ApiError } from '../../application/ports/api-error';

const OfferName = t.type({ name: t.string }, 'OfferName');
const Thanks = t.type({ message: t.string }, 'Thanks');
const AddressKind = t.type({ kind: t.keyof({ shipping: null, billing: null }) }, 'AddressKind');

const ignoreBody = <A>(result: E.Either<ApiError, A>) => E.map(() => undefined)(result);
const statusOf = <A extends { status: OrderStatusAnswer['status'] }>(result: E.Either<ApiError, A>) => E.map((a: A) => a.status)(result);

export class OrderPageHttpAdapter implements OrderPageGateway {
  constructor(private readonly api: ApiClient) {}
  private path(orderId: string, rest = ''): string {
    return `/orders/${encodeURIComponent(orderId)}${rest}`;
  }
  load(orderId: string): ApiResult<OrderDetail> {
    return this.api.request(OrderDetail, this.path(orderId), { query: { checkout: 'true' } });
  }
  paymentOptions(orderId: string, planningId: string): ApiResult<PaymentOptions> {
    return this.api.request(PaymentOptions, this.path(orderId, '/payment'), { query: { planningId } });
  }
  choosePayment(orderId: string, body: ChoosePaymentBody): ApiResult<OrderPayment> {
    return this.api.request(OrderPayment, this.path(orderId, '/payment'), { method: 'POST', body });
  }
  removePayment(orderId: string, planningId: string): ApiResult<void> {
    return this.api.request(NoContent, this.path(orderId, '/payment'), { method: 'DELETE', query: { planningId } });
  }
  applyOffer(orderId: string, offerId: string, planningId: string): ApiResult<{ name: string }> {
    return this.api.request(OfferName, this.path(orderId, `/apply-offer/${encodeURIComponent(offerId)}`), { method: 'PATCH', body: { planningId } });
  }
  removeOffer(orderId: string, planningId: string): ApiResult<{ name: string }> {
    return this.api.request(OfferName, this.path(orderId, '/remove-offer'), { method: 'POST', body: { planningId } });
  }
  recordView(orderId: string, type: PlanningViewType, planningId: string): ApiResult<void> {
    return this.api.request(NoContent, this.path(orderId, '/planning/view'), { method: 'POST', body: { type, planningId } });
  }
  async setBalance(orderId: string, planningId: string, body: BalanceBody): ApiResult<void> {
    return ignoreBody(await this.api.request(BalanceAnswer, this.path(orderId, `/planning/${encodeURIComponent(planningId)}/balance`), { method: 'POST', body }));
  }
  makeCurrent(orderId: string, planningId: string): ApiResult<void> {
    return this.api.request(NoContent, this.path(orderId, `/planning/${encodeURIComponent(planningId)}/current`), { method: 'POST' });
  }
  private async act(orderId: string, action: string, body?: unknown) {
    return statusOf(await this.api.request(OrderStatusAnswer, this.path(orderId, `/${action}`), { method: 'POST', ...(body === undefined ? {} : { body }) }));
  }
  approve(orderId: string) {
    return this.act(orderId, 'approve');
  }
  preApprove(orderId: string) {
    return this.act(orderId, 'pre-approve');
  }
  reject(orderId: string, reason: string) {
    return this.act(orderId, 'reject', { reason });
  }
  cancel(orderId: string, reason: string) {
    return this.act(orderId, 'cancel', { reason });
  }
  sendToAnalysis(orderId: string) {
    return this.act(orderId, 'send-to-analysis');
  }
  async changeAddress(orderId: string, body: ChangeAddressBody): ApiResult<void> {
    return ignoreBody(await this.api.request(AddressKind, this.path(orderId, '/address'), { method: 'PATCH', body }));
  }
  replaceAttachment(orderId: string, oldAttachmentId: string, attachmentId: string): ApiResult<void> {
    return this.api.request(NoContent, this.path(orderId, `/attachment/${encodeURIComponent(oldAttachmentId)}`), { method: 'PATCH', body: { attachmentId } });
  }
  addAttachment(orderId: string, attachmentId: string, type: AttachmentKind): ApiResult<void> {
    return this.api.request(NoContent, this.path(orderId, '/attachment'), { method: 'POST', body: { attachmentId, type } });
  }
  // Spec §7: the thread loads as page 1 with limit 999.
  messages(orderId: string): ApiResult<OrderMessagePage> {
    return this.api.request(OrderMessagePage, this.path(orderId, '/messages'), { query: { page: 1, limit: 999 } });
  }
  postMessage(orderId: string, messageTypeId: string, message: string): ApiResult<OrderMessage> {
    return this.api.request(OrderMessage, this.path(orderId, '/messages'), { method: 'POST', body: { messageTypeId, message } });
  }
  async ratePlanning(planningId: string, submission: PlanningNpsSubmissionBody): ApiResult<void> {
    return ignoreBody(await this.api.request(Thanks, `/nps/planning/${encodeURIComponent(planningId)}`, { method: 'POST', body: submission }));
  }
  putOffPlanningSurvey(planningId: string, body: PlanningSurveyCodeBody): ApiResult<void> {
    return this.api.request(NoContent, `/nps/planning/${encodeURIComponent(planningId)}`, { method: 'PATCH', body });
  }
  planningFileUrl(orderId: string, planningId: string): string {
    return `${this.api.base}${this.path(orderId, `/planning-file/${encodeURIComponent(planningId)}`)}`;
  }
  attachmentUrl(orderId: string, attachmentId: string): string {
    return `${this.api.base}${this.path(orderId, `/attachment/${encodeURIComponent(attachmentId)}`)}`;
  }
}
