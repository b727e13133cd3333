import * as t from 'io-ts';

/** Screens whose filters a user can keep between visits. */
export const FilterOrigin = t.keyof({ ORDERS: null, ATTENDANT_ORDERS: null }, 'FilterOrigin');
export type FilterOrigin = t.TypeOf<typeof FilterOrigin>;

export const SavedFilter = t.type({ origin: FilterOrigin, filters: t.UnknownRecord }, 'SavedFilter');
export type SavedFilter = t.TypeOf<typeof SavedFilter>;

export const SavedFilters = t.array(SavedFilter, 'SavedFilters');
export type SavedFilters = t.TypeOf<typeof SavedFilters>;

export const DeleteFilterQuery = t.type({ origin: FilterOrigin }, 'DeleteFilterQuery');

/** Saved filters are small; a larger body is refused rather than stored. */
export const maxFiltersJsonLength = 4000;
