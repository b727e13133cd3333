import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planningOf as planningOfSteps, sendStages, settledStages, uploadStageZip } from '../../../test/support/server/stage-planning';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { waitFor } from '../../../test/support/server/wait-for';
import { stagedPlanFiles } from '../seed/staged-plan';

// Stage builds within bounds: a large ZIP takes turns with the others of its lane, and what a
// build must not read (a name with a control character, a stage mesh past its size) is refused at once.
describe.each(testDatabaseTargets())('a planning’s stage builds within bounds on $name', (target) => {
  let t: TestApp;
  let staff: string;
  const lastStage = 3;

  beforeAll(async () => {
    t = await startTestApp(target);
    staff = await t.login('atendente@demo.com.br');
  });
  afterAll(() => t.close());

  const planningOf = (steps: number, db = t.db) => planningOfSteps(db, steps);
  const uploadZip = (files: readonly { name: string; bytes: Buffer }[], token = staff, app = t.app) => uploadStageZip(app, token, files);
  const send = (id: string, pid: string, attachmentId: string, confirmedStageCount?: number, token = staff, app = t.app) =>
    sendStages(app, token, id, pid, attachmentId, confirmedStageCount);
  const settled = (id: string, pid: string, token = staff, app = t.app) => settledStages(app, token, id, pid);

  it('takes turns: a ZIP of hundreds of tiny meshes sent first never holds another planner’s 3-stage build behind it', async () => {
    // A turn a mesh, so the test needs no clock: each build gives its turn after each mesh while another waits.
    const own = await startTestApp(target, { stageBuildShareMs: 0 });
    try {
      const planner = await own.login('atendente@demo.com.br');
      const many = 199;
      const big = await planningOf(many, own.db);
      const small = await planningOf(lastStage, own.db);
      const bigZip = await uploadZip(
        stagedPlanFiles({ arches: ['upper', 'lower'], lastStage: many, toothDetail: 3 }).map((f) => ({ name: f.name, bytes: f.stl })),
        planner,
        own.app,
      );
      const smallZip = await uploadZip(
        stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 6 }).map((f) => ({ name: f.name, bytes: f.stl })),
        planner,
        own.app,
      );
      expect((await send(big.id, big.pid, bigZip, undefined, planner, own.app)).statusCode).toBe(202);
      const statusOf = async (pid: string) =>
        await own.db.selectFrom('planning_stage_sets').select(['status', 'attempts']).where('planning_id', '=', pid).executeTakeFirstOrThrow();
      await waitFor('the large build under way', async () => (await statusOf(big.pid)).status === 'BUILDING');
      expect((await send(small.id, small.pid, smallZip, undefined, planner, own.app)).statusCode).toBe(202);
      expect(await settled(small.id, small.pid, planner, own.app)).toMatchObject({ status: 'READY', stageCount: lastStage });
      // The small one is done while the large one still has most of its 400 meshes to build.
      const builtOfBig = await own.db
        .selectFrom('planning_stage_meshes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('planning_id', '=', big.pid)
        .executeTakeFirstOrThrow();
      expect(Number(builtOfBig.n)).toBeLessThan(2 * (many + 1));
      expect((await statusOf(big.pid)).status).not.toBe('FAILED');
      // Giving a turn is not a failed try: the large one ends built, however many turns it gave.
      expect(await settled(big.id, big.pid, planner, own.app)).toMatchObject({ status: 'READY', stageCount: many });
      expect((await statusOf(big.pid)).attempts).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('refuses at once a ZIP with a control character in a name, naming the entry with it pictured, and a stage mesh past its size, naming the limit', async () => {
    const { id, pid } = await planningOf(1);
    const files = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage: 1, toothDetail: 6 }).map((f) => ({ name: f.name, bytes: f.stl }));
    const nul = await uploadZip([...files, { name: 'x/\u0000/Maxillary_Stage_01.stl', bytes: files[0]!.bytes }]);
    await send(id, pid, nul);
    expect(await settled(id, pid)).toMatchObject({
      status: 'FAILED',
      message: 'O ZIP tem nomes de arquivo com caracteres de controle, que nenhum sistema usa em nomes: x/␀/Maxillary_Stage_01.stl.',
    });
    const tried = await t.db.selectFrom('planning_stage_sets').select('attempts').where('planning_id', '=', pid).executeTakeFirstOrThrow();
    expect(tried.attempts).toBe(1);

    // 70 MB that do not compress, named as the first upper stage: refused by its declared size, never built.
    const heavy = randomBytes(70 * 1024 * 1024);
    const oversized = await uploadZip(files.map((f, i) => (i === 0 ? { name: f.name, bytes: heavy } : f)));
    await send(id, pid, oversized);
    const refused = await settled(id, pid);
    expect(refused.status).toBe('FAILED');
    expect(refused.message).toBe(`Cada modelo de etapa pode ter até 64 MB; este passa: ${files[0]!.name} (70 MB). Exporte os modelos com menos detalhe e envie de novo.`);
  });
});
