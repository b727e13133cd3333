import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { OrderStatus } from '../../domain/order/order-status';
import type { OrderDetail, OrderPayment, PaymentOptions } from '../../contract/order-detail.contract';
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
import type { ApiResult } from './api-error';

/** The dentist's calls on one sent order (spec §7, customer orders). */
export interface OrderPageGateway {
  load(orderId: string): ApiResult<OrderDetail>;
  paymentOptions(orderId: string, planningId: string): ApiResult<PaymentOptions>;
  choosePayment(orderId: string, body: ChoosePaymentBody): ApiResult<OrderPayment>;
  removePayment(orderId: string, planningId: string): ApiResult<void>;
  applyOffer(orderId: string, offerId: string, planningId: string): ApiResult<{ name: string }>;
  removeOffer(orderId: string, planningId: string): ApiResult<{ name: string }>;
  recordView(orderId: string, type: PlanningViewType, planningId: string): ApiResult<void>;
  setBalance(orderId: string, planningId: string, body: BalanceBody): ApiResult<void>;
  makeCurrent(orderId: string, planningId: string): ApiResult<void>;
  approve(orderId: string): ApiResult<OrderStatus>;
  preApprove(orderId: string): ApiResult<OrderStatus>;
  reject(orderId: string, reason: string): ApiResult<OrderStatus>;
  cancel(orderId: string, reason: string): ApiResult<OrderStatus>;
  sendToAnalysis(orderId: string): ApiResult<OrderStatus>;
  changeAddress(orderId: string, body: ChangeAddressBody): ApiResult<void>;
  /** The tracking code of the models the dentist posted. */
  postModels(orderId: string, trackingCode: string): ApiResult<void>;
  replaceAttachment(orderId: string, oldAttachmentId: string, attachmentId: string): ApiResult<void>;
  addAttachment(orderId: string, attachmentId: string, type: AttachmentKind): ApiResult<void>;
  messages(orderId: string): ApiResult<OrderMessagePage>;
  postMessage(orderId: string, messageTypeId: string, message: string): ApiResult<OrderMessage>;
  ratePlanning(planningId: string, submission: PlanningNpsSubmissionBody): ApiResult<void>;
  putOffPlanningSurvey(planningId: string, body: PlanningSurveyCodeBody): ApiResult<void>;
  /** Addresses the browser downloads from directly (same origin, session cookie). */
  planningFileUrl(orderId: string, planningId: string): string;
  attachmentUrl(orderId: string, attachmentId: string): string;
  /** A scan's 3D preview (issue 18). */
  scanPreviewUrl(attachmentId: string): string;
}
