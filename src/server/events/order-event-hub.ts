import { type EventViewer, mayReceive } from '../../domain/events/order-event';
import { type Db, listenerOf } from '../db/database';
import { liveSessionHashes } from '../accounts/sessions.repository';
import { latestOrderEventId, orderEventById, orderEventsAfter, orderEventsChannel, type StoredOrderEvent } from '../orders/order-events.repository';

/** Event streams one person may hold open on one API process: a few devices, each with the tabs in front. */
export const streamsPerPerson = 12;
export const tooManyStreamsMessage = 'Há muitas abas do portal abertas nesta conta ao mesmo tempo. Feche algumas e tente novamente.';

/** One open event stream of this process. */
export interface LiveStream {
  readonly viewer: EventViewer;
  /** The session it was opened with: signing out ends it. */
  readonly sessionHash: string;
  readonly send: (event: StoredOrderEvent) => void;
  readonly end: () => void;
}

/** Which of these sessions are still live (neither signed out nor expired). */
export type LiveSessions = (tokenHashes: readonly string[], now: Date) => Promise<ReadonlySet<string>>;

/**
 * Delivers committed order events to this process's open streams. Every API process listens
 * to the database's notifications (the event id only), reads the event once and hands it to
 * the streams that may receive it, so several processes behind a balancer behave as one.
 */
export class OrderEventHub {
  private readonly streams = new Set<LiveStream>();
  private delivered = 0;
  private queue: Promise<void> = Promise.resolve();
  private stopListening: () => Promise<void> = async () => undefined;
  private sessionCheck: NodeJS.Timeout | undefined;
  private readonly announced = new Set<() => void>();

  private constructor(
    private readonly db: Db,
    private readonly liveSessions: LiveSessions,
  ) {}

  /**
   * Listens for committed events; every `sessionRecheckMs` one query finds the streams whose
   * session ended elsewhere (expired, or signed out through another process) and ends them.
   */
  static async start(db: Db, now: () => Date, sessionRecheckMs: number, liveSessions: LiveSessions = (hashes, at) => liveSessionHashes(db, hashes, at)): Promise<OrderEventHub> {
    const hub = new OrderEventHub(db, liveSessions);
    hub.sessionCheck = setInterval(() => void hub.endEndedSessions(now()).catch(() => undefined), sessionRecheckMs);
    hub.sessionCheck.unref();
    hub.delivered = await latestOrderEventId(db);
    hub.stopListening = await listenerOf(db)(
      orderEventsChannel,
      (payload) => {
        for (const listener of hub.announced) listener();
        hub.enqueue(() => hub.deliverById(Number(payload)));
      },
      () => hub.enqueue(() => hub.catchUp()),
    );
    return hub;
  }

  /**
   * Adds a stream; the returned function removes it. Undefined when its person already holds
   * `streamsPerPerson` here: each stream holds a socket, and one account must not take them all.
   */
  add(stream: LiveStream): (() => void) | undefined {
    const held = [...this.streams].filter((s) => s.viewer.id === stream.viewer.id).length;
    if (held >= streamsPerPerson) return undefined;
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  /** Told of every committed event, in any process, before it is read: work that follows an order's changes (the PSP's jobs) starts at once. */
  onAnnounced(listener: () => void): void {
    this.announced.add(listener);
  }

  get size(): number {
    return this.streams.size;
  }

  /** Sign-out: the session's streams end at once. */
  endSession(sessionHash: string): void {
    for (const stream of [...this.streams]) if (stream.sessionHash === sessionHash) this.endStream(stream);
  }

  private async endEndedSessions(now: Date): Promise<void> {
    // Only the streams asked about: one opened while the query ran was not, and is not ended.
    const asked = [...this.streams];
    const live = await this.liveSessions([...new Set(asked.map((s) => s.sessionHash))], now);
    for (const stream of asked) if (this.streams.has(stream) && !live.has(stream.sessionHash)) this.endStream(stream);
  }

  /** Shutdown: streams end, so the server can close; browsers reconnect to another process. */
  async close(): Promise<void> {
    clearInterval(this.sessionCheck);
    for (const stream of [...this.streams]) this.endStream(stream);
    await this.stopListening();
    await this.queue;
  }

  private endStream(stream: LiveStream): void {
    this.streams.delete(stream);
    stream.end();
  }

  // Events are read and handed out one after another, in the order they were announced.
  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch(() => undefined);
  }

  private async deliverById(id: number): Promise<void> {
    if (!Number.isSafeInteger(id)) return;
    // Nobody to tell: the event is not read, only counted as past.
    if (this.streams.size === 0) {
      this.delivered = Math.max(this.delivered, id);
      return;
    }
    const event = await orderEventById(this.db, id);
    if (event) this.dispatch(event);
  }

  // The listening connection dropped and came back: what committed meanwhile is read from the table.
  private async catchUp(): Promise<void> {
    for (const event of await orderEventsAfter(this.db, this.delivered, null)) this.dispatch(event);
  }

  private dispatch(event: StoredOrderEvent): void {
    this.delivered = Math.max(this.delivered, event.id);
    for (const stream of this.streams) if (mayReceive(stream.viewer, event)) stream.send(event);
  }
}
