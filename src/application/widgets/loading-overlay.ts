import { BehaviorSubject, distinctUntilChanged, interval, map, type Observable, of, type SchedulerLike, startWith, switchMap } from 'rxjs';

export const loadingDotsPeriodMs = 500;

export interface LoadingOverlayState {
  readonly visible: boolean;
  /** 'Aguarde' is followed by 1 to 3 dots, one more every 500 ms, then back to one. */
  readonly dots: 1 | 2 | 3;
}

const hidden: LoadingOverlayState = { visible: false, dots: 1 };

/** The full-screen 'Aguarde' overlay: shown while any tracked work runs. Made by hand in the shell (`ui/container.ts`); areas receive it as it is. */
export class LoadingOverlay {
  private readonly running = new BehaviorSubject(0);

  readonly state$: Observable<LoadingOverlayState>;

  constructor(scheduler: SchedulerLike) {
    this.state$ = this.running.pipe(
      map((n) => n > 0),
      distinctUntilChanged(),
      switchMap((visible) =>
        visible
          ? interval(loadingDotsPeriodMs, scheduler).pipe(
              map((i): LoadingOverlayState => ({ visible: true, dots: (((i + 1) % 3) + 1) as 1 | 2 | 3 })),
              startWith<LoadingOverlayState>({ visible: true, dots: 1 }),
            )
          : of(hidden),
      ),
    );
  }

  /** Shows the overlay until the work settles, whatever its outcome. */
  async track<A>(work: Promise<A>): Promise<A> {
    this.running.next(this.running.value + 1);
    try {
      return await work;
    } finally {
      this.running.next(this.running.value - 1);
    }
  }
}
