import type { Kysely } from 'kysely';

// A build nobody waits on (the demo's plans, loaded at the first start) runs in a lane of its
// own, so a planner's upload never waits behind one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('planning_stage_sets')
    .addColumn('background', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
