import type { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import type { ZipEntry } from '../../domain/planning/stage-files';

/** A ZIP's entry as declared, and how to read it. */
export interface OpenedEntry extends ZipEntry {
  readonly encrypted: boolean;
  readonly open: () => Promise<Readable>;
}

/** The ZIP could not be read (not a ZIP, cut short, a size that lies): the planner is told so. */
export class UnreadableZip extends Error {}

/**
 * The entries of a ZIP on this machine's disk, from its central directory. Names are decoded
 * without yauzl's own checks (which stop at the first bad name), so the domain can name every
 * unsafe one; each entry's stream still checks that it unpacks to its declared size, so a ZIP
 * whose directory lies about a bomb's size fails while reading.
 */
export const readZip = async (path: string): Promise<{ readonly entries: readonly OpenedEntry[]; readonly close: () => void }> => {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false });
  } catch (error) {
    throw new UnreadableZip(error instanceof Error ? error.message : 'not a zip');
  }
  const entries: OpenedEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
      entries.push({
        path: name,
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        encrypted: entry.isEncrypted(),
        open: async () => {
          try {
            return await zip.openReadStreamPromise(entry);
          } catch (error) {
            throw new UnreadableZip(error instanceof Error ? error.message : 'entry unreadable');
          }
        },
      });
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', (error: Error) => reject(new UnreadableZip(error.message)));
    zip.readEntry();
  });
  return { entries, close: () => zip.close() };
};
