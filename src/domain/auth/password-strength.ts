export const passwordMinLength = 8;

export interface PasswordCheck {
  readonly rule: 'length' | 'lowercase' | 'uppercase' | 'symbol';
  readonly label: string;
  readonly ok: boolean;
}

/** Spec §5: at least 8 characters, a lowercase letter, an uppercase letter and a non-alphanumeric character. */
export const passwordChecks = (password: string): readonly PasswordCheck[] => [
  { rule: 'length', label: `Pelo menos ${passwordMinLength} caracteres`, ok: [...password].length >= passwordMinLength },
  { rule: 'lowercase', label: 'Uma letra minúscula', ok: /\p{Ll}/u.test(password) },
  { rule: 'uppercase', label: 'Uma letra maiúscula', ok: /\p{Lu}/u.test(password) },
  { rule: 'symbol', label: 'Um caractere especial (como ! @ # $)', ok: /[^\p{L}\p{N}]/u.test(password) },
];

/** Whether a password passes every check. */
export const isStrongPassword = (password: string): boolean => passwordChecks(password).every((c) => c.ok);
