import type { ColumnType } from 'kysely';

export interface PatientsTable {
  id: string;
  dentist_id: string;
  first_name: string;
  last_name: string;
  search_name: string;
  cpf: string | null;
  gender: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  deleted_at: Date | null;
}
