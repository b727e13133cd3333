export interface SavedFiltersTable {
  user_id: string;
  origin: string;
  /** JSON text of the filters object. */
  filters: string;
  updated_at: Date;
}
