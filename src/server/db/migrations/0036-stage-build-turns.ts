import { type Kysely, sql } from 'kysely';

// Stage builds take turns: a build that ran its share while another waits in its lane goes to
// the back of the line (a new turn) and goes on from the stages it built, so a ZIP of hundreds
// of meshes never holds another planner's build for long.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence planning_stage_turns`.execute(db);
  await sql`alter table planning_stage_sets add column turn bigint`.execute(db);
  await sql`update planning_stage_sets set turn = nextval('planning_stage_turns') from (select planning_id from planning_stage_sets order by created_at) o where o.planning_id = planning_stage_sets.planning_id`.execute(
    db,
  );
  await sql`alter table planning_stage_sets alter column turn set default nextval('planning_stage_turns')`.execute(db);
  await sql`alter table planning_stage_sets alter column turn set not null`.execute(db);
  await sql`create index planning_stage_sets_turn_idx on planning_stage_sets (background, status, turn)`.execute(db);
}
