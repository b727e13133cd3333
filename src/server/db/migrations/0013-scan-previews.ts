import { type Kysely, sql } from 'kysely';

// 3D previews: one job per scan, built off the request path; a lease lets any
// process take over a build whose process died.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scan_previews')
    .addColumn('attachment_id', 'uuid', (c) => c.primaryKey().references('attachments.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // A build under way holds the job until then, and renews it while it runs.
    .addColumn('leased_until', 'timestamptz')
    .addColumn('failure', 'text')
    .addColumn('source_triangles', 'integer')
    .addColumn('triangles', 'integer')
    .addColumn('size', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table scan_previews add constraint scan_previews_status_known check (status in ('PENDING','BUILDING','READY','FAILED'))`.execute(db);
  await sql`alter table scan_previews add constraint scan_previews_failure_known check (failure is null or failure in ('BROKEN_MESH','EMPTY_MESH','GAVE_UP'))`.execute(db);
  await db.schema.createIndex('scan_previews_waiting_idx').on('scan_previews').columns(['status', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
