import type { NpsSubmissionBody } from '../../contract/nps.contract';
import type { ApiResult } from './api-error';

export interface SurveyGateway {
  submit(submission: NpsSubmissionBody): ApiResult<void>;
  dismiss(): ApiResult<void>;
}

/** Remembers for this browser session that the survey was put off ('Responder depois'). */
export interface SurveyPostponement {
  isPostponed(): boolean;
  postpone(): void;
}
