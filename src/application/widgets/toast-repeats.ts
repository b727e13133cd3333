import type { Notification } from './notifications';

/** What the screen does with a notification: show it, close the toast of the same sentence first (by its key), or nothing. */
export type ToastArrival<K> = 'show' | { readonly close: K } | 'none';

/**
 * One toast per sentence at a time. The same sentence again while its toast is on screen (an
 * attendant saving twice in a row) closes that toast and shows it once more when it has gone,
 * so the last one is seen for its whole time instead of vanishing a moment after the second
 * save; a toast still waiting for room (four are on screen) takes no repeat, since it will be
 * seen whole. Repeated sign-in errors never stack.
 */
export class ToastRepeats<K> {
  private readonly onScreen = new Map<string, { key?: K; again?: Notification }>();

  arrive(notification: Notification): ToastArrival<K> {
    const current = this.onScreen.get(notification.message);
    if (!current) {
      this.onScreen.set(notification.message, {});
      return 'show';
    }
    if (current.key === undefined) return 'none';
    const closing = current.again !== undefined;
    current.again = notification;
    return closing ? 'none' : { close: current.key };
  }

  /** The toast of `message`, known by `key`, starts coming on screen. */
  shown(message: string, key: K): void {
    const current = this.onScreen.get(message);
    if (current) current.key = key;
  }

  /**
   * The sentence no longer holds (a failed sign-in once the next one succeeds): the key of its
   * toast to close if it is on screen, and no repeat of it follows.
   */
  withdraw(message: string): K | undefined {
    const current = this.onScreen.get(message);
    if (!current) return undefined;
    delete current.again;
    return current.key;
  }

  /** The toast of `message` has left the screen: the repeat that waited for it, to show now. */
  gone(message: string): Notification | undefined {
    const again = this.onScreen.get(message)?.again;
    this.onScreen.delete(message);
    if (again) this.onScreen.set(message, {});
    return again;
  }
}
