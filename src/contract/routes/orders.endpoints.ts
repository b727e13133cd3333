import { AttachmentUploaded, UploadQuery } from '../attachment.contract';
import { IdParams } from '../common.contract';
import { endpoint, NoContent, Streamed } from '../endpoint';
import {
  AssignResponsibleAnswer,
  AssignResponsibleBody,
  Dashboard,
  DentistOptions,
  OrderFilters,
  OrdersQuery,
  OrderSummaryPage,
  QueueCounts,
  StatusTarget,
  StatusTargetList,
} from '../orders.contract';

/** Lists name their patients: the access log records each one a staff member saw. */
const listedOrders = {
  answer: (body: unknown) => ((body as { items?: { patient?: { id?: unknown } }[] }).items ?? []).map((o) => o.patient?.id).filter((id): id is string => typeof id === 'string'),
};

/** Orders lists and file uploads (spec §4–§6); drafts and prescriptions are in `drafts.endpoints.ts`. */
export const orderEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/orders', caller: 'signedIn', query: OrdersQuery, answer: OrderSummaryPage, patientData: listedOrders }),
  listAll: endpoint({ method: 'GET', path: '/api/admin/orders', caller: 'staff', query: OrdersQuery, answer: OrderSummaryPage, patientData: listedOrders }),
  dentists: endpoint({ method: 'GET', path: '/api/admin/dentists', caller: 'staff', answer: DentistOptions, patientData: 'none' }),
  /** The staff queues' counts per status under the other filters, and the late ones. */
  queueCounts: endpoint({ method: 'GET', path: '/api/admin/orders/counts', caller: 'staff', query: OrderFilters, answer: QueueCounts, patientData: 'none' }),
  /** One person made responsible for several orders at once, from the queue. */
  assignResponsible: endpoint({
    method: 'POST',
    path: '/api/admin/orders/responsible',
    caller: 'staff',
    body: AssignResponsibleBody,
    answer: AssignResponsibleAnswer,
    patientData: 'none',
  }),
  /** A reminder to the dentist of an order waiting for her approval: a message on the order. */
  nudge: endpoint({ method: 'POST', path: '/api/admin/orders/:id/nudge', caller: 'staff', params: IdParams, answer: NoContent, patientData: 'none' }),
  /** The provider's target per status, and setting one. */
  statusTargets: endpoint({ method: 'GET', path: '/api/admin/status-targets', caller: 'staff', answer: StatusTargetList, patientData: 'none' }),
  saveStatusTarget: endpoint({ method: 'POST', path: '/api/admin/status-targets', caller: 'staff', body: StatusTarget, answer: StatusTargetList, patientData: 'none' }),
  /** The staff's dashboard ("Painel"): orders per status, stage flows and waits of the last 12 weeks, approvals and reviews. */
  dashboard: endpoint({ method: 'GET', path: '/api/admin/dashboard', caller: 'staff', answer: Dashboard, patientData: 'none' }),

  /** A file streamed to storage, attached to an order or draft by a later call (decisions §10). */
  upload: endpoint({
    method: 'POST',
    path: '/api/attachments',
    caller: 'signedIn',
    query: UploadQuery,
    answer: AttachmentUploaded,
    created: true,
    upload: true,
    patientData: 'none',
  }),
  /** The 3D preview of a scan the dentist sent, or of one of their orders' files. */
  scanPreview: endpoint({ method: 'GET', path: '/api/attachments/:id/preview', caller: 'dentist', params: IdParams, answer: Streamed, patientData: 'none' }),
} as const;
