import { inject, injectable } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import type { Navigator } from '../ports/gateways';
import type { DraftsGateway, PrescriptionGateway } from '../ports/drafts-gateway';
import { TOKENS } from '../tokens';
import { Notifications } from '../widgets/notifications';
import { HeldEdits } from '../session/held-edits';
import { PrescriptionFormViewModel } from './prescription-form.view-model';

@injectable()
export class PrescriptionFormFactory {
  constructor(
    @inject(TOKENS.DraftsGateway) private readonly drafts: DraftsGateway,
    @inject(TOKENS.PrescriptionGateway) private readonly prescriptions: PrescriptionGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(Notifications) private readonly notifications: Notifications,
    @inject(TOKENS.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(HeldEdits) private readonly held: HeldEdits,
  ) {}

  create(draftId: string): PrescriptionFormViewModel {
    return new PrescriptionFormViewModel(draftId, {
      drafts: this.drafts,
      prescriptions: this.prescriptions,
      navigator: this.navigator,
      notifications: this.notifications,
      scheduler: this.scheduler,
      held: this.held,
    });
  }
}
