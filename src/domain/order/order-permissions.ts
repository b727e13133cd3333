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
