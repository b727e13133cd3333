import { Readable } from 'node:stream';
import type { ChairWork } from '../../domain/planning/chair-work';
import type { Arch } from '../../domain/order/arch';
import type { Db } from '../db/database';
import { recordUpload } from '../uploads/record-upload';
import { alignerStepsOf, insertPlanComment, replaceChairWork, requestStageBuild } from '../plan-review/planning-stages.repository';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { stagedPlanFiles, toothFront, zipOf } from './staged-plan';

/** The demo's plans have at most this many stages: enough to see teeth move, quick to build on a first start. */
const demoLastStage = 14;

/** IPR and attachments a planner would enter for a crowded arch, within the plan's stages. */
const demoChairWork = (arches: readonly Arch[], lastStage: number): ChairWork => ({
  ipr: [
    ...(arches.includes('upper')
      ? [
          { teeth: [11, 21] as [number, number], hundredths: 20, beforeStage: Math.min(3, lastStage) },
          { teeth: [12, 11] as [number, number], hundredths: 15, beforeStage: Math.min(5, lastStage) },
        ]
      : []),
    ...(arches.includes('lower') ? [{ teeth: [31, 41] as [number, number], hundredths: 25, beforeStage: Math.min(4, lastStage) }] : []),
  ],
  attachments: [
    ...(arches.includes('upper')
      ? [
          { tooth: 13, fromStage: 1, untilStage: null },
          { tooth: 23, fromStage: 1, untilStage: null },
        ]
      : []),
    ...(arches.includes('lower') ? [{ tooth: 33, fromStage: 2, untilStage: Math.max(3, lastStage - 2) }] : []),
  ],
});

/**
 * The demo dentist's plannings waiting for approval come with a staged plan: a ZIP of
 * generated stages sent by the attendant, built by the job runner at the first start, and the
 * IPR and attachments by stage; the first such order has a plan on each of its plannings, to compare.
 */
export const seedDemoStages = async (db: Db, storage: AttachmentStorage, now: Date, newId: () => string): Promise<void> => {
  const attendant = await db.selectFrom('users').select('id').where('email', '=', 'atendente@demo.com.br').executeTakeFirstOrThrow();
  const plannings = await db
    .selectFrom('plannings')
    .innerJoin('orders', 'orders.id', 'plannings.order_id')
    .innerJoin('users', 'users.id', 'orders.dentist_id')
    .select((eb) => ['plannings.id', 'plannings.is_current', 'orders.id as order_id', 'orders.arcade_superior', 'orders.arcade_inferior', alignerStepsOf(eb).as('steps')])
    .where('users.email', '=', 'dentista@demo.com.br')
    .where('orders.status', '=', 'WAITING_FOR_APPROVAL')
    .orderBy('orders.case_number')
    .orderBy('plannings.number')
    .execute();
  // Every current planning, and the other plannings of the first order: two plans to compare there.
  const first = plannings[0]?.order_id;
  const staged = plannings.filter((p) => p.is_current || p.order_id === first);
  for (const [n, planning] of staged.entries()) {
    const arches: Arch[] = [...(planning.arcade_superior ? (['upper'] as const) : []), ...(planning.arcade_inferior ? (['lower'] as const) : [])];
    const steps = Number(planning.steps ?? 0);
    const lastStage = Math.max(1, Math.min(steps, demoLastStage));
    const files = stagedPlanFiles({ arches, lastStage, seed: n + 1 });
    const zip = await zipOf(files.map((f) => ({ name: `Plano ${n + 1}/${f.name}`, bytes: f.stl })));
    const id = newId();
    const storageKey = `${now.toISOString().slice(0, 7)}/${id}.zip`;
    await storage.write(storageKey, Readable.from([zip]));
    await recordUpload(db, {
      id,
      storageKey,
      ownerId: attendant.id,
      kind: 'PLANNING_STAGES',
      name: `etapas-${id}.zip`,
      size: zip.byteLength,
      contentType: 'application/zip',
      at: now,
    });
    // The demo's plans are shorter than their plannings' steps: confirmed, as a planner would.
    // Built in the background lane: a plan a planner sends meanwhile never waits behind these.
    await requestStageBuild(db, planning.id, id, lastStage === steps ? null : lastStage, now, { background: true });
    await replaceChairWork(db, planning.id, demoChairWork(arches, lastStage), newId);
  }
};

/** On the order with two plans (the first waiting for approval): the dentist's comment on a tooth of the first, which the second answers. */
export const seedDemoComments = async (db: Db, newId: () => string): Promise<void> => {
  const plannings = await db
    .selectFrom('plannings')
    .innerJoin('orders', 'orders.id', 'plannings.order_id')
    .innerJoin('users', 'users.id', 'orders.dentist_id')
    .select(['plannings.id', 'plannings.number', 'orders.id as order_id', 'orders.dentist_id', 'orders.created_at', 'orders.arcade_superior'])
    .where('users.email', '=', 'dentista@demo.com.br')
    .where('orders.status', '=', 'WAITING_FOR_APPROVAL')
    .orderBy('orders.case_number')
    .orderBy('plannings.number')
    .execute();
  const [reviewed, answer] = plannings.filter((p) => p.order_id === plannings[0]?.order_id);
  if (!reviewed || !answer) return;
  const [arch, tooth] = reviewed.arcade_superior ? (['upper', 11] as const) : (['lower', 41] as const);
  const id = newId();
  // Written the day the first planning came, before the second.
  const at = new Date(new Date(reviewed.created_at).getTime() + 20.5 * 3_600_000);
  await insertPlanComment(db, {
    id,
    planningId: reviewed.id,
    authorId: reviewed.dentist_id,
    tooth,
    stage: 3,
    point: toothFront(arch, tooth),
    text: 'Avaliar expansão para corrigir a linha média.',
    at,
  });
  await db.updateTable('planning_comments').set({ sent_at: at, answered_in_planning_id: answer.id }).where('id', '=', id).execute();
};
