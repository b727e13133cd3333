import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { recordUpload } from '../uploads/record-upload';
import { claimStageBuild, requestStageBuild } from './planning-stages.repository';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));

describe.each(testDatabaseTargets())('the stage builds’ queue on $name', (target) => {
  it('keeps two lanes: what a person sent, in the order sent, and the demo’s background builds, each claimed by its own runner', async () => {
    const { db, close } = await target.open(at(0));
    try {
      await db.deleteFrom('planning_stage_sets').execute();
      const plannings = (await db.selectFrom('plannings').select('id').orderBy('id').limit(3).execute()).map((p) => p.id);
      const owner = await db.selectFrom('users').select('id').where('email', '=', 'atendente@demo.com.br').executeTakeFirstOrThrow();
      const zip = randomUUID();
      await recordUpload(db, {
        id: zip,
        storageKey: `2026-11/${zip}.zip`,
        ownerId: owner.id,
        kind: 'PLANNING_STAGES',
        name: 'etapas.zip',
        size: 10,
        contentType: 'application/zip',
        at: at(0),
      });
      await requestStageBuild(db, plannings[0]!, zip, null, at(1), { background: true });
      await requestStageBuild(db, plannings[1]!, zip, null, at(2));
      await requestStageBuild(db, plannings[2]!, zip, null, at(3));
      const claimed = [];
      for (let i = 0; i < 3; i++) claimed.push((await claimStageBuild(db, at(5), at(30), false))?.id);
      expect(claimed).toEqual([plannings[1], plannings[2], undefined]);
      expect((await claimStageBuild(db, at(5), at(30), true))?.id).toBe(plannings[0]);
      expect(await claimStageBuild(db, at(5), at(30), true)).toBeUndefined();
      // Sent again by a person, a plan the demo queued is theirs to wait on.
      await requestStageBuild(db, plannings[0]!, zip, null, at(6));
      expect((await db.selectFrom('planning_stage_sets').select('background').where('planning_id', '=', plannings[0]!).executeTakeFirstOrThrow()).background).toBe(false);
    } finally {
      await close();
    }
  });
});
