import { type CompleteRegistrationBody, RegisterDentistResponse, type RegisterDentistBody, VerifyResponse } from '../../contract/dentist.contract';
import type { ApiResult } from '../../application/ports/api-error';
import type { DentistGateway } from '../../application/ports/dentist-gateway';
import { type ApiClient, ignoreBody, NoContent } from './api-client';

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
