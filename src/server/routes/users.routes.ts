import type { FastifyInstance } from 'fastify';
import { maxFiltersJsonLength } from '../../contract/filters.contract';
import { accountEndpoints } from '../../contract/routes/people.endpoints';
import { sessionEndpoints } from '../../contract/routes/session.endpoints';
import type { UserProfile } from '../../contract/profile.contract';
import type { AppDeps } from '../app-deps';
import { loadDentistData } from '../repositories/data-export.repository';
import { readableExport } from '../privacy/readable-export';
import { sent, serve } from '../http/serve';
import { badRequest } from '../http/http-error';
import { deleteSavedFilter, listSavedFilters, saveFilter } from '../repositories/saved-filters.repository';
import type { User } from '../repositories/users.repository';
import { platformSurveyState } from '../repositories/dentists.repository';
import { shouldOfferPlatformSurvey } from '../../domain/survey/nps';
import { paidStatuses } from '../../domain/order/order-status';

const on = { ...sessionEndpoints, ...accountEndpoints };

const toProfile = (user: User, platformSurveyPending: boolean): UserProfile => ({
  id: user.id as UserProfile['id'],
  name: user.name,
  email: user.email,
  role: user.role,
  gender: user.gender,
  isLead: user.isLead,
  accredited: user.accredited,
  profile: { document: user.document, croNumber: user.croNumber, phone: user.phone },
  kolPolicy: user.kolMonthlyBonusSteps === null ? null : { monthlyBonusSteps: user.kolMonthlyBonusSteps },
  platformSurveyPending,
});

export const usersRoutes = (app: FastifyInstance, { db, now }: AppDeps): void => {
  // LGPD: a dentist takes away everything kept about them and their patients.
  serve(app, on.exportData, async ({ user, reply }) => {
    const data = readableExport(await loadDentistData(db, user.id), now());
    return sent(reply.header('content-disposition', 'attachment; filename="meus-dados.json"').send(data));
  });

  serve(app, on.profile, async ({ user }) => {
    const survey = user.role === 'DENTIST' ? shouldOfferPlatformSurvey(await platformSurveyState(db, user.id, paidStatuses)) : false;
    return toProfile(user, survey);
  });

  serve(app, on.savedFilters, ({ user }) => listSavedFilters(db, user.id));

  serve(app, on.saveFilter, async ({ user, body }) => {
    if (JSON.stringify(body.filters).length > maxFiltersJsonLength) throw badRequest('Filtros grandes demais para salvar.');
    await saveFilter(db, user.id, body, now());
  });

  serve(app, on.removeFilter, async ({ user, query }) => {
    await deleteSavedFilter(db, user.id, query.origin);
  });
};
