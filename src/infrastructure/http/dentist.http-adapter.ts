import { inject, injectable } from 'inversify';
import type { CompleteRegistrationBody, DentistBalances, RegisterDentistBody } from '../../contract/dentist.contract';
import { accountEndpoints as on } from '../../contract/routes/people.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { DentistGateway } from '../../application/ports/dentist-gateway';
import { ApiClient, ignoreBody } from './api-client';

@injectable()
export class DentistHttpAdapter implements DentistGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  async register(request: RegisterDentistBody): ApiResult<void> {
    return ignoreBody(await this.api.call(on.register, { body: request }));
  }
  completeRegistration(userId: string, request: CompleteRegistrationBody): ApiResult<void> {
    return this.api.call(on.completeRegistration, { params: { id: userId }, body: request });
  }
  verify(code: string): ApiResult<boolean> {
    return this.api.call(on.verifyAccreditation, { query: { code } });
  }
  balances(): ApiResult<DentistBalances> {
    return this.api.call(on.balances, {});
  }
}
