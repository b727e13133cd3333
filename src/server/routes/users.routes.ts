import type { FastifyInstance } from 'fastify';
import { DeleteFilterQuery, maxFiltersJsonLength, SavedFilter, type SavedFilters } from '../../contract/filters.contract';
import type { UserProfile } from '../../contract/profile.contract';
import type { AppDeps } from '../app-deps';
import { loadDentistData } from '../repositories/data-export.repository';
import { readableExport } from '../privacy/readable-export';
import { authenticate } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { badRequest, forbidden } from '../http/http-error';
import { deleteSavedFilter, listSavedFilters, saveFilter } from '../repositories/saved-filters.repository';
import type { User } from '../repositories/users.repository';
import { platformSurveyState } from '../repositories/dentists.repository';
import { shouldOfferPlatformSurvey } from '../../domain/survey/nps';
import { paidStatuses } from '../../domain/order/order-status';

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
  app.get('/api/users/export', async (request, reply) => {
    const user = await authenticate(db, request, now());
    if (user.role !== 'DENTIST') throw forbidden('Apenas dentistas exportam seus dados por aqui.');
    const data = readableExport(await loadDentistData(db, user.id), now());
    return reply.header('content-disposition', 'attachment; filename="meus-dados.json"').send(data);
  });

  app.get('/api/users/profile', async (request) => {
    const user = await authenticate(db, request, now());
    const survey = user.role === 'DENTIST' ? shouldOfferPlatformSurvey(await platformSurveyState(db, user.id, paidStatuses)) : false;
    return toProfile(user, survey);
  });

  app.get('/api/users/filters', async (request) => {
    const user = await authenticate(db, request, now());
    const answer: SavedFilters = await listSavedFilters(db, user.id);
    return answer;
  });

  app.post('/api/users/filters', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const filter = decodeInput(SavedFilter, request.body);
    if (JSON.stringify(filter.filters).length > maxFiltersJsonLength) throw badRequest('Filtros grandes demais para salvar.');
    await saveFilter(db, user.id, filter, now());
    return reply.status(204).send();
  });

  app.delete('/api/users/filters', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const { origin } = decodeInput(DeleteFilterQuery, request.query);
    await deleteSavedFilter(db, user.id, origin);
    return reply.status(204).send();
  });
};
