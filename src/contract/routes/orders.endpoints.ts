import { AttachmentUploaded, UploadQuery } from '../attachment.contract';
import { IdParams } from '../common.contract';
import { endpoint, Streamed } from '../endpoint';
import { DentistOptions, OrdersQuery, OrderSummaryPage } from '../orders.contract';

/** Lists name their patients: the access log records each one a staff member saw. */
const listedOrders = {
  answer: (body: unknown) => ((body as { items?: { patient?: { id?: unknown } }[] }).items ?? []).map((o) => o.patient?.id).filter((id): id is string => typeof id === 'string'),
};

/** Orders lists and file uploads (spec §4–§6); drafts and prescriptions are in `drafts.endpoints.ts`. */
export const orderEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/orders', caller: 'signedIn', query: OrdersQuery, answer: OrderSummaryPage, patientData: listedOrders }),
  listAll: endpoint({ method: 'GET', path: '/api/admin/orders', caller: 'staff', query: OrdersQuery, answer: OrderSummaryPage, patientData: listedOrders }),
  dentists: endpoint({ method: 'GET', path: '/api/admin/dentists', caller: 'staff', answer: DentistOptions, patientData: 'none' }),

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
  /** The 3D preview of a scan the dentist sent, or of one of their orders' files (issue 18). */
  scanPreview: endpoint({ method: 'GET', path: '/api/attachments/:id/preview', caller: 'dentist', params: IdParams, answer: Streamed, patientData: 'none' }),
} as const;
