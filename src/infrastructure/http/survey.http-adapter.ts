import type { NpsSubmissionBody } from '../../contract/nps.contract';
import { accountEndpoints as on } from '../../contract/routes/people.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { SurveyGateway } from '../../application/ports/survey-gateway';
import { type ApiClient, ignoreBody } from './api-client';

export class SurveyHttpAdapter implements SurveyGateway {
  constructor(private readonly api: ApiClient) {}
  async submit(submission: NpsSubmissionBody): ApiResult<void> {
    return ignoreBody(await this.api.call(on.answerPlatformSurvey, { body: submission }));
  }
  dismiss(): ApiResult<void> {
    return this.api.call(on.dismissPlatformSurvey);
  }
}
