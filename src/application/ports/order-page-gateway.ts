import type { OrderStatus } from '../../domain/order/order-status';
import type { OrderDetail, OrderPayment, PaymentOptions } from '../../contract/order-detail.contract';
import type { BalanceBody, ChoosePaymentBody, OrderMessagePage, PlanningSurveyCodeBody, PlanningViewType } from '../../contract/planning-actions.contract';
import type { PlanningNpsSubmissionBody } from '../../contract/nps.contract';
import type { PlanComment, PlanCommentBody, SharedLink } from '../../contract/planning-stages.contract';
import type { ApiResult } from './api-error';
import type { OrderSectionsGateway } from './order-sections-gateway';

/** The dentist's calls on one sent order (spec §7, customer orders). */
export interface OrderPageGateway extends OrderSectionsGateway {
  /** A comment pinned on a tooth of the plan, and taking it back before it is sent. */
  addPlanComment(orderId: string, planningId: string, body: PlanCommentBody): ApiResult<PlanComment>;
  removePlanComment(orderId: string, planningId: string, commentId: string): ApiResult<void>;
  /** "Mostrar ao paciente": a new link for the planning, and its revocation. */
  sharePlan(orderId: string, planningId: string): ApiResult<SharedLink>;
  unsharePlan(orderId: string, planningId: string): ApiResult<void>;
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
  /** The tracking code of the models the dentist posted. */
  postModels(orderId: string, trackingCode: string): ApiResult<void>;
  replaceAttachment(orderId: string, oldAttachmentId: string, attachmentId: string): ApiResult<void>;
  messages(orderId: string): ApiResult<OrderMessagePage>;
  ratePlanning(planningId: string, submission: PlanningNpsSubmissionBody): ApiResult<void>;
  putOffPlanningSurvey(planningId: string, body: PlanningSurveyCodeBody): ApiResult<void>;
  /** Addresses the browser downloads from directly (same origin, session cookie). */
  planningFileUrl(orderId: string, planningId: string): string;
}
