import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its migrated and seeded PGlite data directories, one per seeding date. */
    pgliteSnapshotDir: string;
  }
}

/** A folder for the run's PGlite snapshots (test-database.ts), removed when the run ends. */
export default function pgliteSnapshots(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-snapshots-'));
  project.provide('pgliteSnapshotDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
