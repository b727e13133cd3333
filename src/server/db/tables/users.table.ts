import type { ColumnType, Generated } from 'kysely';
import type { Gender, Role } from '../../../domain/people/person';

// role and gender carry the domain's unions; migration 0001 makes the database refuse others.

export interface UsersTable {
  id: string;
  email: string;
  /** CPF or CNPJ digits, used as an alternative login. */
  document: string | null;
  name: string;
  search_name: string;
  role: Role;
  gender: Gender | null;
  password_hash: string;
  cro_number: string | null;
  phone: string | null;
  is_lead: Generated<boolean>;
  accredited: Generated<boolean>;
  /** KOL policy: bonus steps a month; null for dentists without one. */
  kol_monthly_bonus_steps: number | null;
  cro_state: string | null;
  specialty: string | null;
  clinic_name: string | null;
  onyx_code: string | null;
  relationship_consultant_id: string | null;
  acquisition_consultant_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PatientAccessLogTable {
  id: string;
  staff_id: string;
  /** The route pattern that answered. */
  what: string;
  /** The order, patient or dentist asked for, when there is one. */
  subject_id: string | null;
  /** JSON array of the patients whose data the answer carried. */
  patient_ids: string;
  at: Date;
}
