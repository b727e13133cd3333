import { type Kysely, sql } from 'kysely';

// Photos and X-rays have thumbnails, built by the same job runner as the scans' 3D
// previews; a picture that does not decode fails as BROKEN_IMAGE.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scan_previews drop constraint scan_previews_failure_known`.execute(db);
  await sql`alter table scan_previews add constraint scan_previews_failure_known check (failure is null or failure in ('BROKEN_MESH','EMPTY_MESH','GAVE_UP','BROKEN_IMAGE'))`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
