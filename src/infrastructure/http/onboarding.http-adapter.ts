import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { Address, type AddressBody, AddressPage, PostalCodeAnswer } from '../../contract/address.contract';
import { type CompleteRegistrationBody, RegisterDentistResponse, type RegisterDentistBody, VerifyResponse } from '../../contract/dentist.contract';
import { DraftCreated, DraftDetail, DraftSubmitted, type UpdateDraftBody } from '../../contract/draft.contract';
import { AttachmentUploaded } from '../../contract/attachment.contract';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { PrintablePrescription } from '../../contract/prescription.contract';
import type { NpsSubmissionBody } from '../../contract/nps.contract';
import { Patient, type PatientBody, PatientPage } from '../../contract/patient.contract';
import type { ApiError, ApiResult } from '../../application/ports/api-error';
import type { AddressesGateway, DentistGateway, DraftsGateway, PatientsGateway, PickedFile, PrescriptionGateway, PostalCodeLookup, SurveyGateway, UploadsGateway } from '../../application/ports/onboarding-gateways';
import { type ApiClient, NoContent, uploadWithProgress } from './api-client';

const ignoreBody = <A>(result: E.Either<ApiError, A>) => E.map(() => undefined)(result);

export class DentistHttpAdapter implements DentistGateway {
  constructor(private readonly api: ApiClient) {}
  async register(request: RegisterDentistBody): ApiResult<void> {
    return ignoreBody(await this.api.request(RegisterDentistResponse, '/dentist', { method: 'POST', body: request, withSession: false }));
  }
  completeRegistration(userId: string, request: CompleteRegistrationBody): ApiResult<void> {
    return this.api.request(NoContent, `/dentist/${encodeURIComponent(userId)}/complete`, { method: 'POST', body: request });
  }
  verify(code: string): ApiResult<boolean> {
    return this.api.request(VerifyResponse, '/dentist/verify', { query: { code } });
  }
}

export class AddressesHttpAdapter implements AddressesGateway {
  constructor(private readonly api: ApiClient) {}
  // Spec §7: address lists load with limit 999.
  list(): ApiResult<AddressPage> {
    return this.api.request(AddressPage, '/address', { query: { page: 1, limit: 999 } });
  }
  create(address: AddressBody): ApiResult<Address> {
    return this.api.request(Address, '/address', { method: 'POST', body: address });
  }
  update(id: string, address: AddressBody): ApiResult<Address> {
    return this.api.request(Address, `/address/${encodeURIComponent(id)}`, { method: 'PATCH', body: address });
  }
  remove(id: string): ApiResult<void> {
    return this.api.request(NoContent, `/address/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }
}

/** ViaCEP-compatible answers, through the portal's own /api/cep. */
export class PostalCodeHttpAdapter implements PostalCodeLookup {
  constructor(private readonly api: ApiClient) {}
  lookup(cepDigits: string): ApiResult<PostalCodeAnswer> {
    return this.api.request(PostalCodeAnswer, `/cep/${encodeURIComponent(cepDigits)}`);
  }
}

export class PatientsHttpAdapter implements PatientsGateway {
  constructor(private readonly api: ApiClient) {}
  list(page: number, limit: number, filter: string): ApiResult<PatientPage> {
    return this.api.request(PatientPage, '/patients', { query: { page, limit, filter } });
  }
  create(patient: PatientBody): ApiResult<Patient> {
    return this.api.request(Patient, '/patients', { method: 'POST', body: patient });
  }
}

export class SurveyHttpAdapter implements SurveyGateway {
  constructor(private readonly api: ApiClient) {}
  async submit(submission: NpsSubmissionBody): ApiResult<void> {
    return ignoreBody(await this.api.request(t.type({ message: t.string }), '/nps', { method: 'POST', body: submission }));
  }
  dismiss(): ApiResult<void> {
    return this.api.request(NoContent, '/nps/dismiss', { method: 'POST' });
  }
}

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

export class UploadsHttpAdapter implements UploadsGateway {
  constructor(private readonly api: ApiClient) {}
  upload(kind: AttachmentKind, file: PickedFile, onProgress: (fraction: number) => void): ApiResult<AttachmentUploaded> {
    return uploadWithProgress(this.api, AttachmentUploaded, `${this.api.base}/attachments?kind=${kind}`, file.blob, file.name, onProgress);
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
