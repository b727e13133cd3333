import * as t from 'io-ts';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { IdParams, Uuid } from '../common.contract';
import { CreateDraftRequest, DraftCreated, DraftDetail, DraftSubmitted, PriceTable, UpdateDraftRequest } from '../draft.contract';
import { endpoint, NoContent } from '../endpoint';
import { PrintablePrescription } from '../prescription.contract';

/** Drafts being written and their prescriptions (spec §4): the wizard and the prescription page need only these. */
export const draftEndpoints = {
  createDraft: endpoint({
    method: 'POST',
    path: '/api/orders/draft',
    caller: 'accreditedDentist',
    body: CreateDraftRequest,
    answer: DraftCreated,
    created: true,
    idempotent: true,
    patientData: 'none',
  }),
  draft: endpoint({ method: 'GET', path: '/api/orders/draft/:id', caller: 'signedIn', params: IdParams, answer: DraftDetail, patientData: 'order' }),
  saveDraftStep: endpoint({
    method: 'PATCH',
    path: '/api/orders/draft/:id',
    caller: 'accreditedDentist',
    params: IdParams,
    body: UpdateDraftRequest,
    answer: DraftDetail,
    patientData: 'order',
  }),
  /** The order enters its lifecycle (decisions §6). */
  submitDraft: endpoint({
    method: 'POST',
    path: '/api/orders/draft/:id',
    caller: 'accreditedDentist',
    params: IdParams,
    answer: DraftSubmitted,
    idempotent: true,
    patientData: 'order',
  }),
  /** The prices the wizard's review reads its "a partir de" from. */
  priceTable: endpoint({ method: 'GET', path: '/api/products/prices', caller: 'signedIn', answer: PriceTable, patientData: 'none' }),
  removeDraft: endpoint({ method: 'DELETE', path: '/api/orders/draft/:id', caller: 'signedIn', params: IdParams, answer: NoContent, patientData: 'none' }),

  /** The patient's latest prescription, for continuation cases (spec §4). */
  previousPrescription: endpoint({
    method: 'GET',
    path: '/api/patients/:id/prescription-form',
    caller: 'signedIn',
    params: IdParams,
    answer: PrescriptionForm,
    patientData: 'patient',
  }),
  previousPrescriptionOfDentist: endpoint({
    method: 'GET',
    path: '/api/admin/patients/:id/prescription-form',
    caller: 'staff',
    params: IdParams,
    query: t.type({ dentistId: Uuid }),
    answer: PrescriptionForm,
    patientData: 'patient',
  }),
  /** Print mode: a dentist prints their own orders' prescriptions, staff any order's. */
  printablePrescription: endpoint({
    method: 'GET',
    path: '/api/orders/:id/prescription',
    caller: 'signedIn',
    params: IdParams,
    answer: PrintablePrescription,
    patientData: 'order',
  }),
} as const;
