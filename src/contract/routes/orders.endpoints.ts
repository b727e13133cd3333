import * as t from 'io-ts';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { AttachmentUploaded, UploadQuery } from '../attachment.contract';
import { IdParams, Uuid } from '../common.contract';
import { CreateDraftRequest, DraftCreated, DraftDetail, DraftSubmitted, UpdateDraftRequest } from '../draft.contract';
import { endpoint, NoContent, Streamed } from '../endpoint';
import { DentistOptions, OrdersQuery, OrderSummaryPage } from '../orders.contract';
import { PrintablePrescription } from '../prescription.contract';

/** Lists name their patients: the access log records each one a staff member saw. */
const listedOrders = {
  answer: (body: unknown) =>
    ((body as { items?: { patient?: { id?: unknown } }[] }).items ?? []).map((o) => o.patient?.id).filter((id): id is string => typeof id === 'string'),
};

/** Orders lists, drafts being written, prescriptions and file uploads (spec §4–§6). */
export const orderEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/orders', caller: 'signedIn', query: OrdersQuery, answer: OrderSummaryPage, patientData: listedOrders }),
  listAll: endpoint({ method: 'GET', path: '/api/admin/orders', caller: 'staff', query: OrdersQuery, answer: OrderSummaryPage, patientData: listedOrders }),
  dentists: endpoint({ method: 'GET', path: '/api/admin/dentists', caller: 'staff', answer: DentistOptions, patientData: 'none' }),

  createDraft: endpoint({ method: 'POST', path: '/api/orders/draft', caller: 'accreditedDentist', body: CreateDraftRequest, answer: DraftCreated, created: true, idempotent: true, patientData: 'none' }),
  draft: endpoint({ method: 'GET', path: '/api/orders/draft/:id', caller: 'signedIn', params: IdParams, answer: DraftDetail, patientData: 'order' }),
  saveDraftStep: endpoint({ method: 'PATCH', path: '/api/orders/draft/:id', caller: 'accreditedDentist', params: IdParams, body: UpdateDraftRequest, answer: DraftDetail, patientData: 'order' }),
  /** The order enters its lifecycle (decisions §6). */
  submitDraft: endpoint({ method: 'POST', path: '/api/orders/draft/:id', caller: 'accreditedDentist', params: IdParams, answer: DraftSubmitted, idempotent: true, patientData: 'order' }),
  removeDraft: endpoint({ method: 'DELETE', path: '/api/orders/draft/:id', caller: 'signedIn', params: IdParams, answer: NoContent, patientData: 'none' }),

  /** The patient's latest prescription, for continuation cases (spec §4). */
  previousPrescription: endpoint({ method: 'GET', path: '/api/patients/:id/prescription-form', caller: 'signedIn', params: IdParams, answer: PrescriptionForm, patientData: 'patient' }),
  previousPrescriptionOfDentist: endpoint({ method: 'GET', path: '/api/admin/patients/:id/prescription-form', caller: 'staff', params: IdParams, query: t.type({ dentistId: Uuid }), answer: PrescriptionForm, patientData: 'patient' }),
  /** Print mode: a dentist prints their own orders' prescriptions, staff any order's. */
  printablePrescription: endpoint({ method: 'GET', path: '/api/orders/:id/prescription', caller: 'signedIn', params: IdParams, answer: PrintablePrescription, patientData: 'order' }),

  /** A file streamed to storage, attached to an order or draft by a later call (decisions §10). */
  upload: endpoint({ method: 'POST', path: '/api/attachments', caller: 'signedIn', query: UploadQuery, answer: AttachmentUploaded, created: true, upload: true, patientData: 'none' }),
  /** The 3D preview of a scan the dentist sent, or of one of their orders' files (issue 18). */
  scanPreview: endpoint({ method: 'GET', path: '/api/attachments/:id/preview', caller: 'dentist', params: IdParams, answer: Streamed, patientData: 'none' }),
} as const;
