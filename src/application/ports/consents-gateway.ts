import type { ConsentAcceptances } from '../../contract/profile.contract';
import type { ConsentDocument } from '../../domain/people/consent';
import type { ApiResult } from './api-error';

/** The terms of use and the privacy notice a dentist accepted, and accepting their versions in force. */
export interface ConsentsGateway {
  accepted(): ApiResult<ConsentAcceptances>;
  accept(documents: readonly ConsentDocument[]): ApiResult<void>;
}
