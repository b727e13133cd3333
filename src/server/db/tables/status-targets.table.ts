import type { ColumnType } from 'kysely';
import type { OrderStatus } from '../../../domain/order/order-status';

/** The provider's target per status, in hours; a status without a row keeps the default. */
export interface StatusTargetsTable {
  status: OrderStatus;
  hours: number;
  updated_at: Date;
}

/** A wait the dashboard measures, written when it ends. */
export interface OrderWaitsTable {
  id: ColumnType<string, string | undefined, never>;
  order_id: string;
  span: string;
  started_at: Date;
  ended_at: Date;
  hours: number;
}
