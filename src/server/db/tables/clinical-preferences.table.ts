export interface ClinicalPreferencesTable {
  user_id: string;
  /** The preferences' JSON, decoded by their codec when read. */
  answers: string;
  updated_at: Date;
}
