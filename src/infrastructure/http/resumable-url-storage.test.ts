import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ExpiringUrlStorage, resumeMemoryMs } from './resumable-url-storage';

/** The Web Storage API over a Map. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  values() {
    return [...this.items.values()];
  }
}

const upload = (creationTime: Date, filename: string) => ({
  size: 10,
  metadata: { filename, kind: 'MODEL_SUPERIOR' },
  creationTime: creationTime.toString(),
  urlStorageKey: '',
  uploadUrl: 'http://localhost/api/uploads/abc',
  parallelUploadUrls: null,
});

describe('where a browser remembers unfinished uploads', () => {
  it('finds an upload by its fingerprint for a day, then forgets it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * resumeMemoryMs }), async (age) => {
        const storage = new MemoryStorage();
        const start = Date.parse('2026-11-24T10:00:00Z');
        let now = start;
        const urls = new ExpiringUrlStorage(storage, () => now);
        await urls.addUpload('f1', upload(new Date(start), 'x.stl'));
        await urls.addUpload('f2', upload(new Date(start), 'y.stl'));
        now = start + age;
        const found = await urls.findUploadsByFingerprint('f1');
        // A Date's string keeps whole seconds.
        const kept = age <= resumeMemoryMs;
        expect(found.map((f) => f.uploadUrl)).toEqual(kept ? ['http://localhost/api/uploads/abc'] : []);
        expect(storage.length).toBe(kept ? 2 : 1);
      }),
    );
  });

  it('keeps no file name, and forgets an upload once told', async () => {
    const storage = new MemoryStorage();
    const urls = new ExpiringUrlStorage(storage, () => Date.parse('2026-11-24T10:00:00Z'));
    const key = await urls.addUpload('f', upload(new Date('2026-11-24T09:00:00Z'), 'Maria da Silva - superior.stl'));
    expect(storage.values().join()).not.toContain('Maria');
    expect(await urls.findAllUploads()).toHaveLength(1);
    await urls.removeUpload(key);
    expect(await urls.findAllUploads()).toEqual([]);
  });
});
