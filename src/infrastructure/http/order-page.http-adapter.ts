import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { OrderStatusAnswer } from '../../contract/order-actions.contract';
import type { OrderDetail, OrderPayment, PaymentOptions } from '../../contract/order-detail.contract';
import { orderPageQuery, readAll } from '../../contract/read-queries';
import type {
  BalanceBody,
  ChangeAddressBody,
  ChoosePaymentBody,
  OrderMessage,
  OrderMessagePage,
  PlanningSurveyCodeBody,
  PlanningViewType,
} from '../../contract/planning-actions.contract';
import type { PlanningNpsSubmissionBody } from '../../contract/nps.contract';
import { orderPageEndpoints as on } from '../../contract/routes/order-page.endpoints';
import type { PlanCommentBody } from '../../contract/planning-stages.contract';
import { accountEndpoints } from '../../contract/routes/people.endpoints';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import type { ApiError, ApiResult } from '../../application/ports/api-error';
import type { OrderPageGateway } from '../../application/ports/order-page-gateway';
import { ApiClient, ignoreBody } from './api-client';
import { paymentEndpoints } from '../../contract/routes/payments.endpoints';

const statusOf = (result: E.Either<ApiError, OrderStatusAnswer>) => E.map((a: OrderStatusAnswer) => a.status)(result);

@injectable()
export class OrderPageHttpAdapter implements OrderPageGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  load(orderId: string): ApiResult<OrderDetail> {
    return this.api.call(on.order, { params: { id: orderId }, query: orderPageQuery });
  }
  paymentOptions(orderId: string, planningId: string): ApiResult<PaymentOptions> {
    return this.api.call(on.paymentOptions, { params: { id: orderId }, query: { planningId } });
  }
  choosePayment(orderId: string, body: ChoosePaymentBody): ApiResult<OrderPayment> {
    return this.api.call(on.choosePayment, { params: { id: orderId }, body });
  }
  removePayment(orderId: string, planningId: string): ApiResult<void> {
    return this.api.call(on.removePayment, { params: { id: orderId }, query: { planningId } });
  }
  applyOffer(orderId: string, offerId: string, planningId: string): ApiResult<{ name: string }> {
    return this.api.call(on.applyOffer, { params: { id: orderId, offerId }, body: { planningId } });
  }
  removeOffer(orderId: string, planningId: string): ApiResult<{ name: string }> {
    return this.api.call(on.removeOffer, { params: { id: orderId }, body: { planningId } });
  }
  recordView(orderId: string, type: PlanningViewType, planningId: string): ApiResult<void> {
    return this.api.call(on.recordView, { params: { id: orderId }, body: { type, planningId } });
  }
  async setBalance(orderId: string, planningId: string, body: BalanceBody): ApiResult<void> {
    return ignoreBody(await this.api.call(on.setBalance, { params: { id: orderId, planningId }, body }));
  }
  makeCurrent(orderId: string, planningId: string): ApiResult<void> {
    return this.api.call(on.makeCurrent, { params: { id: orderId, planningId } });
  }
  async approve(orderId: string) {
    return statusOf(await this.api.call(on.approve, { params: { id: orderId } }));
  }
  async preApprove(orderId: string) {
    return statusOf(await this.api.call(on.preApprove, { params: { id: orderId } }));
  }
  async reject(orderId: string, reason: string) {
    return statusOf(await this.api.call(on.reject, { params: { id: orderId }, body: { reason } }));
  }
  async cancel(orderId: string, reason: string) {
    return statusOf(await this.api.call(on.cancel, { params: { id: orderId }, body: { reason } }));
  }
  async sendToAnalysis(orderId: string) {
    return statusOf(await this.api.call(on.sendToAnalysis, { params: { id: orderId } }));
  }
  async changeAddress(orderId: string, body: ChangeAddressBody): ApiResult<void> {
    return ignoreBody(await this.api.call(on.changeAddress, { params: { id: orderId }, body }));
  }
  async postModels(orderId: string, trackingCode: string): ApiResult<void> {
    return ignoreBody(await this.api.call(on.modelTracking, { params: { id: orderId }, body: { trackingCode } }));
  }
  replaceAttachment(orderId: string, oldAttachmentId: string, attachmentId: string): ApiResult<void> {
    return this.api.call(on.replaceAttachment, { params: { id: orderId, attId: oldAttachmentId }, body: { attachmentId } });
  }
  addAttachment(orderId: string, attachmentId: string, type: AttachmentKind): ApiResult<void> {
    return this.api.call(on.addAttachment, { params: { id: orderId }, body: { attachmentId, type } });
  }
  // Spec §7: the thread loads as page 1 with limit 999.
  messages(orderId: string): ApiResult<OrderMessagePage> {
    return this.api.call(on.messages, { params: { id: orderId }, query: readAll });
  }
  postMessage(orderId: string, messageTypeId: string, message: string): ApiResult<OrderMessage> {
    return this.api.call(on.postMessage, { params: { id: orderId }, body: { messageTypeId, message } });
  }
  async ratePlanning(planningId: string, submission: PlanningNpsSubmissionBody): ApiResult<void> {
    return ignoreBody(await this.api.call(accountEndpoints.answerPlanningSurvey, { params: { id: planningId }, body: submission }));
  }
  putOffPlanningSurvey(planningId: string, body: PlanningSurveyCodeBody): ApiResult<void> {
    return this.api.call(accountEndpoints.postponePlanningSurvey, { params: { id: planningId }, body });
  }
  planningFileUrl(orderId: string, planningId: string): string {
    return this.api.href(on.planningFile, { params: { id: orderId, planningId } });
  }
  attachmentUrl(orderId: string, attachmentId: string): string {
    return this.api.href(on.attachment, { params: { id: orderId, attId: attachmentId } });
  }
  /** The preview is the attachment's own, whichever order it is on. */
  scanPreviewUrl(_orderId: string, attachmentId: string): string {
    return this.api.href(orderEndpoints.scanPreview, { params: { id: attachmentId } });
  }
  receiptUrl(orderId: string, chargeId: string): string {
    return this.api.href(paymentEndpoints.receipt, { params: { id: orderId, chargeId } });
  }
  boletoUrl(orderId: string, chargeId: string): string {
    return this.api.href(paymentEndpoints.boleto, { params: { id: orderId, chargeId } });
  }

  charges(orderId: string) {
    return this.api.call(paymentEndpoints.charges, { params: { id: orderId } });
  }

  chairChartUrl(orderId: string, planningId: string): string {
    return this.api.href(on.chairChart, { params: { id: orderId, pid: planningId } });
  }
  planningStages(orderId: string, planningId: string) {
    return this.api.call(on.stages, { params: { id: orderId, pid: planningId } });
  }
  addPlanComment(orderId: string, planningId: string, body: PlanCommentBody) {
    return this.api.call(on.addComment, { params: { id: orderId, pid: planningId }, body });
  }
  removePlanComment(orderId: string, planningId: string, commentId: string): ApiResult<void> {
    return this.api.call(on.removeComment, { params: { id: orderId, pid: planningId, cid: commentId } });
  }
  sharePlan(orderId: string, planningId: string) {
    return this.api.call(on.sharePlan, { params: { id: orderId, pid: planningId } });
  }
  unsharePlan(orderId: string, planningId: string): ApiResult<void> {
    return this.api.call(on.unsharePlan, { params: { id: orderId, pid: planningId } });
  }
}
