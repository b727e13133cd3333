import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { type Database, type DatabaseOptions, type Db, openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { seedDemoData } from '../../../src/server/seed/seed-demo-data';

export interface TestDatabase {
  readonly db: Db;
  readonly close: () => Promise<void>;
}

export interface TestDatabaseTarget {
  readonly name: string;
  /** A migrated database with the demo data, private to the caller. */
  readonly open: (now: Date, options?: DatabaseOptions) => Promise<TestDatabase>;
}

let snapshot: Promise<Blob> | undefined;

// initdb costs seconds on PGlite: migrate and seed once, then clone the data directory.
const pgliteSnapshot = (now: Date): Promise<Blob> =>
  (snapshot ??= (async () => {
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    await seedDemoData(db, now, randomUUID);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    return dump;
  })());

const pgliteTarget: TestDatabaseTarget = {
  name: 'PGlite',
  open: async (now, options) => {
    const db = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: await pgliteSnapshot(now) }, options);
    return { db, close: () => db.destroy() };
  },
};

const postgresTarget = (url: string): TestDatabaseTarget => ({
  name: 'PostgreSQL',
  open: async (now, options) => {
    const name = `portal_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = await openDatabase({ kind: 'postgres', url: target.toString() }, options);
    await migrateToLatest(db);
    await seedDemoData(db, now, randomUUID);
    return {
      db,
      close: async () => {
        await db.destroy();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name}`);
        await cleanup.end();
      },
    };
  },
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseTargets = (): TestDatabaseTarget[] => {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteTarget, postgresTarget(url)] : [pgliteTarget];
};
