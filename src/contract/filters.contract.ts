import * as t from 'io-ts';
import { isStorableText, textMessages } from '../domain/shared/text';

/** Screens whose filters a user can keep between visits. */
export const FilterOrigin = t.keyof({ ORDERS: null, ATTENDANT_ORDERS: null }, 'FilterOrigin');
export type FilterOrigin = t.TypeOf<typeof FilterOrigin>;

const storableDeep = (v: unknown): boolean =>
  typeof v === 'string'
    ? isStorableText(v)
    : Array.isArray(v)
      ? v.every(storableDeep)
      : typeof v === 'object' && v !== null
        ? Object.entries(v).every(([k, x]) => isStorableText(k) && storableDeep(x))
        : true;

/** Filters come back into search boxes: every text in them must be one a person could type. */
const Filters = new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
  'Filters',
  (u): u is Record<string, unknown> => t.UnknownRecord.is(u) && storableDeep(u),
  (u, c) => (!t.UnknownRecord.is(u) ? t.failure(u, c) : storableDeep(u) ? t.success(u) : t.failure(u, c, textMessages.unstorable('Filtros'))),
  t.identity,
);

export const SavedFilter = t.type({ origin: FilterOrigin, filters: Filters }, 'SavedFilter');
export type SavedFilter = t.TypeOf<typeof SavedFilter>;

export const SavedFilters = t.array(SavedFilter, 'SavedFilters');
export type SavedFilters = t.TypeOf<typeof SavedFilters>;

export const DeleteFilterQuery = t.type({ origin: FilterOrigin }, 'DeleteFilterQuery');

/** Saved filters are small; a larger body is refused rather than stored. */
export const maxFiltersJsonLength = 4000;
