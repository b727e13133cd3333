export interface AccreditationCodesTable {
  code: string;
  used_by: string | null;
  used_at: Date | null;
}

export interface NpsResponsesTable {
  id: string;
  user_id: string;
  origin: string;
  type: string;
  planning_id: string | null;
  /** JSON text of the answers. */
  answers: string;
  created_at: Date;
}

export interface NpsDismissalsTable {
  user_id: string;
  origin: string;
  dismissed_at: Date;
}
