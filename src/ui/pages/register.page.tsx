import '../di/metadata';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { validateRegistration, type RegistrationForm } from '../../domain/people/registration';
import { RegistrationService } from '../../application/onboarding/registration.service';
import { useService } from '../di/container-context';
import { TextField } from '../widgets/text-field';
import { PersonalFields, ProfessionalFields } from '../onboarding/dentist-fields';
import { PasswordStrength } from '../onboarding/password-strength';
import { ConsentField } from '../onboarding/consent-field';
import { useAreas } from '../di/area';
import { onboardingArea } from '../composition/onboarding.area';
import { usePageTitle } from '../widgets/page-title';
import { useFirstInvalidFocus } from '../widgets/first-invalid-focus';

export const RegisterPage = () => {
  usePageTitle('Criar cadastro');
  useAreas(onboardingArea);
  const registration = useService(RegistrationService);
  const initialValues = useMemo(() => registration.initialValues(), [registration]);
  const form = useFormik<RegistrationForm>({
    initialValues,
    validate: (values) => {
      // Every change is kept locally, so a reload loses nothing (the password is never kept).
      registration.remember(values);
      return validateRegistration(values);
    },
    onSubmit: async (values) => {
      await registration.register(values);
    },
  });
  const formRef = useFirstInvalidFocus(form);

  return (
    <section className="register">
      <form ref={formRef} className="card register__card" onSubmit={form.handleSubmit} noValidate>
        <h1>Criar cadastro</h1>
        <p className="muted">Cadastre-se para pedir alinhadores e placas de contenção para os seus pacientes.</p>
        <PersonalFields form={form} withEmail />
        <ProfessionalFields form={form} />
        <fieldset className="form-section">
          <legend>Senha de acesso</legend>
          <TextField form={form} name="password" label="Senha" type="password" autoComplete="new-password" />
          <PasswordStrength password={form.values.password} />
          <TextField form={form} name="passwordConfirmation" label="Confirme a senha" type="password" autoComplete="new-password" />
        </fieldset>
        <ConsentField form={form} />
        <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting}>
          Criar cadastro
        </button>
        <p className="register__login">
          Já tem cadastro? <Link to="/auth/login">Entrar</Link>
        </p>
      </form>
    </section>
  );
};
