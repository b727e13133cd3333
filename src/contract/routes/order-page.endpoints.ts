import { IdParams } from '../common.contract';
import { endpoint, NoContent, Streamed } from '../endpoint';
import { CommentParams, PlanComment, PlanCommentBody, PlanningStages, SharedLink, StageMeshParams, StagesParams } from '../planning-stages.contract';
import { OrderStatusAnswer, ReasonBody } from '../order-actions.contract';
import { ModelDelivery, ModelTrackingBody, OrderDetail, OrderDetailQuery, OrderPayment, PaymentOptions } from '../order-detail.contract';
import {
  AddAttachmentBody,
  AddressChanged,
  AttachmentParams,
  BalanceBody,
  ChangeAddressBody,
  ChoosePaymentBody,
  MessagesQuery,
  OfferName,
  OfferParams,
  OrderMessage,
  OrderMessagePage,
  PlanningBody,
  PlanningParams,
  PlanningQuery,
  PlanningViewBody,
  PostMessageBody,
  ReplaceAttachmentBody,
} from '../planning-actions.contract';

const onOrder = { caller: 'signedIn', params: IdParams, patientData: 'order' } as const;

/** The dentist's own order page: the order, its plannings and the choices made on them (spec §7). */
export const orderPageEndpoints = {
  order: endpoint({ method: 'GET', path: '/api/orders/:id', ...onOrder, query: OrderDetailQuery, answer: OrderDetail }),
  paymentOptions: endpoint({ method: 'GET', path: '/api/orders/:id/payment', ...onOrder, query: PlanningQuery, answer: PaymentOptions }),
  choosePayment: endpoint({ method: 'POST', path: '/api/orders/:id/payment', ...onOrder, body: ChoosePaymentBody, answer: OrderPayment }),
  removePayment: endpoint({ method: 'DELETE', path: '/api/orders/:id/payment', ...onOrder, query: PlanningQuery, answer: NoContent }),
  applyOffer: endpoint({ method: 'PATCH', path: '/api/orders/:id/apply-offer/:offerId', ...onOrder, params: OfferParams, body: PlanningBody, answer: OfferName }),
  removeOffer: endpoint({ method: 'POST', path: '/api/orders/:id/remove-offer', ...onOrder, body: PlanningBody, answer: OfferName }),
  /** Viewing is recorded once, the first time. */
  recordView: endpoint({ method: 'POST', path: '/api/orders/:id/planning/view', ...onOrder, body: PlanningViewBody, answer: NoContent }),
  makeCurrent: endpoint({ method: 'POST', path: '/api/orders/:id/planning/:planningId/current', ...onOrder, params: PlanningParams, answer: NoContent }),
  /** The bonus steps the dentist spends on a planning, reserved until they decide. */
  setBalance: endpoint({ method: 'POST', path: '/api/orders/:id/planning/:planningId/balance', ...onOrder, params: PlanningParams, body: BalanceBody, answer: BalanceBody }),
  planningFile: endpoint({ method: 'GET', path: '/api/orders/:id/planning-file/:planningId', ...onOrder, params: PlanningParams, answer: Streamed }),
  /** The planning's stages in 3D, with the IPR and attachments by stage. */
  stages: endpoint({ method: 'GET', path: '/api/orders/:id/plannings/:pid/stages', ...onOrder, params: StagesParams, answer: PlanningStages }),
  stageMesh: endpoint({ method: 'GET', path: '/api/orders/:id/plannings/:pid/stages/:arch/:stage', ...onOrder, params: StageMeshParams, answer: Streamed }),
  /** A comment pinned on a tooth of the plan while the dentist decides; sent with "Solicitar ajuste". */
  addComment: endpoint({
    method: 'POST',
    path: '/api/orders/:id/plannings/:pid/comments',
    ...onOrder,
    params: StagesParams,
    body: PlanCommentBody,
    answer: PlanComment,
    created: true,
  }),
  /** "Mostrar ao paciente": a new link (the earlier one stops opening), and its revocation. */
  /** "Tabela de IPR e attachments" as a PDF, to print for the chair. */
  chairChart: endpoint({ method: 'GET', path: '/api/orders/:id/plannings/:pid/chair-chart', ...onOrder, params: StagesParams, answer: Streamed }),
  sharePlan: endpoint({ method: 'POST', path: '/api/orders/:id/plannings/:pid/share', ...onOrder, params: StagesParams, answer: SharedLink, created: true }),
  unsharePlan: endpoint({ method: 'DELETE', path: '/api/orders/:id/plannings/:pid/share', ...onOrder, params: StagesParams, answer: NoContent }),
  removeComment: endpoint({ method: 'DELETE', path: '/api/orders/:id/plannings/:pid/comments/:cid', ...onOrder, params: CommentParams, answer: NoContent }),

  // The dentist's decisions on the order's lifecycle (decisions §6).
  approve: endpoint({ method: 'POST', path: '/api/orders/:id/approve', ...onOrder, answer: OrderStatusAnswer }),
  preApprove: endpoint({ method: 'POST', path: '/api/orders/:id/pre-approve', ...onOrder, answer: OrderStatusAnswer }),
  reject: endpoint({ method: 'POST', path: '/api/orders/:id/reject', ...onOrder, body: ReasonBody, answer: OrderStatusAnswer }),
  cancel: endpoint({ method: 'POST', path: '/api/orders/:id/cancel', ...onOrder, body: ReasonBody, answer: OrderStatusAnswer }),
  sendToAnalysis: endpoint({ method: 'POST', path: '/api/orders/:id/send-to-analysis', ...onOrder, answer: OrderStatusAnswer }),

  changeAddress: endpoint({ method: 'PATCH', path: '/api/orders/:id/address', ...onOrder, body: ChangeAddressBody, answer: AddressChanged }),
  addAttachment: endpoint({ method: 'POST', path: '/api/orders/:id/attachment', ...onOrder, body: AddAttachmentBody, answer: NoContent }),
  replaceAttachment: endpoint({ method: 'PATCH', path: '/api/orders/:id/attachment/:attId', ...onOrder, params: AttachmentParams, body: ReplaceAttachmentBody, answer: NoContent }),
  attachment: endpoint({ method: 'GET', path: '/api/orders/:id/attachment/:attId', ...onOrder, params: AttachmentParams, answer: Streamed }),
  /** The tracking code of models sent by post, while the lab waits for them. */
  modelTracking: endpoint({ method: 'PATCH', path: '/api/orders/:id/model-tracking', ...onOrder, body: ModelTrackingBody, answer: ModelDelivery }),

  messages: endpoint({ method: 'GET', path: '/api/orders/:id/messages', ...onOrder, query: MessagesQuery, answer: OrderMessagePage }),
  postMessage: endpoint({ method: 'POST', path: '/api/orders/:id/messages', ...onOrder, body: PostMessageBody, answer: OrderMessage, created: true }),
} as const;
