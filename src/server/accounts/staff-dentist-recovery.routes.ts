import type { FastifyInstance } from 'fastify';
import { passwordResetMessages } from '../../domain/auth/password-reset';
import { staffEndpoints } from '../../contract/routes/staff.endpoints';
import { staffOrderMessages } from '../../contract/staff-order.contract';
import type { AppDeps } from '../app-deps';
import { sendPasswordReset } from './password-recovery';
import { notFound } from '../http/http-error';
import { serve } from '../http/serve';
import { findUserById } from './users.repository';

/** The staff send a dentist the recovery e-mail (they never see or set the password). */
export const staffDentistRecoveryRoutes = (app: FastifyInstance, { db, now, newId, publicUrl }: AppDeps, mailQueued: () => void): void => {
  serve(app, staffEndpoints.dentistPasswordReset, async ({ user, params: { id }, request }) => {
    const dentist = await findUserById(db, id);
    if (!dentist || dentist.role !== 'DENTIST') throw notFound(staffOrderMessages.dentistNotFound);
    await sendPasswordReset(db, dentist, { publicUrl, at: now(), newId }, true);
    mailQueued();
    request.log.info({ actor: user.id }, 'recovery e-mail sent at the staff’s word');
    return { message: passwordResetMessages.sentByStaff(dentist.email) };
  });
};
