import type { Kysely } from 'kysely';

// A build nobody waits on (the demo's plans, loaded at the first start) goes after the ones a
// planner has just sent and is watching.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('planning_stage_sets')
    .addColumn('background', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
