import { isStrongPassword } from '../../domain/auth/password-strength';
import { passwordResetVerdict } from '../../domain/auth/password-reset';
import { displayName } from '../../domain/people/person';
import { hashPassword } from './password';
import { newSecretToken, secretTokenHash } from './secret-token';
import type { Db } from '../db/database';
import { passwordResetMail } from '../mail/password-reset-mail';
import { queueMail } from '../mail/outbox.repository';
import type { User } from './users.repository';

export interface RecoveryContext {
  readonly publicUrl: string;
  readonly at: Date;
  readonly newId: () => string;
}

/**
 * A recovery link for `user`: a new token (the older ones no longer work) and its
 * e-mail, written in one transaction; the mail job sends it.
 */
export const sendPasswordReset = async (db: Db, user: Pick<User, 'id' | 'email' | 'name' | 'role' | 'gender'>, c: RecoveryContext, askedByStaff = false): Promise<void> => {
  const token = newSecretToken();
  const mail = passwordResetMail(displayName(user.name, user.role, user.gender), `${c.publicUrl}/auth/reset-password?token=${token}`, askedByStaff);
  await db.transaction().execute(async (trx) => {
    // The links sent before no longer work: only the newest does.
    await trx.deleteFrom('password_resets').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({ id: c.newId(), user_id: user.id, token_hash: secretTokenHash(token), created_at: c.at })
      .execute();
    await queueMail(trx, { id: c.newId(), kind: 'PASSWORD_RESET', to: user.email, ...mail }, c.at);
  });
};

export type ResetOutcome = 'DONE' | 'UNUSABLE' | 'WEAK';

/**
 * A new password through a recovery link: the link must be unused, the newest of its person's
 * and under 30 minutes old; the password as strong as at registration. It sets the password,
 * spends the link and ends every session of that person, in one transaction.
 */
export const confirmPasswordReset = async (db: Db, token: string, password: string, at: Date): Promise<ResetOutcome> =>
  db.transaction().execute(async (trx) => {
    const reset = await trx.selectFrom('password_resets').selectAll().where('token_hash', '=', secretTokenHash(token)).forUpdate().executeTakeFirst();
    if (!reset) return 'UNUSABLE';
    const newest = await trx
      .selectFrom('password_resets')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', reset.user_id)
      .executeTakeFirstOrThrow();
    const verdict = passwordResetVerdict(
      { createdAtMs: reset.created_at.getTime(), usedAtMs: reset.used_at?.getTime() ?? null, newestCreatedAtMs: new Date(newest.at ?? reset.created_at).getTime() },
      at.getTime(),
    );
    if (verdict !== 'VALID') return 'UNUSABLE';
    if (!isStrongPassword(password)) return 'WEAK';
    await trx.updateTable('password_resets').set({ used_at: at }).where('id', '=', reset.id).execute();
    await trx
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', reset.user_id)
      .execute();
    // Whoever held the old password is signed out everywhere (the session notices reach every process).
    await trx.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', reset.user_id).where('revoked_at', 'is', null).execute();
    return 'DONE';
  });
