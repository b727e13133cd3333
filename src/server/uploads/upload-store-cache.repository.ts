import type { KvStore } from '@tus/server';
import type { Db } from '../db/database';

/**
 * The S3 store's cache of unfinished uploads, in the database: its README asks for one that
 * every API process shares (by default each keeps its own in memory). Values go through JSON,
 * as with tus's own Redis store.
 */
export const uploadStoreCache = <T>(db: Db): KvStore<T> => ({
  get: async (key) => {
    const row = await db.selectFrom('upload_store_cache').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : undefined;
  },
  set: async (key, value) => {
    const json = JSON.stringify(value);
    await db
      .insertInto('upload_store_cache')
      .values({ key, value: json })
      .onConflict((c) => c.column('key').doUpdateSet({ value: json }))
      .execute();
  },
  delete: async (key) => {
    await db.deleteFrom('upload_store_cache').where('key', '=', key).execute();
  },
  list: async () => (await db.selectFrom('upload_store_cache').select('key').execute()).map((row) => row.key),
});
