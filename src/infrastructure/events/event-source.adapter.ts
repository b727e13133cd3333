import { inject, injectable } from 'inversify';
import { Observable } from 'rxjs';
import { isRight } from 'fp-ts/Either';
import { OrderEventMessage, orderEventName } from '../../contract/events.contract';
import { eventEndpoints } from '../../contract/routes/events.endpoints';
import type { LiveEventSource, LiveSignal } from '../../application/ports/live-events';
import { ApiClient } from '../http/api-client';

/**
 * The browser's EventSource on `GET /api/events` (the session cookie signs it in). EventSource
 * reconnects by itself after a network drop and sends Last-Event-ID; when the server closes
 * it for good (a restart answering 503, a lost session), the observable errors and the
 * application decides when to try again.
 */
@injectable()
export class EventSourceAdapter implements LiveEventSource {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  connect(): Observable<LiveSignal> {
    return new Observable<LiveSignal>((subscriber) => {
      const source = new EventSource(this.api.href(eventEndpoints.stream));
      source.onopen = () => subscriber.next({ kind: 'open' });
      source.addEventListener(orderEventName, (message) => {
        const decoded = OrderEventMessage.decode(JSON.parse((message as MessageEvent<string>).data));
        if (isRight(decoded)) subscriber.next({ kind: 'event', event: decoded.right });
      });
      source.onerror = () => {
        subscriber.next({ kind: 'down' });
        if (source.readyState === EventSource.CLOSED) subscriber.error(new Error('event stream closed'));
      };
      return () => source.close();
    });
  }
}
