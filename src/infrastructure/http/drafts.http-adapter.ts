import * as E from 'fp-ts/Either';
import { DraftCreated, DraftDetail, DraftSubmitted, type UpdateDraftBody } from '../../contract/draft.contract';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { PrintablePrescription } from '../../contract/prescription.contract';
import type { ApiResult } from '../../application/ports/api-error';
import type { DraftsGateway, PrescriptionGateway } from '../../application/ports/drafts-gateway';
import { type ApiClient, NoContent } from './api-client';

export class DraftsHttpAdapter implements DraftsGateway {
  constructor(private readonly api: ApiClient) {}
  create(patientId: string): ApiResult<DraftCreated> {
    return this.api.request(DraftCreated, '/orders/draft', { method: 'POST', body: { patientId }, idempotent: true });
  }
  load(id: string): ApiResult<DraftDetail> {
    return this.api.request(DraftDetail, `/orders/draft/${encodeURIComponent(id)}`);
  }
  saveStep(id: string, body: UpdateDraftBody): ApiResult<DraftDetail> {
    return this.api.request(DraftDetail, `/orders/draft/${encodeURIComponent(id)}`, { method: 'PATCH', body });
  }
  submit(id: string): ApiResult<DraftSubmitted> {
    return this.api.request(DraftSubmitted, `/orders/draft/${encodeURIComponent(id)}`, { method: 'POST', idempotent: true });
  }
  remove(id: string): ApiResult<void> {
    return this.api.request(NoContent, `/orders/draft/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }
}

export class PrescriptionHttpAdapter implements PrescriptionGateway {
  constructor(private readonly api: ApiClient) {}
  async previous(patientId: string): ApiResult<PrescriptionForm | null> {
    const result = await this.api.request(PrescriptionForm, `/patients/${encodeURIComponent(patientId)}/prescription-form`);
    // 404: the patient has no earlier prescription, which is an answer, not a failure.
    return E.isLeft(result) && result.left._tag === 'BadStatus' && result.left.status === 404 ? E.right(null) : result;
  }
  printable(orderId: string): ApiResult<PrintablePrescription> {
    return this.api.request(PrintablePrescription, `/orders/${encodeURIComponent(orderId)}/prescription`);
  }
}
