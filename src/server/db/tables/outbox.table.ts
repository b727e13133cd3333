import type { ColumnType, Generated } from 'kysely';

export interface OutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Generated<string>;
  status: 'WAITING' | 'SENT' | 'FAILED';
  tries: Generated<number>;
  attempts: Generated<number>;
  leased_until: Date | null;
  created_at: ColumnType<Date, Date, never>;
  sent_at: Date | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: ColumnType<Date, Date, never>;
  used_at: Date | null;
}
