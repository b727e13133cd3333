import { IdParams } from '../common.contract';
import {
  AddBalanceBody,
  StaffOrderDetail,
  StaffOrderPatch,
  StaffPlanningParams,
  ArcadeBody,
  CreatePlanningBody,
  DiscountBody,
  DiscountQuery,
  OnyxCodeAnswer,
  OnyxCodeBody,
  PageParams,
  PatientParams,
  PlanningCreated,
  PlanningPatchBody,
  ProductBody,
  ProductList,
  ProductParams,
  StaffList,
  StaffPage,
  StatusPage,
} from '../staff-order.contract';
import { PasswordResetAnswer } from '../auth.contract';
import { endpoint, NoContent, Streamed } from '../endpoint';
import { AnsweredBody, ChairWorkBody, CommentParams, PlanningStages, SendStagesBody, StageMeshParams } from '../planning-stages.contract';
import { OrderStatusAnswer, ReasonBody } from '../order-actions.contract';
import { MessageTypes } from '../order-detail.contract';
import {
  AddAttachmentBody,
  AttachmentParams,
  BalanceBody,
  ChangeAddressBody,
  MessagesQuery,
  OrderMessage,
  OrderMessagePage,
  PostMessageBody,
  ReplaceAttachmentBody,
} from '../planning-actions.contract';

const onOrder = { caller: 'staff', params: IdParams, patientData: 'order' } as const;
const onPlanning = { ...onOrder, params: StaffPlanningParams } as const;
const reference = { caller: 'staff', patientData: 'none' } as const;

/** The attendant area: any order, its plannings and the reference lists staff pick from (spec §7). */
export const staffEndpoints = {
  order: endpoint({ method: 'GET', path: '/api/admin/orders/:id', ...onOrder, answer: StaffOrderDetail }),
  /** Optimistic: the form must have been loaded from the order's current version. */
  edit: endpoint({ method: 'PATCH', path: '/api/admin/orders/:id', ...onOrder, body: StaffOrderPatch, answer: StaffOrderDetail }),
  cancel: endpoint({ method: 'POST', path: '/api/admin/orders/:id/cancel', ...onOrder, body: ReasonBody, answer: OrderStatusAnswer }),
  requestApproval: endpoint({ method: 'PATCH', path: '/api/admin/orders/:id/request-approval', ...onOrder, answer: OrderStatusAnswer }),
  addBalance: endpoint({ method: 'POST', path: '/api/admin/orders/:id/add-balance', ...onOrder, body: AddBalanceBody, answer: NoContent }),
  changeAddress: endpoint({ method: 'PATCH', path: '/api/admin/orders/:id/address', ...onOrder, body: ChangeAddressBody, answer: NoContent }),
  changePatient: endpoint({ method: 'PATCH', path: '/api/admin/orders/:id/patient/:patientId', ...onOrder, params: PatientParams, answer: NoContent }),
  addAttachment: endpoint({ method: 'POST', path: '/api/admin/orders/:id/attachment', ...onOrder, body: AddAttachmentBody, answer: NoContent }),
  replaceAttachment: endpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id/attachment/:attId',
    ...onOrder,
    params: AttachmentParams,
    body: ReplaceAttachmentBody,
    answer: NoContent,
  }),
  attachment: endpoint({ method: 'GET', path: '/api/admin/orders/:id/attachment/:attId', ...onOrder, params: AttachmentParams, answer: Streamed }),
  scanPreview: endpoint({ method: 'GET', path: '/api/admin/orders/:id/attachment/:attId/preview', ...onOrder, params: AttachmentParams, answer: Streamed }),
  messages: endpoint({ method: 'GET', path: '/api/admin/orders/:id/messages', ...onOrder, query: MessagesQuery, answer: OrderMessagePage }),
  postMessage: endpoint({ method: 'POST', path: '/api/admin/orders/:id/messages', ...onOrder, body: PostMessageBody, answer: OrderMessage, created: true }),

  createPlanning: endpoint({ method: 'POST', path: '/api/admin/orders/:id/plannings', ...onOrder, body: CreatePlanningBody, answer: PlanningCreated, created: true }),
  updatePlanning: endpoint({ method: 'PATCH', path: '/api/admin/orders/:id/plannings/:pid', ...onPlanning, body: PlanningPatchBody, answer: NoContent }),
  addDiscount: endpoint({ method: 'POST', path: '/api/admin/orders/:id/plannings/:pid/discount', ...onPlanning, body: DiscountBody, answer: NoContent }),
  removeDiscount: endpoint({ method: 'DELETE', path: '/api/admin/orders/:id/plannings/:pid/discount', ...onPlanning, query: DiscountQuery, answer: NoContent }),
  addProduct: endpoint({ method: 'POST', path: '/api/admin/orders/:id/plannings/:pid/product', ...onPlanning, body: ProductBody, answer: NoContent }),
  removeProduct: endpoint({ method: 'DELETE', path: '/api/admin/orders/:id/plannings/:pid/product/:prodId', ...onOrder, params: ProductParams, answer: NoContent }),
  addArcade: endpoint({ method: 'POST', path: '/api/admin/orders/:id/plannings/:pid/add-arcade', ...onPlanning, body: ArcadeBody, answer: NoContent }),
  removeArcade: endpoint({ method: 'POST', path: '/api/admin/orders/:id/plannings/:pid/remove-arcade', ...onPlanning, body: ArcadeBody, answer: NoContent }),
  /** Staff may set the balance while planning and while the dentist decides. */
  setBalance: endpoint({ method: 'POST', path: '/api/admin/orders/:id/plannings/:pid/balance', ...onPlanning, body: BalanceBody, answer: NoContent }),
  planningFile: endpoint({ method: 'GET', path: '/api/admin/orders/:id/planning-file/:pid', ...onPlanning, answer: Streamed }),
  /** The stage models of a planning, from the ZIP a finished upload became; built in the background. */
  sendStages: endpoint({ method: 'POST', path: '/api/admin/orders/:id/plannings/:pid/stages', ...onPlanning, body: SendStagesBody, answer: PlanningStages, accepted: true }),
  stages: endpoint({ method: 'GET', path: '/api/admin/orders/:id/plannings/:pid/stages', ...onPlanning, answer: PlanningStages }),
  stageMesh: endpoint({ method: 'GET', path: '/api/admin/orders/:id/plannings/:pid/stages/:arch/:stage', ...onOrder, params: StageMeshParams, answer: Streamed }),
  /** A comment the dentist sent, answered (or not) by the order's current planning. */
  answerComment: endpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id/plannings/:pid/comments/:cid',
    ...onOrder,
    params: CommentParams,
    body: AnsweredBody,
    answer: NoContent,
  }),
  /** The IPR and attachments by stage, entered on the tooth charts. */
  chairChart: endpoint({ method: 'GET', path: '/api/admin/orders/:id/plannings/:pid/chair-chart', ...onPlanning, answer: Streamed }),
  setChairWork: endpoint({ method: 'PATCH', path: '/api/admin/orders/:id/plannings/:pid/chair-work', ...onPlanning, body: ChairWorkBody, answer: NoContent }),

  statuses: endpoint({ method: 'GET', path: '/api/admin/order-statuses', ...reference, query: PageParams, answer: StatusPage }),
  messageTypes: endpoint({ method: 'GET', path: '/api/admin/message-types', ...reference, answer: MessageTypes }),
  consultants: endpoint({ method: 'GET', path: '/api/admin/users/consultants', ...reference, answer: StaffList }),
  employees: endpoint({ method: 'GET', path: '/api/admin/users/employees', ...reference, query: PageParams, answer: StaffPage }),
  products: endpoint({ method: 'GET', path: '/api/admin/products', ...reference, answer: ProductList }),
  /** The dentist's code in the provider's production system. */
  /** A recovery e-mail sent to the dentist at the staff's word (they never see or set the password). */
  dentistPasswordReset: endpoint({ method: 'POST', path: '/api/admin/dentists/:id/password-reset', ...reference, params: IdParams, answer: PasswordResetAnswer }),
  setOnyxCode: endpoint({ method: 'PATCH', path: '/api/dentist/:id/onyx-code', ...reference, params: IdParams, body: OnyxCodeBody, answer: OnyxCodeAnswer }),
} as const;
