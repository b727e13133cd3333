import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiResult } from '../ports/api-error';
import { runAction } from './action-runner';
import type { Notifications } from './notifications';

/**
 * The state of a page that acts (an order page, the staff's order page): one BehaviorSubject,
 * patched by the page's sections, and one runner for their calls (buttons wait, the page
 * reloads, a toast tells the outcome). Sections receive the store, not the view model.
 */
export class PageStore<S extends { readonly busy: boolean }> {
  private readonly subject: BehaviorSubject<S>;
  readonly state$: Observable<S>;

  constructor(
    initial: S,
    private readonly notifications: Notifications,
    private readonly reload: () => Promise<void>,
    /** Wraps each call of the page: its live follower takes the order's news of it as the page's own. */
    private readonly own: <T>(call: () => Promise<T>) => Promise<T> = (call) => call(),
  ) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
  }

  get state(): S {
    return this.subject.value;
  }

  patch(p: Partial<S>): void {
    this.subject.next({ ...this.state, ...p });
  }

  run<A>(call: () => ApiResult<A>, success: string | ((a: A) => string) | undefined): Promise<boolean> {
    return this.own(() =>
      runAction({ busy: () => this.state.busy, setBusy: (busy) => this.patch({ busy } as Partial<S>), reload: this.reload }, this.notifications, call, success),
    );
  }

  fail(message: string): void {
    this.notifications.error(message);
  }
}
