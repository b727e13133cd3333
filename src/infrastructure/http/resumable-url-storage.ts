import type { Upload } from 'tus-js-client';

type PreviousUpload = Parameters<Upload['resumeFromPreviousUpload']>[0];
type UrlStorage = NonNullable<NonNullable<ConstructorParameters<typeof Upload>[1]>['urlStorage']>;

/** How long a browser remembers where an unfinished upload can resume: as long as the server keeps it. */
export const resumeMemoryMs = 24 * 60 * 60 * 1000;
const prefix = 'portal.resumable::';

/**
 * Where tus-js-client remembers unfinished uploads, for resuming after the tab closes. Shared
 * clinic computers and the LGPD: entries older than a day are dropped when read, and no file
 * name is kept (the fingerprint is a hash, the metadata is left out).
 */
export class ExpiringUrlStorage implements UrlStorage {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  async findAllUploads(): Promise<PreviousUpload[]> {
    return this.find('');
  }

  async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return this.find(`${fingerprint}::`);
  }

  async removeUpload(urlStorageKey: string): Promise<void> {
    this.storage.removeItem(urlStorageKey);
  }

  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `${prefix}${fingerprint}::${Math.round(Math.random() * 1e12)}`;
    this.storage.setItem(key, JSON.stringify({ ...upload, metadata: {} }));
    return key;
  }

  private find(start: string): PreviousUpload[] {
    const found: PreviousUpload[] = [];
    for (let i = this.storage.length - 1; i >= 0; i--) {
      const key = this.storage.key(i);
      if (!key?.startsWith(`${prefix}${start}`)) continue;
      const upload = this.read(key);
      if (!upload || this.now() - Date.parse(upload.creationTime) > resumeMemoryMs) this.storage.removeItem(key);
      else found.push({ ...upload, urlStorageKey: key });
    }
    return found;
  }

  private read(key: string): PreviousUpload | undefined {
    try {
      const value = JSON.parse(this.storage.getItem(key) ?? '') as PreviousUpload;
      return typeof value.creationTime === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }
}
