import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
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

const snapshots = new Map<string, Promise<Blob>>();

const migratedAndSeeded = async (now: Date): Promise<Blob> => {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  await seedDemoData(db, now, randomUUID);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  return dump;
};

/** The run's folder of snapshots, shared by every test file; none outside Vitest's run. */
const sharedDir = (): string | undefined => {
  try {
    return inject('pgliteSnapshotDir');
  } catch {
    return undefined;
  }
};

// initdb costs seconds on PGlite, in every test file: migrate and seed once per run and seeding
// date, keep the data directory on disk for the other files, and clone it for each database.
const pgliteSnapshot = (now: Date): Promise<Blob> => {
  const key = now.toISOString();
  const known = snapshots.get(key);
  if (known) return known;
  const made = (async () => {
    const dir = sharedDir();
    if (!dir) return migratedAndSeeded(now);
    const file = join(dir, `${key.replace(/[:.]/g, '-')}.tar`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const dump = await migratedAndSeeded(now);
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  snapshots.set(key, made);
  return made;
};

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
