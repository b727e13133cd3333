import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processRunning } from '../process-running';

// A stage build copies its ZIP (up to 2 GB) to a folder of its own under the temporary
// directory; a process killed mid-build (kill -9) leaves it there. Each folder names the process
// that made it, so a start removes only those of processes that are gone, never a live one's.

const prefix = 'portal-stages-';

/** The prefix of this process's build folders (mkdtemp adds the rest). */
export const stageFolderPrefix = (): string => `${prefix}${process.pid}-`;

/** Removes the build folders that dead processes left; returns how many. */
export const removeLeftStageFolders = async (dir = tmpdir()): Promise<number> => {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^portal-stages-(\d+)-/.exec(name)?.[1]);
    // A folder of the old naming (no process in it) is a dead build's: every build since names its process.
    if (pid === process.pid || (pid > 0 && processRunning(pid))) continue;
    await rm(join(dir, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
};
