import { fieldLabel, firstProblem } from '../../domain/shared/errors';
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
  recommendationOpinion: 'Comentário sobre a recomendação',
  confidenceOpinion: 'Comentário sobre a confiança',
  planningScore: 'Nota do planejamento',
  planningOpinion: 'Comentário sobre o planejamento',
  username: 'Usuário',
  origin: 'Origem',
  page: 'Página',
  limit: 'Itens por página',
  search: 'Busca',
  tab: 'Aba',
  filter: 'Filtro',
  message: 'Mensagem',
  messageTypeId: 'Tipo de mensagem',
  reason: 'Motivo',
  kind: 'Tipo de arquivo',
  type: 'Tipo',
  status: 'Status',
  planningId: 'Planejamento',
  patientId: 'Paciente',
  dentistId: 'Dentista',
  installments: 'Parcelas',
  paymentConditionId: 'Condição de pagamento',
  code: 'Código',
  onyxCode: 'Código do Onyx',
  version: 'Versão',
  statusId: 'Status',
  comment: 'Comentário',
  description: 'Descrição',
  value: 'Valor',
  quantity: 'Quantidade',
  amount: 'Quantidade',
  product: 'Produto',
  productId: 'Produto',
  arcade: 'Arcada',
  attachmentId: 'Arquivo',
  dentist: 'Saldo da carteira',
  kol: 'Saldo KOL',
  patient: 'Saldo do paciente',
  key: 'Etapa',
  answers: 'Respostas',
  score: 'Nota',
  answer: 'Resposta',
  question: 'Pergunta',
  filters: 'Filtros',
  clinicName: 'Nome da clínica',
  'idempotency-key': 'Chave de idempotência',
};

/** Fields whose name means one thing in one request and another elsewhere, named by their codec instead. */
const codecLabels: Record<string, string> = {
  MailNotificationKind: 'Tipo de aviso',
};

/** The Portuguese name of a request field (its codec's, else its first segment's), or undefined when it has none. */
export const wireLabel = (path: string, codecName?: string): string | undefined =>
  (codecName !== undefined && Object.hasOwn(codecLabels, codecName) ? codecLabels[codecName] : undefined) ?? (path === '' ? undefined : fieldLabel(fieldLabels, path));

/** Answers 400 with the first rule the input breaks, naming the field; does nothing when valid. */
export const rejectInvalid = (errors: Readonly<Record<string, string | undefined>>, labels: Readonly<Record<string, string>> = fieldLabels): void => {
  const problem = firstProblem(errors, labels);
  if (problem !== undefined) throw badRequest(problem);
};
