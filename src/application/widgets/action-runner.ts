import * as E from 'fp-ts/Either';
import type { ApiResult } from '../ports/api-error';
import type { Notifications } from './notifications';

export interface RunnerHost {
  readonly busy: () => boolean;
  readonly setBusy: (busy: boolean) => void;
  /** Loads the page's data again. */
  readonly reload: () => Promise<void>;
}

/**
 * Runs one call of a page with its buttons waiting: on success the page reloads before the
 * toast, so nothing is clicked on stale data; on a conflict (409) it reloads too, since
 * someone else changed what is on screen.
 */
export const runAction = async <A>(
  host: RunnerHost,
  notifications: Notifications,
  call: () => ApiResult<A>,
  success: string | ((a: A) => string) | undefined,
): Promise<boolean> => {
  if (host.busy()) return false;
  host.setBusy(true);
  const result = await call();
  const conflict = E.isLeft(result) && result.left._tag === 'BadStatus' && result.left.status === 409;
  if (E.isRight(result) || conflict) await host.reload();
  host.setBusy(false);
  if (E.isLeft(result)) {
    notifications.error(result.left.message);
    return false;
  }
  if (success) notifications.success(typeof success === 'string' ? success : success(result.right));
  return true;
};
