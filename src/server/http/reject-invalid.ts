import { badRequest } from './http-error';

/** Portuguese names of form fields, so a 400 says which field is wrong. */
const fieldLabels: Record<string, string> = {
  buyAs: 'Comprar como',
  companyName: 'Razão social',
  cnpj: 'CNPJ',
  businessName: 'Nome fantasia',
  stateRegistration: 'Inscrição estadual',
  fullName: 'Nome completo',
  cpf: 'CPF',
  cep: 'CEP',
  street: 'Rua',
  number: 'Número',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'UF',
  phone: 'Telefone',
  email: 'E-mail',
  name: 'Nome',
  gender: 'Gênero',
  croNumber: 'CRO',
  croState: 'UF do CRO',
  specialty: 'Especialidade',
  password: 'Senha',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  recommendationScore: 'Nota de recomendação',
  confidenceScore: 'Nota de confiança',
};

/** Answers 400 with the first rule the input breaks, naming the field; does nothing when valid. */
export const rejectInvalid = (errors: Readonly<Record<string, string | undefined>>, labels: Readonly<Record<string, string>> = fieldLabels): void => {
  const first = Object.entries(errors).find(([, message]) => message !== undefined);
  if (first) throw badRequest(`${first[1]} (${labels[first[0]] ?? labels[first[0].split('.')[0]!] ?? first[0]}).`);
};
