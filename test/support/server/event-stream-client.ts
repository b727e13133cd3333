import { createParser } from 'eventsource-parser';
import type { OrderEventMessage } from '../../../src/contract/events.contract';

/** An open `GET /api/events`, read as a browser's EventSource would (without reconnecting). */
export interface EventStreamClient {
  readonly status: number;
  readonly events: readonly OrderEventMessage[];
  readonly comments: readonly string[];
  /** Resolves with the first event (already received or to come) that matches; rejects when the stream ends first. */
  readonly next: (matches: (e: OrderEventMessage) => boolean, what: string) => Promise<OrderEventMessage>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  readonly close: () => void;
}

export const openEventStream = async (baseUrl: string, token: string, headers: Record<string, string> = {}): Promise<EventStreamClient> => {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: OrderEventMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent: (message) => {
      const event = JSON.parse(message.data) as OrderEventMessage;
      if (String(event.id) !== message.id) throw new Error(`SSE id ${message.id} differs from the event's ${event.id}`);
      events.push(event);
      for (const wake of [...waiters]) wake();
    },
    onComment: (comment) => {
      comments.push(comment);
      for (const wake of [...waiters]) wake();
    },
  });
  let done = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) parser.feed(decoder.decode(read.value, { stream: true }));
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      for (const wake of [...waiters]) wake();
    }
  })();
  const next = (matches: (e: OrderEventMessage) => boolean, what: string) =>
    new Promise<OrderEventMessage>((resolve, reject) => {
      const check = () => {
        const found = events.find(matches);
        if (found) {
          waiters.delete(check);
          resolve(found);
        } else if (done) {
          waiters.delete(check);
          reject(new Error(`the stream ended before ${what}; it had ${JSON.stringify(events)}`));
        }
      };
      waiters.add(check);
      check();
    });
  return { status: response.status, events, comments, next, ended, close: () => abort.abort() };
};
