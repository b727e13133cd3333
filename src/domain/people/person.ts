import * as t from 'io-ts';
import { withoutTypedTitle } from './person-name';

// ---- model ----

export const Role = t.keyof({ DENTIST: null, EMPLOYEE: null, CONSULTANT: null, PLANNER: null });
export type Role = t.TypeOf<typeof Role>;

export const Gender = t.keyof({ MALE: null, FEMALE: null });
export type Gender = t.TypeOf<typeof Gender>;

export const genderLabels: Readonly<Record<Gender, string>> = { MALE: 'Masculino', FEMALE: 'Feminino' };

// ---- rules ----

/** Staff work every order from /attendant; dentists only their own. */
export const isStaff = (role: Role): boolean => role !== 'DENTIST';

/** Spec §2: Dr. for a male dentist, Dra. for a female one, nothing otherwise. */
export const titlePrefix = (role: Role, gender: Gender | null | undefined): string => (role !== 'DENTIST' ? '' : gender === 'MALE' ? 'Dr.' : gender === 'FEMALE' ? 'Dra.' : '');

/** The name as the header shows it, with its title prefix, once: a title typed in the name gives way to it. */
export const displayName = (name: string, role: Role, gender: Gender | null | undefined): string => {
  const prefix = titlePrefix(role, gender);
  return prefix === '' ? name : `${prefix} ${withoutTypedTitle(name)}`;
};
