import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { describeOrderEvent } from '../../domain/events/order-event';
import type { Notifications } from '../widgets/notifications';
import type { OrderEventMessage } from '../../contract/events.contract';

export const liveTexts = {
  changedWhileEditing: 'Este pedido foi alterado enquanto você editava.',
  reload: 'Recarregar pedido',
  reconnecting: 'Reconectando…',
  updated: (what: string) => `Novidade neste pedido: ${what}.`,
} as const;

/**
 * Keeps an open order page current: a change made elsewhere reloads it and, when someone else
 * made it, says what changed in a toast. While a form on the page is being edited nothing is
 * overwritten: the page says the order changed and offers to reload.
 */
export class OrderFollower {
  private editing = false;
  private readonly changed = new BehaviorSubject(false);
  /** The order changed while a form was being edited. */
  readonly changedWhileEditing$: Observable<boolean> = this.changed.asObservable();

  constructor(
    /** The order's events, and `undefined` for each resync (LiveUpdates.changesOf). */
    private readonly changes$: Observable<OrderEventMessage | undefined>,
    private readonly notifications: Notifications,
    private readonly reload: () => Promise<void>,
    /**
     * Whether the order differs from the one on screen. A resync only says events may have been
     * missed (the tab was behind another, the line dropped): while a form is edited, the page says
     * the order changed only when it did.
     */
    private readonly changedSinceShown?: () => Promise<boolean>,
  ) {}

  start(): Subscription {
    return this.changes$.subscribe((event) => {
      if (this.editing) {
        if (event || !this.changedSinceShown) this.changed.next(true);
        // Told only if the form is still being edited when the answer comes.
        else void this.changedSinceShown().then((changed) => changed && this.editing && this.changed.next(true));
        return;
      }
      void this.reload();
      if (event && !event.mine) this.notifications.notify('info', liveTexts.updated(describeOrderEvent(event)));
    });
  }

  /** The page tells whether one of its forms holds unsaved input. */
  setEditing(editing: boolean): void {
    this.editing = editing;
  }

  /** The page learned otherwise that the order changed under a form's unsaved input. */
  markChangedWhileEditing(): void {
    this.changed.next(true);
  }

  async reloadNow(): Promise<void> {
    this.changed.next(false);
    await this.reload();
  }
}
