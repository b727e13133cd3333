import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { PersonalData, ProfessionalData, RegistrationForm } from '../../domain/people/registration';
import type { Navigator } from '../ports/gateways';
import type { DentistGateway, RegistrationDraftStore } from '../ports/dentist-gateway';
import { TOKENS } from '../tokens';
import { landingPath } from '../navigation/paths';
import { ProfileStore } from '../session/profile.store';
import { SessionService } from '../session/session.service';
import { LoadingOverlay } from '../widgets/loading-overlay';
import { Notifications } from '../widgets/notifications';

export const emptyRegistration: RegistrationForm = {
  name: '',
  email: '',
  cpf: '',
  gender: '',
  phone: '',
  croNumber: '',
  croState: '',
  specialty: '',
  clinicName: '',
  password: '',
  passwordConfirmation: '',
  acceptedTerms: false,
};

const personalOf = ({ name, email, cpf, gender, phone }: Partial<RegistrationForm>): Partial<PersonalData> => ({ name, email, cpf, gender, phone });
const professionalOf = ({ croNumber, croState, specialty, clinicName }: Partial<RegistrationForm>): Partial<ProfessionalData> => ({ croNumber, croState, specialty, clinicName });

export const registrationMessagesUi = {
  registered: 'Cadastro realizado! Agora valide o seu credenciamento para fazer pedidos.',
  completed: 'Cadastro concluído!',
} as const;

/** Registering a dentist, and completing a lead's registration. */
@injectable()
export class RegistrationService {
  constructor(
    @inject(TOKENS.DentistGateway) private readonly dentists: DentistGateway,
    @inject(TOKENS.RegistrationDraftStore) private readonly drafts: RegistrationDraftStore,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(SessionService) private readonly session: SessionService,
    @inject(ProfileStore) private readonly profile: ProfileStore,
    @inject(Notifications) private readonly notifications: Notifications,
    @inject(LoadingOverlay) private readonly loading: LoadingOverlay,
  ) {}

  /** The form as the dentist left it, without the password. */
  initialValues(): RegistrationForm {
    const { personal, professional } = this.drafts.load();
    return { ...emptyRegistration, ...personal, ...professional };
  }

  remember(values: Partial<RegistrationForm>): void {
    this.drafts.save(personalOf(values), professionalOf(values));
  }

  /** Sends the registration; on success forgets the local copy and signs the new dentist in. */
  async register(values: RegistrationForm): Promise<boolean> {
    const { passwordConfirmation: _confirmation, ...request } = values;
    const result = await this.loading.track(this.dentists.register(request));
    if (E.isLeft(result)) {
      this.notifications.error(result.left.message);
      return false;
    }
    this.drafts.clear();
    this.notifications.success(registrationMessagesUi.registered);
    return this.session.signIn(values.email, values.password);
  }

  /** A lead fills what is missing; then the portal opens for them. */
  async complete(userId: string, values: Omit<RegistrationForm, 'email' | 'password' | 'passwordConfirmation'>): Promise<boolean> {
    const result = await this.loading.track(this.dentists.completeRegistration(userId, values));
    if (E.isLeft(result)) {
      this.notifications.error(result.left.message);
      return false;
    }
    this.drafts.clear();
    const profile = await this.profile.load();
    this.notifications.success(registrationMessagesUi.completed);
    if (E.isRight(profile)) this.navigator.goTo(landingPath(profile.right.role), { replace: true });
    return true;
  }
}
