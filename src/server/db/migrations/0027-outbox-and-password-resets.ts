import { type Kysely, sql } from 'kysely';

// The e-mails the portal sends, written in the same transaction as the change that
// causes them and sent by the job runner; and the password-recovery tokens, kept as hashes only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // What the message is about (PASSWORD_RESET, …): logs name it, never the address or the text.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // JSON object of extra headers (List-Unsubscribe and its -Post).
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    // WAITING, SENT, FAILED (given up).
    .addColumn('status', 'text', (c) => c.notNull())
    // Sends the server refused or could not reach: the next one waits longer.
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    // Claims since the last outcome: a process that died mid-send (the runner's count).
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leased_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`alter table outbox add constraint outbox_status_known check (status in ('WAITING','SENT','FAILED'))`.execute(db);
  await db.schema.createIndex('outbox_waiting_idx').on('outbox').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the token the e-mail carries; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').columns(['user_id', 'created_at']).execute();
}
