import { inject, injectable } from 'inversify';
import { sessionEndpoints as on } from '../../contract/routes/session.endpoints';
import type { ConsentAcceptances } from '../../contract/profile.contract';
import type { ConsentDocument } from '../../domain/people/consent';
import type { ApiResult } from '../../application/ports/api-error';
import type { ConsentsGateway } from '../../application/ports/consents-gateway';
import { ApiClient } from './api-client';

@injectable()
export class ConsentsHttpAdapter implements ConsentsGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  accepted(): ApiResult<ConsentAcceptances> {
    return this.api.call(on.consents);
  }
  accept(documents: readonly ConsentDocument[]): ApiResult<void> {
    return this.api.call(on.acceptConsents, { body: { documents: [...documents] } });
  }
}
