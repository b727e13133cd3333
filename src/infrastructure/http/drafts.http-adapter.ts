import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { DraftCreated, DraftDetail, DraftSubmitted, PriceTable, UpdateDraftBody } from '../../contract/draft.contract';
import type { PrescriptionForm } from '../../domain/prescription/prescription';
import type { PrintablePrescription } from '../../contract/prescription.contract';
import { draftEndpoints as on } from '../../contract/routes/drafts.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { DraftsGateway, PrescriptionGateway } from '../../application/ports/drafts-gateway';
import { ApiClient } from './api-client';

@injectable()
export class DraftsHttpAdapter implements DraftsGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  create(patientId: string): ApiResult<DraftCreated> {
    return this.api.call(on.createDraft, { body: { patientId } });
  }
  load(id: string): ApiResult<DraftDetail> {
    return this.api.call(on.draft, { params: { id } });
  }
  saveStep(id: string, body: UpdateDraftBody): ApiResult<DraftDetail> {
    return this.api.call(on.saveDraftStep, { params: { id }, body });
  }
  submit(id: string): ApiResult<DraftSubmitted> {
    return this.api.call(on.submitDraft, { params: { id } });
  }
  remove(id: string): ApiResult<void> {
    return this.api.call(on.removeDraft, { params: { id } });
  }
  priceTable(): ApiResult<PriceTable> {
    return this.api.call(on.priceTable, {});
  }
}

@injectable()
export class PrescriptionHttpAdapter implements PrescriptionGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  async previous(patientId: string): ApiResult<PrescriptionForm | null> {
    const result = await this.api.call(on.previousPrescription, { params: { id: patientId } });
    // 404: the patient has no earlier prescription, which is an answer, not a failure.
    return E.isLeft(result) && result.left._tag === 'BadStatus' && result.left.status === 404 ? E.right(null) : result;
  }
  printable(orderId: string): ApiResult<PrintablePrescription> {
    return this.api.call(on.printablePrescription, { params: { id: orderId } });
  }
}
