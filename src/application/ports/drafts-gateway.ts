import type { DraftCreated, DraftDetail, DraftSubmitted, PriceTable, UpdateDraftBody } from '../../contract/draft.contract';
import type { PrintablePrescription } from '../../contract/prescription.contract';
import type { PrescriptionForm } from '../../domain/prescription/prescription';
import type { ApiResult } from './api-error';

export interface DraftsGateway {
  create(patientId: string): ApiResult<DraftCreated>;
  load(id: string): ApiResult<DraftDetail>;
  saveStep(id: string, body: UpdateDraftBody): ApiResult<DraftDetail>;
  submit(id: string): ApiResult<DraftSubmitted>;
  remove(id: string): ApiResult<void>;
  /** The price table the review's expected price is read from. */
  priceTable(): ApiResult<PriceTable>;
}

export interface PrescriptionGateway {
  /** The patient's previous prescription, or null when there is none. */
  previous(patientId: string): ApiResult<PrescriptionForm | null>;
  /** An order's prescription with its print header. */
  printable(orderId: string): ApiResult<PrintablePrescription>;
}
