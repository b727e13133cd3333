import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AttachmentStorage } from './attachment-storage';
import { processRunning } from '../process-running';

const hostTag = (host: string): string => createHash('sha1').update(host).digest('hex').slice(0, 8);

/**
 * The temporary name of a write under way, naming its writer (process id and machine): the
 * folder may be shared by several API processes, and one that starts removes only the writes
 * of processes that are gone. Tests use it to leave a write behind as another process would.
 */
export const partialPathOf = (path: string, pid = process.pid, host = hostname()): string => `${path}.p${pid}-h${hostTag(host)}.partial`;

const writerOfPartial = /\.p(\d+)-h([0-9a-f]{8})\.partial$/;

export interface DiskStorage extends AttachmentStorage {
  /**
   * Removes, when this process starts, the writes a crash left: those of this machine whose
   * process is gone or had this process's id (which has written nothing yet), and those named
   * before writers were. Another machine's are left to `sweepIncomplete`'s grace.
   */
  sweepAbandoned(): Promise<number>;
}

/** Files under a folder; a write goes to a temporary name and is renamed when complete. */
export const diskStorage = (root: string): DiskStorage => {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(join(base, key));
    if (!path.startsWith(`${base}/`)) throw new Error(`storage key escapes the folder: ${key}`);
    return path;
  };
  const write = async (key: string, source: Readable): Promise<void> => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = partialPathOf(path);
    try {
      await pipeline(source, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };
  const removePartials = async (abandoned: (path: string) => Promise<boolean>): Promise<number> => {
    let removed = 0;
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.partial')) continue;
      const path = join(entry.parentPath, entry.name);
      if (!(await abandoned(path))) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  };
  return {
    write,
    async adopt(key, file) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(file, path);
      } catch (error) {
        // Another disk (EXDEV): copied, then removed.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await write(key, createReadStream(file));
        await rm(file, { force: true });
      }
    },
    async read(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      return info?.isFile() ? createReadStream(path) : undefined;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *listStored(folder, before) {
      const entries = await readdir(pathOf(folder), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
        const info = await stat(join(entry.parentPath, entry.name)).catch(() => undefined);
        if (info && info.mtime < before) yield `${folder}${entry.name}`;
      }
    },
    sweepIncomplete: (before) =>
      removePartials(async (path) => {
        const info = await stat(path).catch(() => undefined);
        return info !== undefined && info.mtime < before;
      }),
    sweepAbandoned: () => {
      const thisMachine = hostTag(hostname());
      return removePartials(async (path) => {
        const writer = writerOfPartial.exec(path);
        if (!writer) return true;
        const pid = Number(writer[1]);
        return writer[2] === thisMachine && (pid === process.pid || !processRunning(pid));
      });
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
  };
};
