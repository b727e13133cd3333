import { isoDateToBr } from '../../domain/format/date';
import { AttachmentKind, attachmentKindLabels } from '../../domain/attachments/file-acceptance';
import { CaseType, caseTypeLabel } from '../../domain/order/order-labels';
import { OrderStatus, statusLabel } from '../../domain/order/order-status';
import type { AuditEntry } from '../../contract/admin-order.contract';
import { formatDateTime } from '../order-page/order-page.view';

const actionTitles: Readonly<Record<string, string>> = {
  EDIT: 'Dados do pedido alterados',
  CANCEL: 'Pedido cancelado',
  REQUEST_APPROVAL: 'Aprovação solicitada',
  ADD_BALANCE: 'Saldo adicionado',
  ADDRESS: 'Endereço alterado',
  PATIENT: 'Paciente alterado',
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
};

const fieldLabels: Readonly<Record<string, string>> = {
  caseNumber: 'Nº do caso',
  caseContinuationNumber: 'Nº da continuação',
  responsableId: 'Responsável',
  relationshipConsultantId: 'Consultor de relacionamento',
  acquisitionConsultantId: 'Consultor de aquisição',
  forecastApprovalDate: 'Previsão de aprovação',
  forecastComment: 'Comentário da previsão',
  caseType: 'Tipo de caso',
  status: 'Status',
  product: 'Produto',
  quantity: 'Quantidade',
  description: 'Descrição',
  arcade: 'Arcada',
  amount: 'Quantidade',
  type: 'Tipo',
  comment: 'Comentário',
  viewerUrl: 'Link do visualizador',
};

const peopleFields = ['responsableId', 'relationshipConsultantId', 'acquisitionConsultantId'];

// Values as people read them: labels for codes, dd/MM/yyyy for dates.
const valueLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  arcade: { SUPERIOR: 'Superior', INFERIOR: 'Inferior' },
  type: { PERCENTAGE: 'Percentual', VALUE: 'Valor em reais' },
};

const show = (key: string, v: unknown, nameOf: (id: string) => string | undefined): string => {
  if (v === null || v === undefined || v === '') return '—';
  const text = String(v);
  if (key === 'status' && OrderStatus.is(v)) return statusLabel(v);
  if (key === 'caseType' && CaseType.is(v)) return caseTypeLabel(v);
  if (key === 'type' && AttachmentKind.is(v)) return attachmentKindLabels[v];
  if (key === 'forecastApprovalDate' && /^\d{4}-\d{2}-\d{2}/.test(text)) return isoDateToBr(text);
  if (peopleFields.includes(key)) return nameOf(text) ?? text;
  return valueLabels[key]?.[text] ?? text;
};

export interface AuditLine {
  readonly title: string;
  readonly at: string;
  readonly by: string;
  readonly changes: readonly string[];
  readonly reason: string | null;
}

/** The audit trail as sentences: a field changed from one value to another, or the values of an addition. */
export const auditLines = (entries: readonly AuditEntry[], nameOf: (id: string) => string | undefined): AuditLine[] =>
  entries.map((e) => ({
    title: actionTitles[e.action] ?? e.action,
    at: formatDateTime(e.at),
    by: e.actorName ?? 'Usuário removido',
    changes: Object.entries(e.after)
      .filter(([key]) => key in fieldLabels)
      .map(([key, value]) => (key in e.before ? `${fieldLabels[key]}: ${show(key, e.before[key], nameOf)} → ${show(key, value, nameOf)}` : `${fieldLabels[key]}: ${show(key, value, nameOf)}`)),
    reason: e.reason,
  }));
