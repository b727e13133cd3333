import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { uploadStoreCache } from './upload-store-cache.repository';

// What a client may put in an upload's metadata: any key, any text (NUL and lone surrogates included).
const metadata = fc.dictionary(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'binary' }));

describe.each(testDatabaseTargets())('the S3 store’s shared cache on $name', (target) => {
  it('gives back what was set, the last value of a key, nothing after delete, and lists what it holds', async () => {
    const { db, close } = await target.open(new Date('2026-11-25T10:00:00Z'));
    try {
      const cache = uploadStoreCache<{ file: { id: string; size: number; metadata: Record<string, string> }; 'upload-id': string }>(db);
      await fc.assert(
        fc.asyncProperty(fc.uuid(), metadata, metadata, fc.nat(), async (id, first, second, size) => {
          await cache.set(id, { file: { id, size, metadata: first }, 'upload-id': 'a' });
          await cache.set(id, { file: { id, size, metadata: second }, 'upload-id': 'b' });
          expect(await cache.get(id)).toEqual(JSON.parse(JSON.stringify({ file: { id, size, metadata: second }, 'upload-id': 'b' })));
          expect(await cache.list!()).toContain(id);
          await cache.delete(id);
          expect(await cache.get(id)).toBeUndefined();
          expect(await cache.list!()).not.toContain(id);
        }),
        { numRuns: 40 },
      );
    } finally {
      await close();
    }
  });
});
