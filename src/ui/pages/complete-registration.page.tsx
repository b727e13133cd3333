import '../di/metadata';
import { useFormik } from 'formik';
import { useObservableState } from 'observable-hooks';
import { Navigate, useParams } from 'react-router-dom';
import { type ConsentAnswer, validateConsent, validatePersonalData, validateProfessionalData, type PersonalData, type ProfessionalData } from '../../domain/people/registration';
import { ConsentField } from '../onboarding/consent-field';
import type { UserProfile } from '../../contract/profile.contract';
import { landingPath, loginPath } from '../../application/navigation/paths';
import { RegistrationService } from '../../application/onboarding/registration.service';
import { ProfileStore } from '../../application/session/profile.store';
import { SessionService } from '../../application/session/session.service';
import { useService } from '../di/container-context';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { PersonalFields, ProfessionalFields } from '../onboarding/dentist-fields';
import { useAreas } from '../di/area';
import { onboardingArea } from '../composition/onboarding.area';
import { usePageTitle } from '../widgets/page-title';
import { useFirstInvalidFocus } from '../widgets/first-invalid-focus';

type CompletionForm = PersonalData & ProfessionalData & ConsentAnswer;

/** /auth/register/complete/{user id}: a lead finishes the registration before anything else. */
export const CompleteRegistrationPage = () => {
  usePageTitle('Complete seu cadastro');
  useAreas(onboardingArea);
  const session = useService(SessionService);
  if (!session.isSignedIn()) return <Navigate to={loginPath} replace />;
  return <SignedInCompletion />;
};

const SignedInCompletion = () => {
  const profileStore = useService(ProfileStore);
  const profile = useObservableState(profileStore.loaded$, profileStore.current);
  const { userId } = useParams();
  if (!profile) return <LoadingWrapper visible>{null}</LoadingWrapper>;
  if (!profile.isLead || profile.id !== userId) return <Navigate to={landingPath(profile.role)} replace />;
  return <CompletionForm profile={profile} />;
};

const CompletionForm = ({ profile }: { profile: UserProfile }) => {
  const registration = useService(RegistrationService);
  const session = useService(SessionService);
  const form = useFormik<CompletionForm>({
    initialValues: {
      name: profile.name,
      email: profile.email,
      cpf: '',
      gender: profile.gender ?? '',
      phone: profile.profile.phone ?? '',
      croNumber: '',
      croState: '',
      specialty: '',
      clinicName: '',
      acceptedTerms: false,
    },
    validate: (values) => ({ ...validatePersonalData(values), ...validateProfessionalData(values), ...validateConsent(values) }),
    onSubmit: async ({ email: _email, ...values }) => {
      await registration.complete(profile.id, values);
    },
  });
  const formRef = useFirstInvalidFocus(form);
  return (
    <section className="register">
      <form ref={formRef} className="card register__card" onSubmit={form.handleSubmit} noValidate>
        <h1>Complete seu cadastro</h1>
        <p className="muted">
          Olá, {profile.name.split(' ')[0]}! Para usar o portal com <strong>{profile.email}</strong>, precisamos de mais alguns dados.
        </p>
        <PersonalFields form={form} withEmail={false} />
        <ProfessionalFields form={form} />
        <ConsentField form={form} />
        <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting}>
          Concluir cadastro
        </button>
        <p className="register__login">
          <button type="button" className="link-button" onClick={() => void session.signOut()}>
            Sair
          </button>
        </p>
      </form>
    </section>
  );
};
