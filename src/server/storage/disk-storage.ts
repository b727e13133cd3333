import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AttachmentStorage } from './attachment-storage';

/** Files under a folder; a write goes to a temporary name and is renamed when complete. */
export const diskStorage = (root: string): AttachmentStorage => {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(join(base, key));
    if (!path.startsWith(`${base}/`)) throw new Error(`storage key escapes the folder: ${key}`);
    return path;
  };
  const write = async (key: string, source: Readable): Promise<void> => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.partial`;
    try {
      await pipeline(source, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
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
    async sweepIncomplete(before) {
      let removed = 0;
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith('.partial')) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => undefined);
        if (info && info.mtime < before) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
  };
};
