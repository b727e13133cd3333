import type * as t from 'io-ts';
import type { Selectable } from 'kysely';
import { cnpjCharacters, onlyDigits, formatCep, formatPhone } from '../../domain/format/mask';
import { formatCnpj, formatCpf } from '../../domain/people/document';
import type { Address, AddressInput } from '../../contract/address.contract';
import type { Db } from '../db/database';
import type { AddressesTable } from '../db/tables/addresses.table';

const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

// Documents, CEP and phone are stored as digits (a CNPJ's letters upper-case); the wire carries them masked.
const toRow = (input: AddressInput) => {
  const company = input.buyAs === 'CNPJ';
  return {
    company_name: company ? orNull(input.companyName) : null,
    business_name: company ? orNull(input.businessName) : null,
    cnpj: company ? cnpjCharacters(input.cnpj) : null,
    state_registration: company && !input.exemptStateRegistration ? orNull(input.stateRegistration) : null,
    exempt_state_registration: company ? input.exemptStateRegistration : false,
    municipal_registration: company ? orNull(input.municipalRegistration) : null,
    is_simple_taxpayer: company ? input.isSimpleTaxpayer : false,
    full_name: company ? null : orNull(input.fullName),
    cpf: company ? null : onlyDigits(input.cpf),
    cep: onlyDigits(input.cep),
    street: input.street.trim(),
    number: input.number.trim(),
    complement: orNull(input.complement),
    neighborhood: input.neighborhood.trim(),
    city: input.city.trim(),
    state: input.state.trim(),
    phone: onlyDigits(input.phone),
    is_phone_whatsapp: input.isPhoneWhatsApp,
    email: input.email.trim(),
    is_dental_clinic: input.isDentalClinic,
    is_shipping: input.isShipping,
    is_billing: input.isBilling,
  };
};

/** What the screens show of an address row: its timestamps and owner stay behind (a row read as JSON fits too). */
export const toAddress = (r: Omit<Selectable<AddressesTable>, 'created_at' | 'deleted_at' | 'dentist_id'>): t.OutputOf<typeof Address> => ({
  id: r.id,
  buyAs: r.cnpj ? 'CNPJ' : 'CPF',
  companyName: r.company_name ?? '',
  cnpj: r.cnpj ? formatCnpj(r.cnpj) : '',
  businessName: r.business_name ?? '',
  stateRegistration: r.state_registration ?? '',
  exemptStateRegistration: r.exempt_state_registration,
  municipalRegistration: r.municipal_registration ?? '',
  isSimpleTaxpayer: r.is_simple_taxpayer,
  fullName: r.full_name ?? '',
  cpf: r.cpf ? formatCpf(r.cpf) : '',
  cep: formatCep(r.cep),
  street: r.street,
  number: r.number,
  complement: r.complement ?? '',
  neighborhood: r.neighborhood,
  city: r.city,
  state: r.state,
  phone: formatPhone(r.phone),
  isPhoneWhatsApp: r.is_phone_whatsapp,
  email: r.email,
  isDentalClinic: r.is_dental_clinic,
  isShipping: r.is_shipping,
  isBilling: r.is_billing,
});

export const listAddresses = async (db: Db, dentistId: string, page: number, limit: number): Promise<{ items: t.OutputOf<typeof Address>[]; total: number }> => {
  const base = db.selectFrom('addresses').where('dentist_id', '=', dentistId).where('deleted_at', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAddress), total: Number(count.n) };
};

/** The address and its owner, if it exists and was not deleted. */
export const findAddress = async (db: Db, id: string): Promise<{ address: t.OutputOf<typeof Address>; dentistId: string } | undefined> => {
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row && { address: toAddress(row), dentistId: row.dentist_id };
};

export const insertAddress = async (db: Db, id: string, dentistId: string, input: AddressInput, now: Date): Promise<t.OutputOf<typeof Address>> => {
  const row = await db
    .insertInto('addresses')
    .values({ id, dentist_id: dentistId, created_at: now, ...toRow(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAddress(row);
};

export const updateAddress = async (db: Db, id: string, input: AddressInput): Promise<t.OutputOf<typeof Address> | undefined> => {
  const row = await db.updateTable('addresses').set(toRow(input)).where('id', '=', id).where('deleted_at', 'is', null).returningAll().executeTakeFirst();
  return row && toAddress(row);
};

/** Orders keep pointing at a deleted address, so it is hidden rather than removed. */
export const deleteAddress = async (db: Db, id: string, now: Date): Promise<boolean> => {
  const result = await db.updateTable('addresses').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
