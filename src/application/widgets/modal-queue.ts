import { BehaviorSubject, map, type Observable, type SchedulerLike, timer } from 'rxjs';

export const modalCloseDelayMs = 350;

declare const opensWith: unique symbol;
/** The name of a kind of dialog, carrying the props it opens with: the queue and the host agree on them. */
export type DialogKind<P> = string & { readonly [opensWith]: (props: P) => void };
export const dialogKind = <P>(name: string): DialogKind<P> => name as DialogKind<P>;

export interface ModalOptions {
  /** A priority dialog goes second in the queue, right after the one on screen. */
  readonly priority?: boolean;
  /** Whether a click on the overlay or Escape closes it (default: yes); no for a dialog that must be answered. */
  readonly dismissible?: boolean;
  /** Called once the dialog has left the screen. */
  readonly onClosed?: () => void;
}

export interface ModalEntry {
  readonly id: number;
  readonly kind: string;
  readonly props: unknown;
  readonly dismissible: boolean;
  /** True during the close delay, while it fades out. */
  readonly closing: boolean;
}

export interface ModalHostState {
  /** The one dialog on screen, if any. */
  readonly current: ModalEntry | undefined;
  readonly waiting: number;
}

/** Dialogs are shown one at a time, in order; see spec §2. Made by hand in the shell (`ui/container.ts`); areas receive it as it is. */
export class ModalQueue {
  private readonly queue = new BehaviorSubject<readonly ModalEntry[]>([]);
  private readonly closedCallbacks = new Map<number, () => void>();
  private nextId = 1;

  readonly state$: Observable<ModalHostState> = this.queue.pipe(map((q) => ({ current: q[0], waiting: Math.max(0, q.length - 1) })));

  constructor(private readonly scheduler: SchedulerLike) {}

  open<P>(kind: DialogKind<P>, props: P, options: ModalOptions = {}): number {
    const entry: ModalEntry = { id: this.nextId++, kind, props, dismissible: options.dismissible ?? true, closing: false };
    if (options.onClosed) this.closedCallbacks.set(entry.id, options.onClosed);
    const q = this.queue.value;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- q.length > 0
    this.queue.next(options.priority && q.length > 0 ? [q[0]!, entry, ...q.slice(1)] : [...q, entry]);
    return entry.id;
  }

  /** Starts closing a dialog; it leaves the queue after the close delay. */
  close(id: number): void {
    const q = this.queue.value;
    const entry = q.find((e) => e.id === id);
    if (!entry || entry.closing) return;
    if (entry !== q[0]) {
      this.remove(id);
      return;
    }
    this.queue.next(q.map((e) => (e.id === id ? { ...e, closing: true } : e)));
    timer(modalCloseDelayMs, this.scheduler).subscribe(() => this.remove(id));
  }

  /**
   * Every dialog goes at once (the session ended), with those that closing one opens in its
   * stead (the address form hands back to the address grid).
   */
  closeAll(): void {
    for (let round = 0; round < 10 && this.queue.value.length > 0; round++) for (const entry of this.queue.value) this.remove(entry.id);
  }

  /** The person waved the dialog on screen away (a click on the overlay, Escape). */
  dismiss(): void {
    const current = this.queue.value[0];
    if (current?.dismissible) this.close(current.id);
  }

  private remove(id: number): void {
    this.queue.next(this.queue.value.filter((e) => e.id !== id));
    const callback = this.closedCallbacks.get(id);
    this.closedCallbacks.delete(id);
    callback?.();
  }
}
