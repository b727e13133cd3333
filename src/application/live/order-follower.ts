import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { describeOrderEvent, laterOutcomeKinds } from '../../domain/events/order-event';
import type { Notifications } from '../widgets/notifications';
import type { OrderEventMessage } from '../../contract/events.contract';

export const liveTexts = {
  changedWhileEditing: 'Este pedido foi alterado enquanto você editava.',
  changedInAnotherTab: 'Você alterou este pedido em outra aba enquanto editava aqui.',
  reload: 'Recarregar pedido',
  reconnecting: 'Reconectando…',
  updated: (what: string) => `Novidade neste pedido: ${what}.`,
} as const;

/**
 * Keeps an open order page current: a change made elsewhere reloads it and, when someone else
 * made it, says what changed in a toast. While a form on the page is being edited nothing is
 * overwritten: the page says the order changed (by someone else, or by the same person in
 * another tab) and offers to reload. The page's own saves are not news to it.
 */
export class OrderFollower {
  private editing = false;
  private ownSaves = 0;
  private readonly changed = new BehaviorSubject<string | undefined>(undefined);
  /** What to say when the order changed while a form was being edited; undefined while it did not. */
  readonly changedWhileEditing$: Observable<string | undefined> = this.changed.asObservable();

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
      // News of the person's own save from this page: the save reloads the page itself. The outcome
      // of work the save started (a stage build refused at once) may come before the save ends, and
      // after the page's reload read the order: it is news.
      if (event?.mine && this.ownSaves > 0 && !laterOutcomeKinds.includes(event.kind)) return;
      if (this.editing) {
        if (event) this.changed.next(event.mine ? liveTexts.changedInAnotherTab : liveTexts.changedWhileEditing);
        else if (!this.changedSinceShown) this.changed.next(liveTexts.changedWhileEditing);
        // Told only if the form is still being edited when the answer comes.
        else void this.changedSinceShown().then((changed) => changed && this.editing && this.changed.next(liveTexts.changedWhileEditing));
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

  /** Runs a call of this page (a save, an action): the order's news of it, arriving meanwhile, is its own. */
  async ownSave<T>(save: () => Promise<T>): Promise<T> {
    this.ownSaves += 1;
    try {
      return await save();
    } finally {
      this.ownSaves -= 1;
    }
  }

  /** The page learned otherwise that the order changed under a form's unsaved input. */
  markChangedWhileEditing(): void {
    this.changed.next(liveTexts.changedWhileEditing);
  }

  async reloadNow(): Promise<void> {
    this.changed.next(undefined);
    await this.reload();
  }
}
