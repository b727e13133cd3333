import { useFormik } from 'formik';
import { SessionService } from '../../application/session/session.service';
import { validateLoginForm, type LoginForm } from '../../application/session/login-form';
import { useService } from '../di/container-context';

export const LoginPage = () => {
  const session = useService(SessionService);
  const form = useFormik<LoginForm>({
    initialValues: { username: '', password: '' },
    validate: validateLoginForm,
    onSubmit: async (values) => {
      await session.signIn(values.username, values.password);
    },
  });
  const errorOf = (field: keyof LoginForm) => (form.touched[field] && form.errors[field]) || undefined;

  return (
    <section className="login">
      <div className="login__intro">
        <h1>Portal do Dentista</h1>
        <p>Peça alinhadores e placas de contenção, acompanhe o planejamento e aprove o tratamento dos seus pacientes.</p>
      </div>
      <form className="card login__card" onSubmit={form.handleSubmit} noValidate>
        <h2>Entrar</h2>
        <label className="field">
          <span className="field__label">E-mail, CPF ou CNPJ</span>
          <input
            name="username"
            type="text"
            autoComplete="username"
            inputMode="email"
            value={form.values.username}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            aria-invalid={errorOf('username') ? true : undefined}
            placeholder="seu@email.com.br"
          />
          {errorOf('username') && <span className="field__error">{errorOf('username')}</span>}
        </label>
        <label className="field">
          <span className="field__label">Senha</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            aria-invalid={errorOf('password') ? true : undefined}
          />
          {errorOf('password') && <span className="field__error">{errorOf('password')}</span>}
        </label>
        <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting}>
          Entrar
        </button>
      </form>
    </section>
  );
};
