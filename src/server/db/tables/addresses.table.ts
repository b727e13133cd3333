import type { ColumnType, Generated } from 'kysely';

export interface AddressesTable {
  id: string;
  dentist_id: string;
  company_name: string | null;
  full_name: string | null;
  business_name: string | null;
  cpf: string | null;
  cnpj: string | null;
  phone: string;
  email: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  cep: string;
  is_dental_clinic: Generated<boolean>;
  state_registration: string | null;
  exempt_state_registration: Generated<boolean>;
  municipal_registration: string | null;
  is_simple_taxpayer: Generated<boolean>;
  is_phone_whatsapp: Generated<boolean>;
  is_shipping: Generated<boolean>;
  is_billing: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  deleted_at: Date | null;
}
