import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { npsSurveys, platformQuestions, type PlatformSurveyForm } from '../../domain/survey/nps';
import type { UserProfile } from '../../contract/profile.contract';
import type { NpsAnswer } from '../../contract/nps.contract';
import { compactPayload } from '../../domain/format/compact-payload';
import type { SurveyGateway, SurveyPostponement } from '../ports/survey-gateway';
import { TOKENS } from '../tokens';
import { ProfileStore } from '../session/profile.store';
import { dialogKind, ModalQueue } from '../widgets/modal-queue';
import { Notifications } from '../widgets/notifications';

export const platformRatingDialogKind = dialogKind<PlatformRatingProps>('platform-rating');
export const surveyThanks = 'Obrigado por compartilhar sua opinião!';

export interface PlatformRatingProps {
  readonly send: (form: PlatformSurveyForm) => Promise<boolean>;
  readonly later: () => void;
  readonly notInterested: () => Promise<void>;
}

/** The post-purchase survey: offered once the dentist has a paid order, until answered or dismissed. */
@injectable()
export class PlatformSurvey {
  private shown = false;

  constructor(
    @inject(TOKENS.SurveyGateway) private readonly surveys: SurveyGateway,
    @inject(TOKENS.SurveyPostponement) private readonly postponement: SurveyPostponement,
    @inject(ProfileStore) private readonly profile: ProfileStore,
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  /** Opens the survey if the server says it is pending and it was not put off in this session. */
  offer(profile: UserProfile): void {
    if (this.shown || !profile.platformSurveyPending || this.postponement.isPostponed()) return;
    this.shown = true;
    const id = this.modals.open(
      platformRatingDialogKind,
      {
        send: async (form) => {
          const result = await this.surveys.submit({
            ...npsSurveys.platform,
            answers: [
              compactPayload({ question: platformQuestions.recommendation, score: form.recommendationScore, answer: form.recommendationOpinion.trim() }) as NpsAnswer,
              compactPayload({ question: platformQuestions.confidence, score: form.confidenceScore, answer: form.confidenceOpinion.trim() }) as NpsAnswer,
            ],
          });
          if (E.isLeft(result)) {
            this.notifications.error(result.left.message);
            return false;
          }
          this.notifications.success(surveyThanks);
          this.modals.close(id);
          void this.profile.load();
          return true;
        },
        later: () => {
          this.postponement.postpone();
          this.modals.close(id);
        },
        notInterested: async () => {
          const result = await this.surveys.dismiss();
          if (E.isLeft(result)) this.notifications.error(result.left.message);
          this.modals.close(id);
          void this.profile.load();
        },
      } satisfies PlatformRatingProps,
      { dismissible: false, onClosed: () => (this.shown = false) },
    );
  }
}
