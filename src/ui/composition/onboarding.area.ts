import { TOKENS } from '../../application/tokens';
import { RegistrationService } from '../../application/onboarding/registration.service';
import { Accreditation } from '../../application/onboarding/accreditation.view-model';
import { PlatformSurvey } from '../../application/onboarding/platform-survey';
import { BonusInfoViewModel } from '../../application/onboarding/bonus-info.view-model';
import { DentistPrompts } from '../../application/onboarding/dentist-prompts';
import { DentistHttpAdapter } from '../../infrastructure/http/dentist.http-adapter';
import { SurveyHttpAdapter } from '../../infrastructure/http/survey.http-adapter';
import { LocalRegistrationDraftStore, SessionSurveyPostponement } from '../../infrastructure/session/browser-storage.adapters';
import { area } from '../di/area';
import { onboardingDialogs } from '../onboarding/onboarding.dialogs';

/** Registration, accreditation, the platform survey and the bonus rules. */
export const onboardingArea = area(
  'onboarding',
  [],
  ({ bind }) => {
    bind(TOKENS.DentistGateway).to(DentistHttpAdapter).inSingletonScope();
    bind(TOKENS.SurveyGateway).to(SurveyHttpAdapter).inSingletonScope();
    bind(TOKENS.RegistrationDraftStore).toConstantValue(new LocalRegistrationDraftStore(window.localStorage));
    bind(TOKENS.SurveyPostponement).toConstantValue(new SessionSurveyPostponement(window.sessionStorage));
    bind(RegistrationService).toSelf().inSingletonScope();
    bind(Accreditation).toSelf().inSingletonScope();
    bind(PlatformSurvey).toSelf().inSingletonScope();
    bind(BonusInfoViewModel).toSelf().inSingletonScope();
    bind(DentistPrompts).toSelf().inSingletonScope();
  },
  onboardingDialogs,
);
