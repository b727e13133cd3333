import type { SavedFilter } from '../../contract/filters.contract';
import type { Db } from '../db/database';

export const listSavedFilters = async (db: Db, userId: string): Promise<SavedFilter[]> => {
  const rows = await db.selectFrom('saved_filters').select(['origin', 'filters']).where('user_id', '=', userId).orderBy('origin').execute();
  return rows.map((r) => ({ origin: r.origin as SavedFilter['origin'], filters: JSON.parse(r.filters) as Record<string, unknown> }));
};

/** Keeps one set of filters per user and screen, replacing the previous one. */
export const saveFilter = async (db: Db, userId: string, filter: SavedFilter, now: Date): Promise<void> => {
  const filters = JSON.stringify(filter.filters);
  await db
    .insertInto('saved_filters')
    .values({ user_id: userId, origin: filter.origin, filters, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'origin']).doUpdateSet({ filters, updated_at: now }))
    .execute();
};

export const deleteSavedFilter = async (db: Db, userId: string, origin: string): Promise<void> => {
  await db.deleteFrom('saved_filters').where('user_id', '=', userId).where('origin', '=', origin).execute();
};
