import { Subject, type Observable } from 'rxjs';

export type NotificationVariant = 'success' | 'error' | 'info' | 'warning';

export interface Notification {
  readonly variant: NotificationVariant;
  readonly message: string;
  /** Milliseconds before it closes by itself. */
  readonly duration: number;
}

export const defaultToastDuration = 5000;

/** Toasts raised by view models; the UI shows what this emits. Made by hand in the shell (`ui/container.ts`); areas receive it as it is. */
export class Notifications {
  private readonly subject = new Subject<Notification>();
  readonly notifications$: Observable<Notification> = this.subject.asObservable();
  private readonly withdrawals = new Subject<string>();
  /** Sentences that no longer hold: their toasts close. */
  readonly withdrawn$: Observable<string> = this.withdrawals.asObservable();

  /** Takes a sentence's toast off the screen, if it is there. */
  withdraw(message: string): void {
    this.withdrawals.next(message);
  }

  notify(variant: NotificationVariant, message: string, duration = defaultToastDuration): void {
    this.subject.next({ variant, message, duration });
  }

  success(message: string, duration?: number): void {
    this.notify('success', message, duration);
  }

  error(message: string): void {
    this.notify('error', message);
  }
}
