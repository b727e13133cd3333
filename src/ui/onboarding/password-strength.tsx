import { passwordChecks } from '../../domain/auth/password-strength';

/** Spec §5's password rules, each ticked as it is met. */
export const PasswordStrength = ({ password }: { password: string }) => (
  <ul className="password-strength" aria-label="Requisitos da senha">
    {passwordChecks(password).map((c) => (
      <li key={c.rule} className={c.ok ? 'password-strength__ok' : undefined}>
        <span aria-hidden="true">{c.ok ? '✓' : '•'}</span> {c.label}
        <span className="visually-hidden">{c.ok ? ' (atendido)' : ' (pendente)'}</span>
      </li>
    ))}
  </ul>
);
