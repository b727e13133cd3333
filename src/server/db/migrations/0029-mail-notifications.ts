import { type Kysely, sql } from 'kysely';

// The dentist's choice of e-mail per kind of news, the news waiting to be mailed
// (written with the change, mailed by the job runner at once or in the 8:00 summary), and the
// one-click unsubscribe links the e-mails carry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_preferences')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_preferences_pk', ['user_id', 'kind'])
    .execute();
  await sql`alter table mail_preferences add constraint mail_preferences_delivery_known check (delivery in ('IMMEDIATE','DAILY','NONE'))`.execute(db);

  await db.schema
    .createTable('mail_notifications')
    // Made by the database: the order events that cause most of these carry no id maker.
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('dentist_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // IMMEDIATE: one e-mail of its own; DAILY: gathered with the dentist's others in the summary.
    .addColumn('delivery', 'text', (c) => c.notNull())
    // The news: an order event, or a charge's reminder (DUE, OVERDUE).
    .addColumn('event_id', 'bigint', (c) => c.references('order_events.id').onDelete('cascade'))
    .addColumn('charge_id', 'uuid', (c) => c.references('charges.id').onDelete('cascade'))
    .addColumn('reminder', 'text')
    .addColumn('send_after', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leased_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table mail_notifications add constraint mail_notifications_delivery_known check (delivery in ('IMMEDIATE','DAILY'))`.execute(db);
  await sql`alter table mail_notifications add constraint mail_notifications_one_subject check ((event_id is null) <> (charge_id is null))`.execute(db);
  await db.schema.createIndex('mail_notifications_due_idx').on('mail_notifications').columns(['send_after']).execute();
  await db.schema.createIndex('mail_notifications_dentist_idx').on('mail_notifications').columns(['dentist_id', 'delivery', 'send_after']).execute();

  await db.schema
    .createTable('unsubscribe_links')
    // SHA-256 of the token the e-mail's link carries; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // JSON array of the kinds the link stops: one, or the summary's.
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
