import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBounds, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import { drawnText } from '../../../test/support/server/pdf-text';
import type { PlanningStages } from '../../contract/planning-stages.contract';
import { multipartBody } from '../../../test/support/server/sample-files';
import { planningOf as planningOfSteps, sendStages, settledStages, stagesOf as stagesAt, uploadStageZip } from '../../../test/support/server/stage-planning';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';
import { waitFor } from '../../../test/support/server/wait-for';
import { binaryStl, sphere } from '../../../test/support/server/meshes';
import { diskStorage } from '../storage/disk-storage';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { stagedPlanFiles } from '../seed/staged-plan';

/** The box of a binary STL's vertices, as [min, max]. */
const stlBounds = (stl: Buffer) => {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const count = stl.readUInt32LE(80);
  for (let t = 0; t < count; t++)
    for (let v = 0; v < 3; v++)
      for (let k = 0; k < 3; k++) {
        const x = stl.readFloatLE(84 + 50 * t + 12 + 12 * v + 4 * k);
        min[k] = Math.min(min[k]!, x);
        max[k] = Math.max(max[k]!, x);
      }
  return { min, max };
};

const glbBounds = async (glb: Buffer) => {
  await MeshoptDecoder.ready;
  const doc = await new NodeIO()
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder })
    .readBinary(new Uint8Array(glb));
  return getBounds(doc.getRoot().listScenes()[0]!);
};

describe.each(testDatabaseTargets())('a planning’s stage models on $name', (target) => {
  let t: TestApp;
  let staff: string;
  let dentista: string;
  let kol: string;
  const lastStage = 3;

  beforeAll(async () => {
    t = await startTestApp(target);
    [staff, dentista, kol] = await Promise.all([t.login('atendente@demo.com.br'), t.login('dentista@demo.com.br'), t.login('kol@demo.com.br')]);
  });
  afterAll(() => t.close());

  const planningOf = (steps: number, db = t.db) => planningOfSteps(db, steps);
  const uploadZip = (files: readonly { name: string; bytes: Buffer }[], token = staff, app = t.app) => uploadStageZip(app, token, files);
  const send = (id: string, pid: string, attachmentId: string, confirmedStageCount?: number, token = staff, app = t.app) =>
    sendStages(app, token, id, pid, attachmentId, confirmedStageCount);
  const stagesOf = (url: string, token: string) => stagesAt(t.app, url, token);
  const settled = (id: string, pid: string, token = staff, app = t.app) => settledStages(app, token, id, pid);

  it('builds every arch at every stage from a ZIP in the labs’ naming, each mesh keeping its stage’s box, for the staff and the order’s dentist only', async () => {
    const { id, pid } = await planningOf(lastStage);
    const files = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 8 });
    const zip = await uploadZip([...files.map((f) => ({ name: `Plano/${f.name}`, bytes: f.stl })), { name: 'Plano/leia-me.txt', bytes: Buffer.from('notas') }]);
    const accepted = await send(id, pid, zip);
    expect(accepted.statusCode).toBe(202);
    expect(json<PlanningStages>(accepted)).toMatchObject({ status: 'BUILDING', message: 'Os modelos das etapas estão sendo preparados.' });
    const stages = await settled(id, pid);
    expect(stages).toMatchObject({ status: 'READY', stageCount: lastStage, ignored: ['Plano/leia-me.txt'], ipr: [], attachments: [] });
    // The staff's pages hear of it; the dentist's never do (staff bookkeeping).
    const news = await t.db.selectFrom('order_events').select('kind').where('order_id', '=', id).where('kind', 'in', ['STAGES_READY', 'STAGES_REFUSED']).execute();
    expect(news).toEqual([{ kind: 'STAGES_READY' }]);
    for (const arch of ['upper', 'lower'] as const) {
      expect(stages.arches[arch]!.map((m) => m.stage)).toEqual([0, 1, 2, 3]);
      for (const mesh of stages.arches[arch]!) {
        const glb = await t.app.inject({ url: mesh.url, headers: bearer(staff) });
        expect(glb.statusCode).toBe(200);
        expect(glb.headers['content-type']).toBe('model/gltf-binary');
        expect(glb.rawPayload.byteLength).toBe(mesh.bytes);
        const source = stlBounds(files.find((f) => f.arch === arch && f.stage === mesh.stage)!.stl);
        const built = await glbBounds(glb.rawPayload);
        const size = Math.max(...source.max.map((m, k) => m - source.min[k]!));
        for (let k = 0; k < 3; k++) {
          expect(Math.abs(built.min[k]! - source.min[k]!)).toBeLessThan(size * 0.01);
          expect(Math.abs(built.max[k]! - source.max[k]!)).toBeLessThan(size * 0.01);
        }
      }
    }
    // The order's dentist reads the same stages at her own addresses; another dentist, nothing.
    const own = await stagesOf(`/api/orders/${id}/plannings/${pid}/stages`, dentista);
    expect(own?.arches.upper?.length).toBe(lastStage + 1);
    const ownMesh = await t.app.inject({ url: own!.arches.upper![2]!.url, headers: bearer(dentista) });
    expect(ownMesh.statusCode).toBe(200);
    expect(await stagesOf(`/api/orders/${id}/plannings/${pid}/stages`, kol)).toBeUndefined();
    expect((await t.app.inject({ url: own!.arches.upper![2]!.url, headers: bearer(kol) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: stages.arches.upper![2]!.url, headers: bearer(dentista) })).statusCode).toBe(403);
  });

  it('prints the chart of IPR and attachments as a PDF for the staff and the order’s dentist, once the stages are read, and for no one else', async () => {
    const { id, pid } = await planningOf(lastStage);
    const chart = (token: string, side: 'admin/orders' | 'orders' = 'admin/orders') =>
      t.app.inject({ url: `/api/${side}/${id}/plannings/${pid}/chair-chart`, headers: bearer(token) });
    expect((await chart(staff)).statusCode).toBe(404);
    const files = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 6 });
    await send(id, pid, await uploadZip(files.map((f) => ({ name: f.name, bytes: f.stl }))));
    await settled(id, pid);
    const work = { ipr: [{ teeth: [11, 21], hundredths: 20, beforeStage: 2 }], attachments: [{ tooth: 13, fromStage: 1, untilStage: null }] };
    const saved = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/plannings/${pid}/chair-work`, headers: bearer(staff), payload: work });
    expect(saved.statusCode, saved.body).toBe(204);
    for (const [token, side] of [
      [staff, 'admin/orders'],
      [dentista, 'orders'],
    ] as const) {
      const pdf = await chart(token, side);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="ipr-attachments-\d+-\d+\.pdf"$/);
      const text = drawnText(pdf.rawPayload);
      expect(text).toEqual(expect.arrayContaining(['Tabela de IPR e attachments', 'Etapa 2', '0,2 mm entre 11 e 21', 'Etapa 1', '13', 'da etapa 1 até o fim']));
    }
    expect((await chart(kol, 'orders')).statusCode).toBe(404);
    expect((await chart(dentista)).statusCode).toBe(403);
  });

  it('refuses a ZIP with a stage missing, naming it, and one whose stage count differs until the planner confirms it', async () => {
    const { id, pid } = await planningOf(lastStage);
    const files = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 6 });
    const gap = await uploadZip(files.filter((f) => !(f.arch === 'lower' && f.stage === 2)).map((f) => ({ name: f.name, bytes: f.stl })));
    expect((await send(id, pid, gap)).statusCode).toBe(202);
    expect(await settled(id, pid)).toMatchObject({ status: 'FAILED', message: 'Falta a etapa 2 da arcada inferior.', arches: {} });

    const longer = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage: lastStage + 1, toothDetail: 6 });
    const zip = await uploadZip(longer.map((f) => ({ name: f.name, bytes: f.stl })));
    await send(id, pid, zip);
    expect(await settled(id, pid)).toMatchObject({
      status: 'FAILED',
      stageCount: lastStage + 1,
      message: 'O ZIP tem 4 etapas, mas o planejamento tem 3 etapas de alinhadores. Confira o ZIP ou confirme para usar esta quantidade de etapas.',
    });
    await send(id, pid, zip, lastStage + 1);
    const confirmed = await settled(id, pid);
    expect(confirmed).toMatchObject({ status: 'READY', stageCount: lastStage + 1 });
    expect(confirmed.arches.lower).toHaveLength(lastStage + 2);
  });

  it('builds a planner’s ZIP while a dentist’s scan preview is still being built: neither waits behind the other', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const disk = diskStorage(mkdtempSync(join(tmpdir(), 'portal-files-')));
    // The scan's preview build stays on reading its file until the test lets it go: a large scan's long build.
    const storage: AttachmentStorage = { ...disk, read: async (key) => (key.endsWith('.stl') ? held.then(() => disk.read(key)) : disk.read(key)) };
    const own = await startTestApp(target, { storage });
    try {
      const [planner, dentist] = await Promise.all([own.login('atendente@demo.com.br'), own.login('dentista@demo.com.br')]);
      const scan = multipartBody('superior.stl', binaryStl(sphere(20, 20)), '');
      const uploaded = await own.app.inject({
        method: 'POST',
        url: '/api/attachments?kind=MODEL_SUPERIOR',
        headers: { ...bearer(dentist), ...scan.headers },
        payload: scan.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const scanId = json<AttachmentUploaded>(uploaded).id;
      const previewStatus = async () => (await own.db.selectFrom('scan_previews').select('status').where('attachment_id', '=', scanId).executeTakeFirst())?.status;
      await waitFor('the preview build to start', async () => (await previewStatus()) === 'BUILDING');

      const { id, pid } = await planningOf(lastStage, own.db);
      const files = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 6 });
      const gap = await uploadZip(
        files.filter((f) => !(f.arch === 'upper' && f.stage === 1)).map((f) => ({ name: f.name, bytes: f.stl })),
        planner,
        own.app,
      );
      expect((await send(id, pid, gap, undefined, planner, own.app)).statusCode).toBe(202);
      expect(await settled(id, pid, planner, own.app)).toMatchObject({ status: 'FAILED', message: 'Falta a etapa 1 da arcada superior.' });
      expect(await previewStatus()).toBe('BUILDING');

      release();
      await waitFor('the preview built', async () => (await previewStatus()) === 'READY');
    } finally {
      release();
      await own.close();
    }
  });

  it('takes only a staff member’s own ZIP, on a planning of the order, while the order is in planning', async () => {
    const { id, pid } = await planningOf(lastStage);
    const files = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 6 });
    const zip = await uploadZip(files.map((f) => ({ name: f.name, bytes: f.stl })));
    const other = await planningOf(lastStage);
    expect((await send(other.id, pid, zip)).statusCode).toBe(404);
    const dentistsZip = t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/plannings/${pid}/stages`,
      headers: bearer(dentista),
      payload: { attachmentId: zip },
    });
    expect((await dentistsZip).statusCode).toBe(404);
    await t.db.updateTable('orders').set({ status: 'WAITING_FOR_APPROVAL' }).where('id', '=', id).execute();
    expect((await send(id, pid, zip)).statusCode).toBe(409);
    expect(await stagesOf(`/api/admin/orders/${id}/plannings/${pid}/stages`, staff)).toBeUndefined();
  });

  it('keeps the IPR and attachments the planner enters by stage, and refuses a contact that is not one, changing nothing', async () => {
    const { id, pid } = await planningOf(lastStage);
    const zip = await uploadZip(stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 6 }).map((f) => ({ name: f.name, bytes: f.stl })));
    await send(id, pid, zip);
    await settled(id, pid);
    const chairWork = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/plannings/${pid}/chair-work`, headers: bearer(staff), payload });
    const work = { ipr: [{ teeth: [11, 21], hundredths: 20, beforeStage: 2 }], attachments: [{ tooth: 13, fromStage: 1, untilStage: null }] };
    expect((await chairWork(work)).statusCode).toBe(204);
    expect(await stagesOf(`/api/orders/${id}/plannings/${pid}/stages`, dentista)).toMatchObject(work);
    const wrong = await chairWork({ ipr: [{ teeth: [11, 23], hundredths: 20, beforeStage: 2 }], attachments: [] });
    expect([wrong.statusCode, json(wrong)]).toEqual([400, { message: 'IPR só entre dentes vizinhos: 11 e 23 não são.' }]);
    expect(await stagesOf(`/api/orders/${id}/plannings/${pid}/stages`, dentista)).toMatchObject(work);
  });

  it('takes the dentist’s comments pinned on the teeth while she decides, sends them with “Solicitar ajuste”, and lets the planner say the next planning answered them', async () => {
    const { id, pid } = await planningOf(lastStage);
    const files = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 6 });
    await send(id, pid, await uploadZip(files.map((f) => ({ name: f.name, bytes: f.stl }))));
    await settled(id, pid);
    await t.db.updateTable('orders').set({ status: 'WAITING_FOR_APPROVAL' }).where('id', '=', id).execute();
    const comment = (payload: Record<string, unknown>, token = dentista) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${id}/plannings/${pid}/comments`, headers: bearer(token), payload });
    const pin = { tooth: 11, stage: 2, point: [1.5, 17.2, 3], text: '  Girar menos o 11 nesta etapa.  ' };
    const added = await comment(pin);
    expect(added.statusCode).toBe(201);
    const first = json<PlanningStages['comments'][number]>(added);
    expect(first).toMatchObject({ tooth: 11, stage: 2, point: [1.5, 17.2, 3], text: 'Girar menos o 11 nesta etapa.', planning: 1, sent: false, answeredIn: null });
    expect([(await comment({ ...pin, tooth: 19 })).statusCode, json(await comment({ ...pin, tooth: 19 }))]).toEqual([400, { message: 'O dente 19 não está nas arcadas do caso.' }]);
    expect(json(await comment({ ...pin, stage: lastStage + 1 }))).toEqual({ message: `Escolha uma etapa de 0 a ${lastStage}.` });
    expect((await comment(pin, kol)).statusCode).toBe(404);
    // Taken back before sending; the second one goes with the request for an adjustment.
    const remove = (cid: string) => t.app.inject({ method: 'DELETE', url: `/api/orders/${id}/plannings/${pid}/comments/${cid}`, headers: bearer(dentista) });
    expect((await remove(first.id)).statusCode).toBe(204);
    const second = json<PlanningStages['comments'][number]>(await comment({ ...pin, tooth: 33, stage: 1, text: 'Attachment do 33 mais cedo.' }));
    const rejected = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/reject`, headers: bearer(dentista), payload: { reason: 'Ver os comentários nos dentes.' } });
    expect(json(rejected)).toEqual({ status: 'REVIEW_REQUESTED' });
    expect((await stagesOf(`/api/orders/${id}/plannings/${pid}/stages`, dentista))!.comments).toMatchObject([{ id: second.id, sent: true, answeredIn: null }]);
    expect((await remove(second.id)).statusCode).toBe(404);
    expect((await comment(pin)).statusCode).toBe(409);

    // The planner's next planning answers it, and shows it answered.
    await t.db.updateTable('orders').set({ status: 'VIRTUAL_PLANNING' }).where('id', '=', id).execute();
    const next = json<{ id: string }>(await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/plannings`, headers: bearer(staff), payload: { basedOnPrevious: true } }));
    await send(id, next.id, await uploadZip(files.map((f) => ({ name: f.name, bytes: f.stl }))));
    await settled(id, next.id);
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/plannings/${next.id}/comments/${second.id}`,
      headers: bearer(staff),
      payload: { answered: true },
    });
    expect(answered.statusCode).toBe(204);
    expect((await stagesOf(`/api/admin/orders/${id}/plannings/${next.id}/stages`, staff))!.comments).toMatchObject([{ id: second.id, planning: 1, sent: true, answeredIn: 2 }]);
  });

  it('opens the plan to the patient through the dentist’s link only: no names, prices, chair work or comments; counted; closed once revoked or expired', async () => {
    const { id, pid } = await planningOf(lastStage);
    const files = stagedPlanFiles({ arches: ['upper', 'lower'], lastStage, toothDetail: 6 });
    await send(id, pid, await uploadZip(files.map((f) => ({ name: f.name, bytes: f.stl }))));
    await settled(id, pid);
    const share = (token: string) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/plannings/${pid}/share`, headers: bearer(token) });
    expect((await share(kol)).statusCode).toBe(404);
    const made = await share(dentista);
    expect(made.statusCode).toBe(201);
    const link = json<{ url: string; expiresAt: string }>(made);
    const made30 = await t.db.selectFrom('planning_shares').select(['created_at', 'expires_at']).where('planning_id', '=', pid).executeTakeFirstOrThrow();
    expect(new Date(made30.expires_at).getTime() - new Date(made30.created_at).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(new Date(link.expiresAt)).toEqual(new Date(made30.expires_at));
    const path = new URL(link.url).pathname;
    expect(path).toMatch(/^\/p\/[A-Za-z0-9_-]{43}$/);
    const api = `/api/shared/${path.slice(3)}`;
    const opened = await t.app.inject({ url: api });
    expect(opened.statusCode).toBe(200);
    const plan = json<PlanningStages>(opened);
    expect(plan).toMatchObject({ status: 'READY', stageCount: lastStage, ipr: [], attachments: [], comments: [], share: null, ignored: [] });
    // Nothing of the patient, the dentist or the price is in what the link opens.
    const patient = await t.db
      .selectFrom('orders')
      .innerJoin('patients', 'patients.id', 'orders.patient_id')
      .select(['patients.first_name', 'patients.last_name'])
      .where('orders.id', '=', id)
      .executeTakeFirstOrThrow();
    for (const secret of [patient.first_name, patient.last_name, 'Ana Beatriz', 'R$', 'dentista@demo.com.br', id]) expect(opened.body).not.toContain(secret);
    const mesh = await t.app.inject({ url: plan.arches.upper![1]!.url });
    expect([mesh.statusCode, mesh.headers['content-type']]).toEqual([200, 'model/gltf-binary']);
    await t.app.inject({ url: api });
    expect((await stagesOf(`/api/orders/${id}/plannings/${pid}/stages`, dentista))!.share).toMatchObject({ opens: 2 });
    // A made-up token is unknown; a new link closes the old one; a revoked link is gone.
    expect((await t.app.inject({ url: `/api/shared/${'A'.repeat(43)}` })).statusCode).toBe(404);
    const second = new URL(json<{ url: string }>(await share(dentista)).url).pathname.slice(3);
    expect([(await t.app.inject({ url: api })).statusCode, json(await t.app.inject({ url: api }))]).toEqual([
      410,
      { message: 'Este link não está mais disponível. Peça um novo ao seu dentista.' },
    ]);
    expect((await t.app.inject({ url: `/api/shared/${second}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${id}/plannings/${pid}/share`, headers: bearer(dentista) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/shared/${second}` })).statusCode).toBe(410);
    expect((await t.app.inject({ url: plan.arches.upper![1]!.url.replace(path.slice(3), second) })).statusCode).toBe(410);
    expect((await stagesOf(`/api/orders/${id}/plannings/${pid}/stages`, dentista))!.share).toBeNull();
    // A link past its 30 days no longer opens either.
    const third = new URL(json<{ url: string }>(await share(dentista)).url).pathname.slice(3);
    await t.db.updateTable('planning_shares').set({ expires_at: made30.created_at }).where('planning_id', '=', pid).where('revoked_at', 'is', null).execute();
    expect((await t.app.inject({ url: `/api/shared/${third}` })).statusCode).toBe(410);
  });
});
