import type { FastifyInstance } from 'fastify';
import { accountEndpoints as on } from '../../contract/routes/people.endpoints';
import { staffOrderMessages } from '../../contract/staff-order.contract';
import { normalizeClinicalPreferences } from '../../domain/prescription/clinical-preferences';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/http-error';
import { serve } from '../http/serve';
import { clinicalPreferencesOf, saveClinicalPreferences } from './clinical-preferences.repository';
import { findUserById } from './users.repository';

/** "Preferências clínicas": the dentist's defaults for a new case's Ficha, kept consistent, and the staff's view of them. */
export const clinicalPreferencesRoutes = (app: FastifyInstance, { db, now }: AppDeps): void => {
  serve(app, on.clinicalPreferences, async ({ user }) => clinicalPreferencesOf(db, user.id));

  serve(app, on.saveClinicalPreferences, async ({ user, body }) => {
    const preferences = normalizeClinicalPreferences(body);
    await saveClinicalPreferences(db, user.id, preferences, now());
    return preferences;
  });

  serve(app, on.dentistClinicalPreferences, async ({ params: { id } }) => {
    const dentist = await findUserById(db, id);
    if (!dentist || dentist.role !== 'DENTIST') throw notFound(staffOrderMessages.dentistNotFound);
    return clinicalPreferencesOf(db, id);
  });
};
