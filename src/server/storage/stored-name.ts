/** A file's stored name: its own, made safe, with the attachment id before the extension (the browser hides the id, spec §5). */
export const storedNameOf = (fileName: string, id: string, extension: string): string => {
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
      .slice(0, 120)
      .trim() || 'arquivo';
  return `${base}-${id}.${extension}`;
};

/** The folder of the month an attachment was stored in (`2026-11/`). */
export const storageFolderOf = (at: Date): string => `${at.toISOString().slice(0, 7)}/`;

/** Where an attachment's bytes go: a folder per month, named by id. */
export const storageKeyOf = (at: Date, id: string, extension: string): string => `${storageFolderOf(at)}${id}.${extension}`;
