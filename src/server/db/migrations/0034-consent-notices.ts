import { type Kysely, sql } from 'kysely';

// The session check knows whether a dentist has accepted the terms in force: an acceptance, in
// whatever process, drops her kept checks everywhere, so the gate opens at her next request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_consent_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', 'user:' || new.user_id);
      return null;
    end $$`.execute(db);
  await sql`create trigger consents_changed after insert on consents for each row execute function notify_consent_change()`.execute(db);
}
