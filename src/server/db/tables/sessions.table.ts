import type { ColumnType } from 'kysely';

export interface SessionsTable {
  /** SHA-256 of the token: a leaked table cannot be replayed. */
  token_hash: string;
  user_id: string;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

export interface AttemptBudgetsTable {
  key: string;
  failures: number;
  last_failure_at: Date;
}

export interface IdempotentRequestsTable {
  user_id: string;
  key: string;
  scope: string;
  status: number;
  /** The JSON answer replayed to a repeated request. */
  answer: string;
  created_at: Date;
}
