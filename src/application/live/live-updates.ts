import { inject, injectable } from 'inversify';
import { defer, distinctUntilChanged, EMPTY, filter, from, map, merge, type Observable, of, pairwise, retry, type SchedulerLike, share, startWith, switchMap, timer } from 'rxjs';
import type { OrderEventMessage } from '../../contract/events.contract';
import type { LiveEventSource, LiveSignal, PageVisibility } from '../ports/live-events';
import type { ProfileGateway } from '../ports/gateways';
import { TOKENS } from '../tokens';

/** After the stream closes for good, how long before opening it again. */
export const reopenDelayMs = 3000;
/** A drop shorter than this goes unmentioned: EventSource is usually back within it. */
export const quietDropMs = 5000;

export type LiveStatus = 'live' | 'reconnecting';

/** The stream's state as screens care about it; `paused` while the page cannot be seen. */
type Link = 'open' | 'down' | 'paused';

/**
 * One event stream per tab, shared by every view model: it opens with the first subscriber
 * and closes with the last (signing out unmounts them all). A tab that cannot be seen holds
 * none: a browser has six connections per server over HTTP/1.1, and a seventh tab of the
 * portal would otherwise never load. Coming back in front, it opens the stream again and
 * screens refetch, as after any drop.
 */
@injectable()
export class LiveUpdates {
  private readonly signals$: Observable<LiveSignal>;
  /** Every order event the signed-in person may see, their own actions included (other tabs). */
  readonly events$: Observable<OrderEventMessage>;
  /** The stream came back after a drop or a pause: open screens refetch, since events may have been missed. */
  readonly resync$: Observable<void>;
  /** `reconnecting` only once a drop has lasted `quietDropMs` on a page in front. */
  readonly status$: Observable<LiveStatus>;

  constructor(
    @inject(TOKENS.LiveEventSource) source: LiveEventSource,
    @inject(TOKENS.PageVisibility) visibility: PageVisibility,
    @inject(TOKENS.ProfileGateway) signedIn: Pick<ProfileGateway, 'load'>,
    @inject(TOKENS.Scheduler) scheduler: SchedulerLike,
  ) {
    // A stream closed for good may mean the session ended (expired overnight, signed out in
    // another tab): asking who is signed in lets its 401 take the person to the sign-in page,
    // rather than "Reconectando…" and a retry every few seconds for ever.
    const reopen = () => from(signedIn.load()).pipe(switchMap(() => timer(reopenDelayMs, scheduler)));
    const connected$ = defer(() => source.connect()).pipe(retry({ delay: reopen }));
    this.signals$ = visibility.visible$.pipe(
      distinctUntilChanged(),
      switchMap((visible) => (visible ? connected$ : EMPTY)),
      share(),
    );
    this.events$ = this.signals$.pipe(
      filter((s): s is Extract<LiveSignal, { kind: 'event' }> => s.kind === 'event'),
      map((s) => s.event),
    );
    // `paused` comes from the visibility itself, which tells each subscriber where the page stands.
    const link$ = merge(
      visibility.visible$.pipe(
        filter((visible) => !visible),
        map((): Link => 'paused'),
      ),
      this.signals$.pipe(
        map((s): Link | undefined => (s.kind === 'event' ? undefined : s.kind)),
        filter((link): link is Link => link !== undefined),
      ),
    ).pipe(distinctUntilChanged());
    this.resync$ = link$.pipe(
      startWith<Link>('open'),
      pairwise(),
      filter(([was, is]) => was !== 'open' && is === 'open'),
      map(() => undefined),
      share(),
    );
    this.status$ = merge(of<Link>('open'), link$).pipe(
      switchMap((link) =>
        link === 'down'
          ? timer(quietDropMs, scheduler).pipe(
              map((): LiveStatus => 'reconnecting'),
              startWith<LiveStatus>('live'),
            )
          : of<LiveStatus>('live'),
      ),
      distinctUntilChanged(),
    );
  }

  /** Events about one order, and every resync (which may hide some). */
  changesOf(orderId: string): Observable<OrderEventMessage | undefined> {
    return merge(this.events$.pipe(filter((e) => e.orderId === orderId)), this.resync$.pipe(map(() => undefined)));
  }
}
