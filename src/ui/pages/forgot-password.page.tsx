import { useFormik } from 'formik';
import { useObservableState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { PasswordRecovery } from '../../application/session/password-recovery';
import { requiredMessage } from '../../application/session/login-form';
import { useAreas } from '../di/area';
import { useService } from '../di/container-context';
import { recoveryArea } from '../composition/recovery.area';
import { TextField } from '../widgets/text-field';
import { usePageTitle } from '../widgets/page-title';

/** "Esqueci minha senha": the e-mail or CPF/CNPJ, as at sign-in; the answer says nothing of whether the account exists. */
export const ForgotPasswordPage = () => {
  usePageTitle('Esqueci minha senha');
  useAreas(recoveryArea);
  const recovery = useService(PasswordRecovery);
  const { sent } = useObservableState(recovery.state$, { sent: undefined, linkProblem: undefined });
  const form = useFormik({
    initialValues: { username: '' },
    validate: (v) => (v.username.trim() === '' ? { username: requiredMessage } : {}),
    onSubmit: async (v) => void (await recovery.ask(v.username)),
  });
  return (
    <section className="login login--single">
      <form className="card login__card" onSubmit={form.handleSubmit} noValidate>
        <h1 className="login__title">Esqueci minha senha</h1>
        {sent === undefined ? (
          <>
            <p className="muted">Informe o e-mail, CPF ou CNPJ da sua conta. Enviaremos um link para você criar uma nova senha.</p>
            <TextField form={form} name="username" label="E-mail, CPF ou CNPJ" autoComplete="username" inputMode="email" placeholder="seu@email.com.br" />
            <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting}>
              Enviar link
            </button>
          </>
        ) : (
          <p role="status">{sent}</p>
        )}
        <p className="login__register">
          <Link to="/auth/login">Voltar para entrar</Link>
        </p>
      </form>
    </section>
  );
};
