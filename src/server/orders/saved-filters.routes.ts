import type { FastifyInstance } from 'fastify';
import { maxFiltersJsonLength } from '../../contract/filters.contract';
import { accountEndpoints as on } from '../../contract/routes/people.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { badRequest } from '../http/http-error';
import { deleteSavedFilter, listSavedFilters, saveFilter } from './saved-filters.repository';

/** The filters each person keeps for each list screen. */
export const savedFiltersRoutes = (app: FastifyInstance, { db, now }: AppDeps): void => {
  serve(app, on.savedFilters, ({ user }) => listSavedFilters(db, user.id));

  serve(app, on.saveFilter, async ({ user, body }) => {
    if (JSON.stringify(body.filters).length > maxFiltersJsonLength) throw badRequest('Filtros grandes demais para salvar.');
    await saveFilter(db, user.id, body, now());
  });

  serve(app, on.removeFilter, async ({ user, query }) => {
    await deleteSavedFilter(db, user.id, query.origin);
  });
};
