import * as t from 'io-ts';

// ---- model ----

const statusLabels = {
  DRAFT: 'Rascunho',
  RECEIVED: 'Recebido',
  WAITING_MODEL: 'Aguardando modelo',
  MODEL_RECEIVED: 'Modelo recebido',
  ANALYSIS: 'Em análise',
  WAITING_NEW_FILE: 'Aguardando novo arquivo',
  WAITING_NEW_MODEL: 'Aguardando novo modelo',
  NEW_FILE_RECEIVED: 'Novo arquivo recebido',
  NEW_MODEL_RECEIVED: 'Novo modelo recebido',
  MODEL_DIGITALIZATION: 'Digitalização do modelo',
  WAITING_VIRTUAL_PLANNING: 'Aguardando planejamento virtual',
  VIRTUAL_PLANNING: 'Planejamento virtual',
  WAITING_FOR_APPROVAL: 'Aguardando aprovação',
  CANCELLED: 'Cancelado',
  REVIEW_REQUESTED: 'Revisão solicitada',
  APPROVED: 'Aprovado',
  PRODUCTION: 'Em produção',
  PREPARE_SHIPPING: 'Preparando envio',
  SHIPPED: 'Enviado',
  FINISHED: 'Finalizado',
  WAITING_FOR_PAYMENT: 'Aguardando pagamento',
} as const;

export const OrderStatus = t.keyof(statusLabels);
export type OrderStatus = t.TypeOf<typeof OrderStatus>;

/** Every status, in the order of spec §4. */
export const orderStatuses = Object.keys(statusLabels) as readonly OrderStatus[];

/** Spec §4: RECEIVED through VIRTUAL_PLANNING. */
export const inPlanningStatuses: readonly OrderStatus[] = [
  'RECEIVED',
  'WAITING_MODEL',
  'MODEL_RECEIVED',
  'ANALYSIS',
  'WAITING_NEW_FILE',
  'WAITING_NEW_MODEL',
  'NEW_FILE_RECEIVED',
  'NEW_MODEL_RECEIVED',
  'MODEL_DIGITALIZATION',
  'WAITING_VIRTUAL_PLANNING',
  'VIRTUAL_PLANNING',
];

/** Spec §4: the post-approval and closed group. */
export const postApprovalStatuses: readonly OrderStatus[] = ['APPROVED', 'PRODUCTION', 'PREPARE_SHIPPING', 'SHIPPED', 'FINISHED', 'CANCELLED'];

export const StatusGroup = t.keyof({ IN_PLANNING: null, POST_APPROVAL: null });
export type StatusGroup = t.TypeOf<typeof StatusGroup>;

export const statusGroupLabels: Readonly<Record<StatusGroup, string>> = {
  IN_PLANNING: 'Em planejamento',
  POST_APPROVAL: 'Aprovados e encerrados',
};

/** The orders lists' tabs: /orders, /orders/completed, /orders/physical-delivery. */
export const OrderListTab = t.keyof({ active: null, completed: null, 'physical-delivery': null });
export type OrderListTab = t.TypeOf<typeof OrderListTab>;

export const orderListTabs: readonly OrderListTab[] = ['active', 'completed', 'physical-delivery'];

export const orderListTabLabels: Readonly<Record<OrderListTab, string>> = {
  active: 'Em andamento',
  completed: 'Concluídos',
  'physical-delivery': 'Entrega física',
};

const completedStatuses: readonly OrderStatus[] = ['FINISHED', 'CANCELLED'];
// Orders whose plaster model is still on its way to the lab or being digitised.
const physicalDeliveryStatuses: readonly OrderStatus[] = ['WAITING_MODEL', 'MODEL_RECEIVED', 'MODEL_DIGITALIZATION'];

// ---- rules ----

/** The Portuguese label of a status. */
export const statusLabel = (status: OrderStatus): string => statusLabels[status];

/** The group of spec §4 a status belongs to, if any. */
export const statusGroupOf = (status: OrderStatus): StatusGroup | undefined =>
  inPlanningStatuses.includes(status) ? 'IN_PLANNING' : postApprovalStatuses.includes(status) ? 'POST_APPROVAL' : undefined;

/** Every status of a group. */
export const statusesOfGroup = (group: StatusGroup): readonly OrderStatus[] => (group === 'IN_PLANNING' ? inPlanningStatuses : postApprovalStatuses);

/** Which list tab shows an order: each status belongs to exactly one tab. */
export const listTabOf = (status: OrderStatus): OrderListTab =>
  completedStatuses.includes(status) ? 'completed' : physicalDeliveryStatuses.includes(status) ? 'physical-delivery' : 'active';

/** Every status shown in a tab. */
export const statusesOfTab = (tab: OrderListTab): readonly OrderStatus[] => orderStatuses.filter((status) => listTabOf(status) === tab);

/** Statuses of an order that has been approved and paid for: approval requires the payment (decisions §8). */
export const paidStatuses: readonly OrderStatus[] = ['APPROVED', 'PRODUCTION', 'PREPARE_SHIPPING', 'SHIPPED', 'FINISHED'];
