import { inject, injectable } from 'inversify';
import type { NpsSubmissionBody } from '../../contract/nps.contract';
import { accountEndpoints as on } from '../../contract/routes/people.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { SurveyGateway } from '../../application/ports/survey-gateway';
import { ApiClient, ignoreBody } from './api-client';

@injectable()
export class SurveyHttpAdapter implements SurveyGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  async submit(submission: NpsSubmissionBody): ApiResult<void> {
    return ignoreBody(await this.api.call(on.answerPlatformSurvey, { body: submission }));
  }
  dismiss(): ApiResult<void> {
    return this.api.call(on.dismissPlatformSurvey);
  }
}
