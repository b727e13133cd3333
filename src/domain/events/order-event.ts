import * as t from 'io-ts';
import { type OrderStatus, statusLabel } from '../order/order-status';
import { isStaff, type Role } from '../people/person';

/** What happened to an order, as the portal tells it live. */
export const OrderEventKind = t.keyof({
  STATUS_CHANGED: null,
  PLANNING_READY: null,
  DECISION_RECORDED: null,
  FILES_REQUESTED: null,
  FILES_RECEIVED: null,
  PAYMENT_CHOSEN: null,
  MESSAGE_POSTED: null,
  BONUS_APPLIED: null,
  /** Staff changed the order's own data (a field, a planning, an address): staff pages follow it, nobody is notified. */
  ORDER_EDITED: null,
  /** The dentist posted the models and gave their tracking code. */
  MODEL_POSTED: null,
  /** A planning's stage models were built, or refused: the planner's bookkeeping. */
  STAGES_READY: null,
  STAGES_REFUSED: null,
  /** A charge of the order was paid: by the bank's word, a statement, or confirmed by hand. */
  PAYMENT_RECEIVED: null,
  /** The staff attached the bank's boleto to a charge: the dentist can pay it. */
  BOLETO_ATTACHED: null,
  /** The staff cancelled one open charge of the order, saying why: it is no longer owed. */
  CHARGE_CANCELLED: null,
});
export type OrderEventKind = t.TypeOf<typeof OrderEventKind>;
export const orderEventKinds = Object.keys(OrderEventKind.keys) as readonly OrderEventKind[];

const decisions: readonly OrderStatus[] = ['APPROVED', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT'];
const filesRequested: readonly OrderStatus[] = ['WAITING_NEW_FILE', 'WAITING_NEW_MODEL'];
const filesReceived: readonly OrderStatus[] = ['NEW_FILE_RECEIVED', 'NEW_MODEL_RECEIVED', 'MODEL_RECEIVED'];

/**
 * The kind of event a status move is: the moves a dentist or the lab waits for have their own
 * kind (a planning to approve, a decision, files asked for or received); any other is a
 * status change.
 */
export const eventKindOfTransition = (to: OrderStatus): OrderEventKind => {
  if (to === 'WAITING_FOR_APPROVAL') return 'PLANNING_READY';
  if (decisions.includes(to)) return 'DECISION_RECORDED';
  if (filesRequested.includes(to)) return 'FILES_REQUESTED';
  if (filesReceived.includes(to)) return 'FILES_RECEIVED';
  return 'STATUS_CHANGED';
};

export interface EventViewer {
  readonly id: string;
  readonly role: Role;
}

/**
 * Kinds written by work done after the request that asked for it answered (a stage build): news
 * of a person's own action that is never part of the save itself, however soon it comes.
 */
export const laterOutcomeKinds: readonly OrderEventKind[] = ['STAGES_READY', 'STAGES_REFUSED'];

/** Kinds only staff pages hear of: the staff's own bookkeeping on an order. */
export const staffOnlyKinds: readonly OrderEventKind[] = ['ORDER_EDITED', 'STAGES_READY', 'STAGES_REFUSED'];

/** Kinds that are news to a person (the bell); the others only keep open pages current. */
export const notifiableKinds: readonly OrderEventKind[] = (Object.keys(OrderEventKind.keys) as OrderEventKind[]).filter((k) => k !== 'ORDER_EDITED');

/** The kinds a person's bell lists: a dentist's leaves out the staff's bookkeeping (a stage build is the planner's work in progress). */
export const bellKinds = (staff: boolean): readonly OrderEventKind[] => (staff ? notifiableKinds : notifiableKinds.filter((k) => !staffOnlyKinds.includes(k)));

/** A dentist hears of their own orders only, and not of the staff's bookkeeping; staff hear of every order. */
export const mayReceive = (viewer: EventViewer, event: { readonly dentistId: string; readonly kind: OrderEventKind }): boolean =>
  isStaff(viewer.role) || (event.dentistId === viewer.id && !staffOnlyKinds.includes(event.kind));

/** A person is notified of news they may receive that someone else made; their own, in another tab, still updates it. */
export const notifies = (viewer: EventViewer, event: { readonly dentistId: string; readonly actorId: string | null; readonly kind: OrderEventKind }): boolean =>
  mayReceive(viewer, event) && notifiableKinds.includes(event.kind) && event.actorId !== viewer.id;

export interface DescribedEvent {
  readonly kind: OrderEventKind;
  readonly to: OrderStatus | null;
  readonly byStaff: boolean;
}

/** The sentence a notification shows, in Portuguese; never an enum value. */
export const describeOrderEvent = (event: DescribedEvent): string => {
  switch (event.kind) {
    case 'PLANNING_READY':
      return 'Planejamento pronto para sua aprovação';
    case 'DECISION_RECORDED':
      if (event.to === 'APPROVED') return 'Planejamento aprovado';
      if (event.to === 'REVIEW_REQUESTED') return 'Revisão do planejamento solicitada';
      return 'Planejamento pré-aprovado, aguardando pagamento';
    case 'FILES_REQUESTED':
      return event.to === 'WAITING_NEW_MODEL' ? 'O laboratório pediu um novo modelo' : 'O laboratório pediu novos arquivos';
    case 'FILES_RECEIVED':
      if (event.to === 'MODEL_RECEIVED') return 'Modelo recebido pelo laboratório';
      if (event.to === 'NEW_MODEL_RECEIVED') return 'Novo modelo enviado pelo dentista';
      if (event.to === 'NEW_FILE_RECEIVED') return 'Novos arquivos enviados pelo dentista';
      return event.byStaff ? 'Arquivos do pedido atualizados pela equipe' : 'Arquivos do pedido atualizados pelo dentista';
    case 'PAYMENT_CHOSEN':
      return 'Forma de pagamento escolhida';
    case 'MESSAGE_POSTED':
      return event.byStaff ? 'Nova mensagem da equipe' : 'Nova mensagem do dentista';
    case 'BONUS_APPLIED':
      return 'Saldo de bônus aplicado ao planejamento';
    case 'STATUS_CHANGED':
      return event.to === null ? 'Pedido atualizado' : `Status alterado para ${statusLabel(event.to)}`;
    case 'ORDER_EDITED':
      return 'Dados do pedido alterados pela equipe';
    case 'MODEL_POSTED':
      return 'Modelos enviados pelo correio, com código de rastreio';
    case 'STAGES_READY':
      return 'Modelos das etapas prontos para ver em 3D';
    case 'STAGES_REFUSED':
      return 'Modelos das etapas recusados: veja o motivo no planejamento';
    case 'PAYMENT_RECEIVED':
      return 'Pagamento recebido';
    case 'BOLETO_ATTACHED':
      return 'Boleto disponível para pagamento';
    case 'CHARGE_CANCELLED':
      return 'Cobrança cancelada pela equipe';
  }
};
