import { isoDateToBr } from '../../domain/format/date';
import { formatBRL } from '../../domain/format/money';
import { AttachmentKind, attachmentKindLabels } from '../../domain/attachments/file-acceptance';
import { CaseType, caseTypeLabel } from '../../domain/order/order-labels';
import { OrderStatus, statusLabel } from '../../domain/order/order-status';
import { discountRate } from '../../domain/order/price-line-labels';
import { formatDocument } from '../../domain/people/document';
import { Gender, genderLabels } from '../../domain/people/person';
import type { AuditEntry } from '../../contract/staff-order.contract';
import { formatDateTime } from '../order/order.view';

const actionTitles: Readonly<Record<string, string>> = {
  EDIT: 'Dados do pedido alterados',
  CANCEL: 'Pedido cancelado',
  REQUEST_APPROVAL: 'Aprovação solicitada',
  ADD_BALANCE: 'Saldo adicionado',
  ADDRESS: 'Endereço alterado',
  PATIENT: 'Paciente alterado',
  PATIENT_DATA: 'Dados do paciente alterados',
  ONYX_CODE: 'Código do Onyx alterado',
  ATTACHMENT: 'Arquivo do pedido alterado',
  PLANNING_CREATED: 'Planejamento criado',
  PLANNING_UPDATED: 'Planejamento atualizado',
  DISCOUNT_ADDED: 'Desconto adicionado',
  DISCOUNT_REMOVED: 'Desconto removido',
  PRODUCT_ADDED: 'Produto adicionado',
  PRODUCT_REMOVED: 'Produto removido',
  ARCADE_ADDED: 'Arcada adicionada',
  ARCADE_REMOVED: 'Arcada removida',
  BALANCE: 'Saldo bonificado definido',
  PLANNING_STAGES: 'Modelos das etapas enviados',
  CHAIR_WORK: 'IPR e attachments definidos',
  PAYMENT_CONFIRMED: 'Pagamento confirmado manualmente',
  PAYMENT_FROM_STATEMENT: 'Pagamento conferido no extrato bancário',
  BOLETO_ATTACHED: 'Boleto anexado à cobrança',
  CHARGE_CANCELLED: 'Cobrança cancelada',
};

type Show = (value: unknown, entry: AuditEntry, nameOf: (id: string) => string | undefined) => string;

const text: Show = (v) => String(v);
const coded =
  (labels: Readonly<Record<string, string>>) =>
  (v: unknown): string =>
    labels[String(v)] ?? String(v);
const kindLabels = coded({ PERCENTAGE: 'Percentual', VALUE: 'Valor em reais', DENTIST: 'Carteira do dentista', KOLS: 'Saldo KOL', PATIENT: 'Bônus de refinamento do paciente' });
const person: Show = (v, _, nameOf) => nameOf(String(v)) ?? 'Pessoa removida';
const count =
  (one: string, many: string): Show =>
  (v) =>
    `${String(v)} ${Number(v) === 1 ? one : many}`;
const money: Show = (v) => formatBRL(Number(v));

// Each field the trail may carry, with its label and how its values read: a code by its label,
// a date as dd/MM/yyyy, money in R$, a person by name. A field not listed here is not shown.
const fields: Readonly<Record<string, { readonly label: string; readonly show: Show }>> = {
  caseNumber: { label: 'Nº do caso', show: text },
  caseContinuationNumber: { label: 'Nº da continuação', show: text },
  responsableId: { label: 'Responsável', show: person },
  relationshipConsultantId: { label: 'Consultor de relacionamento', show: person },
  acquisitionConsultantId: { label: 'Consultor de aquisição', show: person },
  forecastApprovalDate: { label: 'Previsão de aprovação', show: (v) => (/^\d{4}-\d{2}-\d{2}/.test(String(v)) ? isoDateToBr(String(v)) : String(v)) },
  forecastComment: { label: 'Comentário da previsão', show: text },
  caseType: { label: 'Tipo de caso', show: (v) => (CaseType.is(v) ? caseTypeLabel(v) : String(v)) },
  status: { label: 'Status', show: (v) => (OrderStatus.is(v) ? statusLabel(v) : String(v)) },
  planning: { label: 'Planejamento', show: (v) => `nº ${String(v)}` },
  basedOnPrevious: { label: 'Baseado no planejamento anterior', show: (v) => (v ? 'Sim' : 'Não') },
  // A balance added names its product as a code; a planning's product is its name.
  product: { label: 'Produto', show: coded({ ALINHADORES: 'Alinhadores', PLACA_CONTENCAO: 'Placas de contenção' }) },
  quantity: { label: 'Quantidade', show: text },
  amount: { label: 'Quantidade', show: text },
  description: { label: 'Descrição', show: text },
  arch: { label: 'Arcada', show: coded({ upper: 'Superior', lower: 'Inferior' }) },
  type: { label: 'Tipo', show: (v) => (AttachmentKind.is(v) ? attachmentKindLabels[v] : kindLabels(v)) },
  value: { label: 'Valor', show: (v, e) => discountRate({ type: e.after.type === 'PERCENTAGE' ? 'PERCENTAGE' : 'VALUE', value: Number(v) }) },
  totalCents: { label: 'Total do planejamento', show: money },
  charge: { label: 'Cobrança', show: text },
  amountCents: { label: 'Valor', show: money },
  linhaDigitavel: { label: 'Linha digitável', show: text },
  walletSteps: { label: 'Etapas da carteira', show: count('etapa', 'etapas') },
  kolSteps: { label: 'Etapas KOL', show: count('etapa', 'etapas') },
  patientSteps: { label: 'Etapas do bônus do paciente', show: count('etapa', 'etapas') },
  comment: { label: 'Comentário', show: text },
  viewerUrl: { label: 'Link do visualizador', show: text },
  file: { label: 'Arquivo', show: text },
  ipr: { label: 'IPR', show: count('contato', 'contatos') },
  attachments: { label: 'Attachments', show: count('attachment', 'attachments') },
  shippingAddress: { label: 'Endereço de entrega', show: text },
  billingAddress: { label: 'Endereço de cobrança', show: text },
  patient: { label: 'Paciente', show: text },
  onyxCode: { label: 'Código do Onyx', show: text },
  firstName: { label: 'Nome', show: text },
  lastName: { label: 'Sobrenome', show: text },
  cpf: { label: 'CPF', show: (v) => formatDocument(String(v)) },
  gender: { label: 'Gênero', show: (v) => (Gender.is(v) ? genderLabels[v] : String(v)) },
};

const show = (key: string, v: unknown, entry: AuditEntry, nameOf: (id: string) => string | undefined): string =>
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- called only for keys listed in `fields` (shownKeys)
  v === null || v === undefined || v === '' ? '—' : fields[key]!.show(v, entry, nameOf);

export interface AuditLine {
  readonly title: string;
  readonly at: string;
  readonly by: string;
  readonly changes: readonly string[];
  readonly reason: string | null;
}

/** The audit trail as sentences: a field changed from one value to another ("de → para"), or the values of an addition. */
export const auditLines = (entries: readonly AuditEntry[], nameOf: (id: string) => string | undefined): AuditLine[] =>
  entries.map((e) => ({
    title: actionTitles[e.action] ?? 'Alteração no pedido',
    at: formatDateTime(e.at),
    by: e.actorName ?? 'Usuário removido',
    changes: Object.entries(e.after)
      .filter(([key]) => key in fields)
      .map(([key, value]) =>
        key in e.before
          ? // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- keys are filtered to those listed in `fields`
            `${fields[key]!.label}: ${show(key, e.before[key], e, nameOf)} → ${show(key, value, e, nameOf)}`
          : // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- keys are filtered to those listed in `fields`
            `${fields[key]!.label}: ${show(key, value, e, nameOf)}`,
      ),
    reason: e.reason,
  }));
