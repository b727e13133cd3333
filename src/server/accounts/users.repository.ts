import type { Selectable } from 'kysely';
import type { Gender, Role } from '../../domain/people/person';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/tables/users.table';

export interface User {
  readonly id: string;
  readonly email: string;
  readonly document: string | null;
  readonly name: string;
  readonly role: Role;
  readonly gender: Gender | null;
  readonly croNumber: string | null;
  readonly phone: string | null;
  readonly isLead: boolean;
  readonly accredited: boolean;
  readonly kolMonthlyBonusSteps: number | null;
  readonly croState: string | null;
  readonly specialty: string | null;
  readonly clinicName: string | null;
}

export const toUser = (row: Selectable<UsersTable>): User => ({
  id: row.id,
  email: row.email,
  document: row.document,
  name: row.name,
  role: row.role,
  gender: row.gender,
  croNumber: row.cro_number,
  phone: row.phone,
  isLead: row.is_lead,
  accredited: row.accredited,
  kolMonthlyBonusSteps: row.kol_monthly_bonus_steps,
  croState: row.cro_state,
  specialty: row.specialty,
  clinicName: row.clinic_name,
});

/** The user and password hash for a normalised username: e-mail or CPF/CNPJ digits. */
export const findCredentials = async (db: Db, username: string): Promise<{ user: User; passwordHash: string } | undefined> => {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => (username.includes('@') ? eb('email', '=', username) : eb('document', '=', username)))
    .executeTakeFirst();
  return row && { user: toUser(row), passwordHash: row.password_hash };
};

export const findUserById = async (db: Db, id: string): Promise<User | undefined> => {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
};

/** Dentists by name, for the staff's orders filter. */
export const listDentists = (db: Db): Promise<{ id: string; name: string }[]> =>
  db.selectFrom('users').select(['id', 'name']).where('role', '=', 'DENTIST').orderBy('name').execute();
