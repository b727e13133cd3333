import { type Db, listenerOf } from '../db/database';
import type { SessionCache } from './session-cache';

/** The NOTIFY channel of migration 0016: `token:<hash>` or `user:<id>`, sent on commit. */
export const sessionChangesChannel = 'session_changes';

/** Keeps the cache to what the database says, whichever process changed it. Returns the stop. */
export const followSessionChanges = (db: Db, cache: SessionCache): Promise<() => Promise<void>> =>
  listenerOf(db)(
    sessionChangesChannel,
    (payload) => {
      if (payload.startsWith('token:')) cache.forgetToken(payload.slice('token:'.length));
      else if (payload.startsWith('user:')) cache.forgetUser(payload.slice('user:'.length));
    },
    () => cache.clear(),
  );
