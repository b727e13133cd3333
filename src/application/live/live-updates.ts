import { inject, injectable } from 'inversify';
import { defer, distinctUntilChanged, filter, map, merge, type Observable, of, pairwise, retry, type SchedulerLike, share, startWith, switchMap, timer } from 'rxjs';
import type { OrderEventMessage } from '../../contract/events.contract';
import type { LiveEventSource, LiveSignal } from '../ports/live-events';
import { TOKENS } from '../tokens';

/** After the stream closes for good, how long before opening it again. */
export const reopenDelayMs = 3000;
/** A drop shorter than this goes unmentioned: EventSource is usually back within it. */
export const quietDropMs = 5000;

export type LiveStatus = 'live' | 'reconnecting';

/**
 * One event stream per tab, shared by every view model: it opens with the first subscriber
 * and closes with the last (signing out unmounts them all).
 */
@injectable()
export class LiveUpdates {
  private readonly signals$: Observable<LiveSignal>;
  /** Every order event the signed-in person may see, their own actions included (other tabs). */
  readonly events$: Observable<OrderEventMessage>;
  /** The stream came back after a drop: open screens refetch, since events may have been missed. */
  readonly resync$: Observable<void>;
  /** `reconnecting` only once a drop has lasted `quietDropMs`. */
  readonly status$: Observable<LiveStatus>;

  constructor(
    @inject(TOKENS.LiveEventSource) source: LiveEventSource,
    @inject(TOKENS.Scheduler) scheduler: SchedulerLike,
  ) {
    this.signals$ = defer(() => source.connect()).pipe(
      retry({ delay: () => timer(reopenDelayMs, scheduler) }),
      share(),
    );
    this.events$ = this.signals$.pipe(
      filter((s): s is Extract<LiveSignal, { kind: 'event' }> => s.kind === 'event'),
      map((s) => s.event),
    );
    const connection$ = this.signals$.pipe(
      filter((s) => s.kind !== 'event'),
      map((s) => s.kind === 'open'),
      distinctUntilChanged(),
    );
    this.resync$ = connection$.pipe(
      startWith(true),
      pairwise(),
      filter(([was, is]) => !was && is),
      map(() => undefined),
      share(),
    );
    this.status$ = merge(of(true), connection$).pipe(
      switchMap((up) => (up ? of<LiveStatus>('live') : timer(quietDropMs, scheduler).pipe(map((): LiveStatus => 'reconnecting'), startWith<LiveStatus>('live')))),
      distinctUntilChanged(),
    );
  }

  /** Events about one order, and every resync (which may hide some). */
  changesOf(orderId: string): Observable<OrderEventMessage | undefined> {
    return merge(this.events$.pipe(filter((e) => e.orderId === orderId)), this.resync$.pipe(map(() => undefined)));
  }
}
