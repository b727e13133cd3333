import { useFormik } from 'formik';
import { Link, useLocation } from 'react-router-dom';
import { SessionService } from '../../application/session/session.service';
import { validateLoginForm, type LoginForm } from '../../application/session/login-form';
import { returnPathFrom } from '../../application/navigation/return-path';
import { useService } from '../di/container-context';
import { TextField } from '../widgets/text-field';
import { useHydrated } from '../widgets/use-hydrated';
import { usePageTitle } from '../widgets/page-title';

/** The sign-in page's name in the tab (also written into login.html at build time). */
export const loginScreen = 'Entrar';

export const LoginPage = () => {
  usePageTitle(loginScreen);
  const session = useService(SessionService);
  const returnTo = returnPathFrom(useLocation().search);
  // Drawn before the scripts ran (login.html): what is typed then would be lost when React takes over.
  const hydrated = useHydrated();
  const form = useFormik<LoginForm>({
    initialValues: { username: '', password: '' },
    validate: validateLoginForm,
    onSubmit: async (values) => {
      await session.signIn(values.username, values.password, returnTo);
    },
  });

  return (
    <section className="login">
      <div className="login__intro">
        <h1>Portal do Dentista</h1>
        <p>Peça alinhadores e placas de contenção, acompanhe o planejamento e aprove o tratamento dos seus pacientes.</p>
      </div>
      <form className="card login__card" onSubmit={form.handleSubmit} noValidate>
        <h2>Entrar</h2>
        {/* Not in login.html's markup: drawn once React has taken the page over. */}
        {hydrated && returnTo !== undefined && <p className="muted">Entre para voltar à página em que você estava.</p>}
        <TextField form={form} name="username" label="E-mail, CPF ou CNPJ" autoComplete="username" inputMode="email" placeholder="seu@email.com.br" readOnly={!hydrated} />
        <TextField form={form} name="password" label="Senha" type="password" autoComplete="current-password" readOnly={!hydrated} />
        <p className="login__forgot">
          <Link to="/auth/forgot-password">Esqueci minha senha</Link>
        </p>
        <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting || !hydrated}>
          Entrar
        </button>
        <p className="login__register">
          Ainda não tem cadastro? <Link to="/auth/register">Cadastre-se</Link>
        </p>
      </form>
    </section>
  );
};
