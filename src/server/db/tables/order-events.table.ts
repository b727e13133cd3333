import type { ColumnType, Generated } from 'kysely';
import type { OrderEventKind } from '../../../domain/events/order-event';
import type { OrderStatus } from '../../../domain/order/order-status';

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  dentist_id: string;
  actor_id: string | null;
  by_staff: boolean;
  kind: OrderEventKind;
  from_status: OrderStatus | null;
  to_status: OrderStatus | null;
  at: ColumnType<Date, Date, never>;
}

export interface NotificationMarksTable {
  user_id: string;
  read_through: number;
}

export interface NotificationReadsTable {
  user_id: string;
  event_id: number;
}
