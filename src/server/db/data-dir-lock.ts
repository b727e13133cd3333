import lockfile from 'proper-lockfile';

/** Why a server could not take its embedded database's folder. */
export class DataDirInUse extends Error {}

/**
 * Takes the embedded database's folder for this process until the returned function gives it
 * back. Two PGlite engines on one folder would both write its files and corrupt it, and nothing
 * in PGlite stops a second server (or the seed) from opening it. The lock is kept fresh while
 * the process lives; one left by a process killed outright goes stale after a few seconds, which
 * the next start waits out.
 */
export const lockDataDir = async (dir: string): Promise<() => Promise<void>> => {
  try {
    return await lockfile.lock(dir, { stale: 5_000, update: 1_000, retries: { retries: 8, minTimeout: 1_000, maxTimeout: 1_000 }, realpath: false });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUse(`${dir} is in use by another portal process: stop it first, or give this one another DATA_DIR`);
    throw error;
  }
};
