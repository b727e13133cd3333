import type { Observable } from 'rxjs';
import type { Notifications } from '../../contract/events.contract';
import type { OrderEventMessage } from '../../contract/events.contract';
import type { ApiResult } from './api-error';

/** What the event stream tells: it opened (or reopened), an event came, or it dropped. */
export type LiveSignal = { readonly kind: 'open' } | { readonly kind: 'event'; readonly event: OrderEventMessage } | { readonly kind: 'down' };

/**
 * The server's event stream. Subscribing opens it, unsubscribing closes it; it reconnects by
 * itself after a drop (telling `down`, then `open`), and errors only when it gave up.
 */
export interface LiveEventSource {
  connect(): Observable<LiveSignal>;
}

/**
 * Whether the person can see the page (the tab is in front, the window not minimised). A
 * browser keeps at most six connections to a server over HTTP/1.1, and each open event stream
 * holds one: only pages that can be seen hold theirs.
 */
export interface PageVisibility {
  readonly visible$: Observable<boolean>;
}

export interface NotificationsGateway {
  list(): ApiResult<Notifications>;
  markRead(id: number): ApiResult<void>;
  markAllRead(): ApiResult<void>;
}
