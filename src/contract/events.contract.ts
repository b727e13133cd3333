import * as t from 'io-ts';
import { OrderEventKind } from '../domain/events/order-event';
import { OrderStatus } from '../domain/order/order-status';
import { IsoInstant, PositiveIntFromString, Uuid } from './common.contract';

/**
 * One event of `GET /api/events` (its SSE id is `id`): ids and the change, never a patient's
 * data; the screens fetch what they show.
 */
export const OrderEventMessage = t.type(
  {
    id: t.number,
    orderId: Uuid,
    kind: OrderEventKind,
    from: t.union([OrderStatus, t.null]),
    to: t.union([OrderStatus, t.null]),
    byStaff: t.boolean,
    /** The receiver did it themselves (in another tab): screens refresh, nobody is notified. */
    mine: t.boolean,
    at: IsoInstant,
  },
  'OrderEventMessage',
);
export type OrderEventMessage = t.TypeOf<typeof OrderEventMessage>;

/** The SSE event name of an order event. */
export const orderEventName = 'order';

export const Notification = t.type(
  {
    id: t.number,
    orderId: Uuid,
    patientId: Uuid,
    patientName: t.string,
    caseNumber: t.union([t.number, t.null]),
    kind: OrderEventKind,
    to: t.union([OrderStatus, t.null]),
    byStaff: t.boolean,
    at: IsoInstant,
    read: t.boolean,
  },
  'Notification',
);
export type Notification = t.TypeOf<typeof Notification>;

export const Notifications = t.type({ unread: t.number, items: t.array(Notification) }, 'Notifications');
export type Notifications = t.TypeOf<typeof Notifications>;

/** A notification addressed by its event id. */
export const NotificationParams = t.type({ id: PositiveIntFromString }, 'NotificationParams');

/** How many notifications the centre lists. */
export const notificationListSize = 20;
