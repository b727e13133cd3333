// A password-recovery link works once, for 30 minutes, and only the newest one a
// person asked for.

export const passwordResetLifetimeMs = 30 * 60 * 1000;

export interface PasswordResetState {
  readonly createdAtMs: number;
  readonly usedAtMs: number | null;
  /** When the same person asked for the newest link (this one's own when it is the newest). */
  readonly newestCreatedAtMs: number;
}

export type PasswordResetVerdict = 'VALID' | 'USED' | 'EXPIRED' | 'SUPERSEDED';

export const passwordResetMessages = {
  asked: 'Se houver uma conta com esses dados, enviamos um e-mail com as instruções.',
  unusable: 'Este link de recuperação não vale mais: ele já foi usado, expirou ou foi substituído por um mais novo. Peça um novo link.',
  done: 'Senha alterada. Entre com a nova senha; as outras sessões abertas com a sua conta foram encerradas.',
  weak: 'A nova senha não atende aos requisitos.',
  sentByStaff: (email: string) => `E-mail para criar uma nova senha enviado para ${email}.`,
} as const;

/** What a link can do at `nowMs`: used once, never again; past 30 minutes, expired; a newer one asked for, superseded. */
export const passwordResetVerdict = (reset: PasswordResetState, nowMs: number): PasswordResetVerdict => {
  if (reset.usedAtMs !== null) return 'USED';
  if (reset.newestCreatedAtMs > reset.createdAtMs) return 'SUPERSEDED';
  return nowMs - reset.createdAtMs < passwordResetLifetimeMs && nowMs >= reset.createdAtMs ? 'VALID' : 'EXPIRED';
};
