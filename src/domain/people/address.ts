import { isBrazilianState } from './brazilian-states';
import { personNameProblem } from './person-name';
import { cnpjProblem, cpfProblem, documentMessages } from './document';
import { setIfAny } from '../shared/errors';
import { invalidEmailMessage, isValidEmail } from './email';
import { lengthErrors, textLimits } from '../shared/text-limits';

// ---- model ----

/** The address form as typed: masked texts and flags. */
export interface AddressForm {
  readonly buyAs: string;
  readonly companyName: string;
  readonly cnpj: string;
  readonly businessName: string;
  readonly stateRegistration: string;
  readonly exemptStateRegistration: boolean;
  readonly municipalRegistration: string;
  readonly isSimpleTaxpayer: boolean;
  readonly fullName: string;
  readonly cpf: string;
  readonly cep: string;
  readonly street: string;
  readonly number: string;
  readonly complement: string;
  readonly neighborhood: string;
  readonly city: string;
  readonly state: string;
  readonly phone: string;
  readonly isPhoneWhatsApp: boolean;
  readonly email: string;
  readonly isDentalClinic: boolean;
  readonly isShipping: boolean;
  readonly isBilling: boolean;
}

export type AddressErrors = Partial<Record<keyof AddressForm, string>>;

export const addressMessages = {
  required: 'Campo obrigatório',
  invalidOption: 'Opção inválida',
  cnpj: documentMessages.cnpjInvalid,
  cpf: documentMessages.cpfInvalid,
  stateRegistration: 'Campo obrigatório se não isento',
  cep: 'CEP inválido',
  street: 'Rua inválida',
  phone: 'Telefone inválido',
  email: invalidEmailMessage,
  state: 'UF inválida',
} as const;

export const emptyAddressForm: AddressForm = {
  buyAs: 'CPF',
  companyName: '',
  cnpj: '',
  businessName: '',
  stateRegistration: '',
  exemptStateRegistration: false,
  municipalRegistration: '',
  isSimpleTaxpayer: false,
  fullName: '',
  cpf: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  phone: '',
  isPhoneWhatsApp: false,
  email: '',
  isDentalClinic: false,
  isShipping: true,
  isBilling: true,
};

/** Masked phone (00) 00000-0000 has 15 characters. */
export const phoneMinLength = 15;
export const streetMinLength = 3;

/** Every typed field of an address takes the same length, as the wire's codec does. */
const addressLimits = Object.fromEntries(
  (
    [
      'companyName',
      'cnpj',
      'businessName',
      'stateRegistration',
      'municipalRegistration',
      'fullName',
      'cpf',
      'cep',
      'street',
      'number',
      'complement',
      'neighborhood',
      'city',
      'state',
      'phone',
      'email',
    ] as const
  ).map((f) => [f, textLimits.addressField]),
);

// ---- rules ----

const blank = (s: string) => s.trim() === '';

/** Every error of the address form, by field, with the messages of spec §5. */
export const validateAddress = (form: AddressForm): AddressErrors => {
  const errors: Record<string, string> = {};
  const need = (field: keyof AddressForm) => {
    if (blank(String(form[field]))) errors[field] = addressMessages.required;
  };

  if (form.buyAs !== 'CPF' && form.buyAs !== 'CNPJ') errors.buyAs = addressMessages.invalidOption;
  if (form.buyAs === 'CNPJ') {
    need('companyName');
    need('businessName');
    if (blank(form.cnpj)) errors.cnpj = addressMessages.required;
    else setIfAny(errors, 'cnpj', cnpjProblem(form.cnpj));
    if (!form.exemptStateRegistration && blank(form.stateRegistration)) errors.stateRegistration = addressMessages.stateRegistration;
  }
  if (form.buyAs === 'CPF') {
    need('fullName');
    setIfAny(errors, 'fullName', personNameProblem(form.fullName));
    if (blank(form.cpf)) errors.cpf = addressMessages.required;
    else setIfAny(errors, 'cpf', cpfProblem(form.cpf));
  }

  if (blank(form.cep)) errors.cep = addressMessages.required;
  else if (!/^\d{5}-?\d{3}$/.test(form.cep.trim())) errors.cep = addressMessages.cep;
  if (blank(form.street)) errors.street = addressMessages.required;
  else if (form.street.trim().length < streetMinLength) errors.street = addressMessages.street;
  need('number');
  need('neighborhood');
  need('city');
  if (blank(form.state)) errors.state = addressMessages.required;
  else if (!isBrazilianState(form.state)) errors.state = addressMessages.state;
  if (blank(form.phone)) errors.phone = addressMessages.required;
  else if (form.phone.trim().length < phoneMinLength) errors.phone = addressMessages.phone;
  if (blank(form.email)) errors.email = addressMessages.required;
  else if (!isValidEmail(form.email)) errors.email = addressMessages.email;
  return { ...errors, ...lengthErrors(form, addressLimits) };
};

/** Ticking 'isento' clears the state registration (spec §5). */
export const setExemptStateRegistration = (form: AddressForm, exempt: boolean): AddressForm => ({
  ...form,
  exemptStateRegistration: exempt,
  stateRegistration: exempt ? '' : form.stateRegistration,
});

/** How an address is called in lists and cards: a company by its nome fantasia (or razão social), a person by name. */
export const addressTitle = (a: Pick<AddressForm, 'buyAs' | 'businessName' | 'companyName' | 'fullName'>): string =>
  a.buyAs === 'CNPJ' ? a.businessName.trim() || a.companyName : a.fullName;

/** The line a selection grid shows for an address. */
export const addressSummary = (a: Pick<AddressForm, 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'cep'>): string =>
  `${a.street}, ${a.number}${a.complement.trim() ? ` – ${a.complement.trim()}` : ''} – ${a.neighborhood}, ${a.city}/${a.state} – CEP ${a.cep}`;
