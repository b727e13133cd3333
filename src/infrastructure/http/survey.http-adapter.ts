import * as t from 'io-ts';
import type { NpsSubmissionBody } from '../../contract/nps.contract';
import type { ApiResult } from '../../application/ports/api-error';
import type { SurveyGateway } from '../../application/ports/survey-gateway';
import { type ApiClient, ignoreBody, NoContent } from './api-client';

export class SurveyHttpAdapter implements SurveyGateway {
  constructor(private readonly api: ApiClient) {}
  async submit(submission: NpsSubmissionBody): ApiResult<void> {
    return ignoreBody(await this.api.request(t.type({ message: t.string }), '/nps', { method: 'POST', body: submission }));
  }
  dismiss(): ApiResult<void> {
    return this.api.request(NoContent, '/nps/dismiss', { method: 'POST' });
  }
}
