import type { Readable } from 'node:stream';

/** Where attachment bytes live (decisions §2): a folder by default, an object store when configured. */
export interface AttachmentStorage {
  /** Streams `source` to `key`; the bytes become visible only once complete. */
  write(key: string, source: Readable): Promise<void>;
  /** Takes a complete file of this machine as `key`, leaving nothing at `file` (a rename on the same disk). */
  adopt(key: string, file: string): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under `key`. */
  read(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The keys of complete files under `folder` (a month, `2026-11/`) last written before `before`. */
  listStored(folder: string, before: Date): AsyncIterable<string>;
  /** Removes writes that never completed (a crash mid-upload) started before `before`. */
  sweepIncomplete(before: Date): Promise<number>;
}
