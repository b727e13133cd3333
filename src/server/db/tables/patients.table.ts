import type { ColumnType } from 'kysely';
import type { Gender } from '../../../domain/people/person';

export interface PatientsTable {
  id: string;
  dentist_id: string;
  first_name: string;
  last_name: string;
  search_name: string;
  cpf: string | null;
  gender: Gender | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  deleted_at: Date | null;
}
