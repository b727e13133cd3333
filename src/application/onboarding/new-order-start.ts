import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { patientFullName } from '../../domain/people/patient';
import type { Patient } from '../../contract/patient.contract';
import type { Navigator } from '../ports/gateways';
import type { DraftsGateway } from '../ports/onboarding-gateways';
import { TOKENS } from '../tokens';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { Notifications } from '../widgets/notifications';

export const draftCreatedMessage = (patient: Patient) => `Rascunho do pedido de ${patientFullName(patient)} criado.`;

/** The first step of a new order: a patient chosen starts a draft on the server. */
@injectable()
export class NewOrderStart {
  constructor(
    @inject(TOKENS.DraftsGateway) private readonly drafts: DraftsGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(LoadingOverlay) private readonly loading: LoadingOverlay,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  async start(patient: Patient): Promise<void> {
    const result = await this.loading.track(this.drafts.create(patient.id));
    if (E.isLeft(result)) {
      this.notifications.error(result.left.message);
      return;
    }
    this.notifications.success(draftCreatedMessage(patient));
    this.navigator.goTo('/orders');
  }
}
