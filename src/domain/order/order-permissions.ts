import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/domain-error';
import { planningEditable } from './order-lifecycle';
import type { OrderStatus } from './order-status';

/** The dentist decides on a planning (payment, upgrade, balance, current planning) only while it waits for approval. */
export const planningDecisionOpen = (status: OrderStatus): boolean => status === 'WAITING_FOR_APPROVAL';

// Addresses can change until production starts: after that the plates are made for where they go.
const addressLockedStatuses: readonly OrderStatus[] = ['PRODUCTION', 'PREPARE_SHIPPING', 'SHIPPED', 'FINISHED', 'CANCELLED'];

/** Whether the dentist may still change the order's shipping or billing address. */
export const addressChangeable = (status: OrderStatus): boolean => status !== 'DRAFT' && !addressLockedStatuses.includes(status);

/** New files and models are sent while the provider waits for them. */
export const attachmentsReplaceable = (status: OrderStatus): boolean => status === 'WAITING_NEW_FILE' || status === 'WAITING_NEW_MODEL';

/** Approval is requested for a planning: the order must be in VIRTUAL_PLANNING and have one. */
export const approvalRequestable = (status: OrderStatus, plannings: number): boolean => status === 'VIRTUAL_PLANNING' && plannings > 0;

/** Staff set a planning's bonus balance while planning and while the dentist decides. */
export const staffBalanceOpen = (status: OrderStatus): boolean => status === 'VIRTUAL_PLANNING' || status === 'WAITING_FOR_APPROVAL';

/** Staff may redirect an order's delivery or billing until it ships. */
export const staffAddressChangeable = (status: OrderStatus): boolean => !['SHIPPED', 'FINISHED', 'CANCELLED'].includes(status);

// ---- refusals: each rule above as the server answers a request it does not allow ----

export const permissionMessages = {
  decisionClosed: 'O planejamento só pode ser alterado enquanto aguarda a sua aprovação.',
  addressLocked: 'O endereço não pode mais ser alterado: o pedido já está em produção ou encerrado.',
  attachmentsLocked: 'Os arquivos só podem ser trocados enquanto aguardamos novos arquivos ou modelos.',
  planningLocked: 'O planejamento só pode ser alterado com o pedido em Planejamento virtual.',
  noPlanning: 'Crie um planejamento antes de solicitar a aprovação.',
  attachmentKindMismatch: 'O arquivo enviado é de outro tipo do que o que será substituído.',
} as const;

export type Permission = E.Either<DomainError, void>;

const lockedUnless = (allowed: boolean, message: string): Permission => (allowed ? E.right(undefined) : E.left(domainError('ORDER_LOCKED', message)));

export const mayDecideOnPlanning = (status: OrderStatus): Permission => lockedUnless(planningDecisionOpen(status), permissionMessages.decisionClosed);
export const mayChangeAddress = (status: OrderStatus): Permission => lockedUnless(addressChangeable(status), permissionMessages.addressLocked);
export const staffMayChangeAddress = (status: OrderStatus): Permission => lockedUnless(staffAddressChangeable(status), permissionMessages.addressLocked);
export const mayReplaceAttachments = (status: OrderStatus): Permission => lockedUnless(attachmentsReplaceable(status), permissionMessages.attachmentsLocked);
export const mayRequestApproval = (status: OrderStatus, plannings: number): Permission => lockedUnless(approvalRequestable(status, plannings), permissionMessages.noPlanning);
export const staffMaySetBalance = (status: OrderStatus): Permission => lockedUnless(staffBalanceOpen(status), permissionMessages.planningLocked);
export const mayEditPlanning = (status: OrderStatus): Permission => lockedUnless(planningEditable(status), permissionMessages.planningLocked);

/** A file takes the place of one of its own kind only (an X-ray never replaces a photo). */
export const mayReplaceFileOfKind = (replaced: string, given: string): Permission =>
  replaced === given ? E.right(undefined) : E.left(domainError('REQUEST_REFUSED', permissionMessages.attachmentKindMismatch));
