import { inject, injectable } from 'inversify';
import type { UserProfile } from '../../contract/profile.contract';
import { Accreditation } from './accreditation.view-model';
import { PlatformSurvey } from './platform-survey';
import { isWizardPath } from '../navigation/wizard-paths';
import { isAskedOnArrival } from './arrival-prompts';

const listPaths = ['/orders', '/orders/completed', '/orders/physical-delivery'];

/** What a dentist is asked on arriving at a page: accreditation first, then the survey. */
@injectable()
export class DentistPrompts {
  private accreditationOffered = false;

  constructor(
    @inject(Accreditation) private readonly accreditation: Accreditation,
    @inject(PlatformSurvey) private readonly survey: PlatformSurvey,
  ) {}

  pageShown(profile: UserProfile, path: string): void {
    if (!isAskedOnArrival(profile)) return;
    if (!profile.accredited) {
      // The new order page is blocked every time; the lists ask once per visit to the portal.
      if (isWizardPath(path)) this.accreditation.open('new-order');
      else if (listPaths.includes(path) && !this.accreditationOffered) {
        this.accreditationOffered = true;
        this.accreditation.open('orders');
      }
      return;
    }
    if (listPaths.includes(path)) this.survey.offer(profile);
  }
}
