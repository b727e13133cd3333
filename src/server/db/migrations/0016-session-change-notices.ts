import { type Kysely, sql } from 'kysely';

// The session check's cache: every change to a session or a user, by whatever code or
// process makes it, tells every API process through NOTIFY, on commit, which entries to drop.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_session_change() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'sessions' then
        perform pg_notify('session_changes', 'token:' || old.token_hash);
      else
        perform pg_notify('session_changes', 'user:' || old.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_changed after update or delete on sessions for each row execute function notify_session_change()`.execute(db);
  await sql`create trigger users_changed after update or delete on users for each row execute function notify_session_change()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
