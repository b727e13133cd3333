import { useFormik } from 'formik';
import { useObservableState } from 'observable-hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { type NewPasswordForm, PasswordRecovery } from '../../application/session/password-recovery';
import { validateCredentials } from '../../domain/people/registration';
import { passwordResetMessages } from '../../domain/auth/password-reset';
import { useAreas } from '../di/area';
import { useService } from '../di/container-context';
import { recoveryArea } from '../composition/recovery.area';
import { PasswordStrength } from '../onboarding/password-strength';
import { TextField } from '../widgets/text-field';
import { usePageTitle } from '../widgets/page-title';

/** The page the recovery e-mail links to: the new password, twice, with the registration's rules. */
export const ResetPasswordPage = () => {
  usePageTitle('Criar nova senha');
  useAreas(recoveryArea);
  const recovery = useService(PasswordRecovery);
  const token = useSearchParams()[0].get('token') ?? '';
  const { linkProblem } = useObservableState(recovery.state$, { sent: undefined, linkProblem: undefined });
  const form = useFormik<NewPasswordForm>({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: validateCredentials,
    onSubmit: async (v) => void (await recovery.reset(token, v)),
  });
  const problem = token === '' ? passwordResetMessages.unusable : linkProblem;
  return (
    <section className="login login--single">
      <form className="card login__card" onSubmit={form.handleSubmit} noValidate>
        <h1 className="login__title">Criar nova senha</h1>
        {problem !== undefined ? (
          <>
            <p role="alert">{problem}</p>
            <Link className="button button--primary button--block" to="/auth/forgot-password">
              Pedir um novo link
            </Link>
          </>
        ) : (
          <>
            <TextField form={form} name="password" label="Nova senha" type="password" autoComplete="new-password" />
            <PasswordStrength password={form.values.password} />
            <TextField form={form} name="passwordConfirmation" label="Confirme a nova senha" type="password" autoComplete="new-password" />
            <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting}>
              Salvar nova senha
            </button>
          </>
        )}
        <p className="login__register">
          <Link to="/auth/login">Voltar para entrar</Link>
        </p>
      </form>
    </section>
  );
};
