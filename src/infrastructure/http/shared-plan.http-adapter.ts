import { inject, injectable } from 'inversify';
import type { SharedPlanGateway } from '../../application/ports/shared-plan-gateway';
import { sharedEndpoints as on } from '../../contract/routes/shared.endpoints';
import { ApiClient } from './api-client';

@injectable()
export class SharedPlanHttpAdapter implements SharedPlanGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  load(token: string) {
    return this.api.call(on.plan, { params: { token } });
  }
}
