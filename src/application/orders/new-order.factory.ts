import { inject, injectable } from 'inversify';
import type { Clock, Navigator } from '../ports/gateways';
import type { DraftsGateway } from '../ports/drafts-gateway';
import type { UploadsGateway } from '../ports/uploads-gateway';
import { TOKENS } from '../tokens';
import { PatientPicker } from '../patients/patient-picker';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { Notifications } from '../widgets/notifications';
import { ModalQueue } from '../widgets/modal-queue';
import { NewOrderViewModel } from './new-order.view-model';

/** One wizard per visit of /orders/new. */
@injectable()
export class NewOrderFactory {
  constructor(
    @inject(TOKENS.DraftsGateway) private readonly drafts: DraftsGateway,
    @inject(TOKENS.UploadsGateway) private readonly uploads: UploadsGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(Notifications) private readonly notifications: Notifications,
    @inject(LoadingOverlay) private readonly loading: LoadingOverlay,
    @inject(PatientPicker) private readonly picker: PatientPicker,
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  create(): NewOrderViewModel {
    return new NewOrderViewModel({
      drafts: this.drafts,
      uploads: this.uploads,
      navigator: this.navigator,
      notifications: this.notifications,
      loading: this.loading,
      choosePatient: (onChosen) => this.picker.open(onChosen),
      modals: this.modals,
      clock: this.clock,
    });
  }
}
