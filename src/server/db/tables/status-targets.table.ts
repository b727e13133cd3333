import type { OrderStatus } from '../../../domain/order/order-status';

/** The provider's target per status, in hours (issue 37); a status without a row keeps the default. */
export interface StatusTargetsTable {
  status: OrderStatus;
  hours: number;
  updated_at: Date;
}
