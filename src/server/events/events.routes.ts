import type { FastifyInstance } from 'fastify';
import { eventEndpoints } from '../../contract/routes/events.endpoints';
import { OrderEventMessage, notificationListSize, orderEventName } from '../../contract/events.contract';
import type { AppDeps } from '../app-deps';
import { secretTokenHash } from '../accounts/secret-token';
import { type OrderEventHub, tooManyStreamsMessage } from './order-event-hub';
import { tokenOf } from '../http/authenticate';
import { orFail, tooManyRequests } from '../http/http-error';
import { sent, serve, serveEventStream } from '../http/serve';
import { markAllNotificationsRead, markNotificationRead, recipientOf } from './notification-reads';
import { recentNotifications, unreadNotificationCount } from './notifications.repository';
import { orderEventsAfter, type StoredOrderEvent } from '../orders/order-events.repository';

const lastEventIdOf = (header: string | null): number | undefined => (header !== null && /^\d{1,15}$/.test(header) ? Number(header) : undefined);

/** Live updates: the event stream of the orders a person may see, and their notification centre. */
export const eventsRoutes = (app: FastifyInstance, { db }: AppDeps, hub: OrderEventHub): void => {
  serveEventStream(app, eventEndpoints.stream, async ({ user, request, reply }) => {
    const sessionHash = secretTokenHash(tokenOf(request) ?? '');
    const viewer = { id: user.id, role: user.role };
    const message = (event: StoredOrderEvent) => ({
      id: String(event.id),
      event: orderEventName,
      data: OrderEventMessage.encode({
        id: event.id,
        orderId: event.orderId as OrderEventMessage['orderId'],
        kind: event.kind,
        from: event.from,
        to: event.to,
        byStaff: event.byStaff,
        mine: event.actorId === user.id,
        at: event.at.toISOString() as OrderEventMessage['at'],
      }),
    });
    // Sent one after another, so a browser never sees a later id before an earlier one it was given.
    let writing: Promise<void> = Promise.resolve();
    const write = (event: StoredOrderEvent) => {
      writing = writing.then(() => (reply.sse.isConnected ? reply.sse.send(message(event)) : undefined)).catch(() => undefined);
    };
    // Live events are held back until the replay of what was missed has gone out.
    let held: StoredOrderEvent[] | undefined = [];
    const remove = hub.add({
      viewer,
      sessionHash,
      send: (event) => (held ? held.push(event) : write(event)),
      end: () => reply.sse.close(),
    });
    if (!remove) throw tooManyRequests(tooManyStreamsMessage);
    reply.sse.onClose(remove);
    reply.header('cache-control', 'no-store');
    reply.sse.keepAlive();
    reply.sse.sendHeaders(200);
    // Tells the browser how soon to come back after a drop.
    reply.raw.write('retry: 3000\n\n');
    const after = lastEventIdOf(reply.sse.lastEventId);
    const replayed = after === undefined ? [] : await orderEventsAfter(db, after, recipientOf(user).dentistId);
    for (const event of replayed) write(event);
    const sentAlready = new Set(replayed.map((e) => e.id));
    const live = held;
    held = undefined;
    for (const event of live) if (!sentAlready.has(event.id)) write(event);
    return sent(reply);
  });

  serve(app, eventEndpoints.notifications, async ({ user }) => {
    const recipient = recipientOf(user);
    const [items, unread] = await Promise.all([recentNotifications(db, recipient, notificationListSize), unreadNotificationCount(db, recipient)]);
    return { unread, items: items.map((n) => ({ ...n, at: n.at.toISOString() })) };
  });

  serve(app, eventEndpoints.markRead, async ({ user, params: { id } }) => {
    orFail(await markNotificationRead(db, user, id));
  });

  serve(app, eventEndpoints.markAllRead, async ({ user }) => {
    await markAllNotificationsRead(db, user.id);
  });
};
