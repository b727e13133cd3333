import type { Arches } from '../../domain/order/arch';
import type { ChairWork } from '../../domain/planning/chair-work';
import type { Arch } from '../../domain/order/arch';
import { type ExpressionBuilder, sql, type UpdateObject } from 'kysely';
import type { Database, Db } from '../db/database';
import type { StageSetStatus } from '../db/tables/planning-stages.table';

// A planning's stage models: the job queue of their builds, and the meshes built.

/** A planning's aligner steps (its main items' quantities), for a query that selects from `plannings`. */
export const alignerStepsOf = (eb: ExpressionBuilder<Database, 'plannings'>) =>
  eb
    .selectFrom('planning_items')
    .select((s) => s.fn.coalesce(s.fn.sum<number>('quantity'), s.val(0)).as('steps'))
    .whereRef('planning_items.planning_id', '=', 'plannings.id')
    .where('planning_items.main', '=', true);

/** Asks for the stages of a planning to be built from a ZIP; a new ZIP replaces the earlier one. */
export const requestStageBuild = async (
  db: Db,
  planningId: string,
  attachmentId: string,
  confirmedLastStage: number | null,
  at: Date,
  { background = false }: { readonly background?: boolean } = {},
): Promise<void> => {
  const set = {
    background,
    attachment_id: attachmentId,
    status: 'PENDING' as const,
    attempts: 0,
    leased_until: null,
    failure: null,
    last_stage: null,
    confirmed_last_stage: confirmedLastStage,
    ignored: null,
    updated_at: at,
    turn: sql<number>`nextval('planning_stage_turns')`,
  };
  await db
    .insertInto('planning_stage_sets')
    .values({ planning_id: planningId, ...set, created_at: at })
    .onConflict((c) => c.column('planning_id').doUpdateSet(set))
    .execute();
};

export interface ClaimedStages {
  /** The planning's id. */
  readonly id: string;
  readonly orderId: string;
  /** Who sent the ZIP: the build's outcome is news of their action. */
  readonly senderId: string;
  readonly attachmentId: string;
  readonly storageKey: string;
  readonly zipBytes: number;
  readonly attempts: number;
  readonly confirmedLastStage: number | null;
  readonly arches: Arches;
  /** The planning's aligner steps, which the stage count should match. */
  readonly alignerSteps: number;
}

/** A build waiting in its lane: never started, or one whose lease ran out (its process died). */
const waitingAt = (at: Date) => (w: ExpressionBuilder<Database, 'planning_stage_sets'>) =>
  w.or([w('status', '=', 'PENDING'), w.and([w('status', '=', 'BUILDING'), w('leased_until', '<', at)])]);

/** Takes the oldest waiting build of its lane (those a person sent, or those nobody waits on), or one whose lease ran out (its process died), until `leasedUntil`. */
export const claimStageBuild = async (db: Db, at: Date, leasedUntil: Date, background: boolean): Promise<ClaimedStages | undefined> => {
  const claimed = await db
    .updateTable('planning_stage_sets')
    .set((eb) => ({ status: 'BUILDING', attempts: eb('attempts', '+', 1), leased_until: leasedUntil, updated_at: at }))
    .where('planning_id', '=', (eb) =>
      eb.selectFrom('planning_stage_sets').select('planning_id').where(waitingAt(at)).where('background', '=', background).orderBy('turn').limit(1).forUpdate().skipLocked(),
    )
    .returning(['planning_id', 'attachment_id', 'attempts', 'confirmed_last_stage'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const facts = await db
    .selectFrom('plannings')
    .innerJoin('orders', 'orders.id', 'plannings.order_id')
    .innerJoin('attachments', (j) => j.on('attachments.id', '=', claimed.attachment_id))
    .select((eb) => [
      'attachments.storage_key',
      'attachments.size',
      'attachments.owner_id',
      'plannings.order_id',
      'orders.arcade_superior',
      'orders.arcade_inferior',
      alignerStepsOf(eb).as('steps'),
    ])
    .where('plannings.id', '=', claimed.planning_id)
    .executeTakeFirst();
  // Removed since: the cascade took the job too, or will.
  if (!facts) return undefined;
  return {
    id: claimed.planning_id,
    orderId: facts.order_id,
    senderId: facts.owner_id,
    attachmentId: claimed.attachment_id,
    storageKey: facts.storage_key,
    zipBytes: Number(facts.size),
    attempts: claimed.attempts,
    confirmedLastStage: claimed.confirmed_last_stage,
    arches: { upper: facts.arcade_superior, lower: facts.arcade_inferior },
    alignerSteps: Number(facts.steps ?? 0),
  };
};

/** Changes a build's row while it is still this claim's (not taken over, nor replaced by a new ZIP); false when it no longer is. */
type StageSetUpdate = UpdateObject<Database, 'planning_stage_sets'>;

const updateClaim = async (db: Db, job: ClaimedStages, set: StageSetUpdate | ((eb: ExpressionBuilder<Database, 'planning_stage_sets'>) => StageSetUpdate)): Promise<boolean> => {
  const result = await db
    .updateTable('planning_stage_sets')
    .set(set)
    .where('planning_id', '=', job.id)
    .where('attachment_id', '=', job.attachmentId)
    .where('status', '=', 'BUILDING')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** Keeps a running build's claim. False when the job is no longer this build's. */
export const renewStageBuildLease = (db: Db, job: ClaimedStages, until: Date): Promise<boolean> => updateClaim(db, job, { leased_until: until });

export type StageBuildOutcome =
  { status: 'READY'; lastStage: number; ignored: readonly string[] } | { status: 'FAILED'; failure: string; lastStage?: number } | { status: 'PENDING' };

/** Records how a build ended, unless another build took the job meanwhile (or a new ZIP replaced it). */
export const finishStageBuild = (db: Db, job: ClaimedStages, outcome: StageBuildOutcome, at: Date): Promise<boolean> =>
  updateClaim(db, job, {
    status: outcome.status,
    leased_until: null,
    failure: outcome.status === 'FAILED' ? outcome.failure : null,
    last_stage: outcome.status === 'PENDING' ? null : (outcome.lastStage ?? null),
    ignored: outcome.status === 'READY' ? JSON.stringify(outcome.ignored) : null,
    updated_at: at,
  });

/** Whether another build waits in this build's lane: then this one gives its turn once it has had its share. */
export const anotherStageBuildWaits = async (db: Db, job: ClaimedStages, background: boolean, at: Date): Promise<boolean> =>
  (await db
    .selectFrom('planning_stage_sets')
    .select('planning_id')
    .where('background', '=', background)
    .where('planning_id', '!=', job.id)
    .where(waitingAt(at))
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * Gives the build's turn to the next in its lane: back to waiting at the end of the line, the
 * claim not counted as a try (it did not crash), its built stages kept. False when the job is no longer this build's.
 */
export const giveStageBuildTurn = (db: Db, job: ClaimedStages, at: Date): Promise<boolean> =>
  updateClaim(db, job, (eb) => ({ status: 'PENDING', leased_until: null, attempts: eb('attempts', '-', 1), turn: sql<number>`nextval('planning_stage_turns')`, updated_at: at }));

/** The stages of this ZIP already built (a build cut short goes on from there). */
export const builtStages = async (db: Db, job: ClaimedStages): Promise<ReadonlySet<string>> => {
  const rows = await db.selectFrom('planning_stage_meshes').select(['arch', 'stage']).where('planning_id', '=', job.id).where('attachment_id', '=', job.attachmentId).execute();
  return new Set(rows.map((r) => `${r.arch}-${r.stage}`));
};

/** The meshes an earlier ZIP of the planning left, taken off the record: their files are the caller's to remove. */
export const forgetOtherStages = async (db: Db, job: ClaimedStages): Promise<readonly string[]> => {
  const rows = await db.deleteFrom('planning_stage_meshes').where('planning_id', '=', job.id).where('attachment_id', '!=', job.attachmentId).returning('storage_key').execute();
  return rows.map((r) => r.storage_key);
};

export const recordStageMesh = async (
  db: Db,
  job: ClaimedStages,
  mesh: { readonly arch: Arch; readonly stage: number; readonly storageKey: string; readonly bytes: number; readonly triangles: number },
): Promise<void> => {
  const row = { attachment_id: job.attachmentId, storage_key: mesh.storageKey, bytes: mesh.bytes, triangles: mesh.triangles };
  await db
    .insertInto('planning_stage_meshes')
    .values({ planning_id: job.id, arch: mesh.arch, stage: mesh.stage, ...row })
    .onConflict((c) => c.columns(['planning_id', 'arch', 'stage']).doUpdateSet(row))
    .execute();
};

export interface StageSetRead {
  readonly status: StageSetStatus;
  /** Changes with each ZIP: the meshes' addresses carry it, so a browser never keeps an older plan's. */
  readonly version: string;
  readonly failure: string | null;
  readonly lastStage: number | null;
  readonly ignored: readonly string[];
  readonly meshes: readonly { readonly arch: Arch; readonly stage: number; readonly bytes: number; readonly triangles: number }[];
}

/** A planning's stage set as its readers see it; undefined when no ZIP was ever sent. */
export const findStageSet = async (db: Db, planningId: string): Promise<StageSetRead | undefined> => {
  const set = await db
    .selectFrom('planning_stage_sets')
    .select(['status', 'failure', 'last_stage', 'ignored', 'attachment_id'])
    .where('planning_id', '=', planningId)
    .executeTakeFirst();
  if (!set) return undefined;
  const meshes =
    set.status === 'READY'
      ? await db
          .selectFrom('planning_stage_meshes')
          .select(['arch', 'stage', 'bytes', 'triangles'])
          .where('planning_id', '=', planningId)
          .where('attachment_id', '=', set.attachment_id)
          .orderBy('arch', 'desc')
          .orderBy('stage')
          .execute()
      : [];
  return {
    status: set.status,
    version: set.attachment_id.slice(0, 8),
    failure: set.failure,
    lastStage: set.last_stage,
    ignored: set.ignored ? (JSON.parse(set.ignored) as string[]) : [],
    meshes,
  };
};

/** Where one built stage's mesh is stored, when the planning's set is ready. */
export const stageMeshKey = async (db: Db, planningId: string, arch: Arch, stage: number): Promise<string | undefined> =>
  (
    await db
      .selectFrom('planning_stage_meshes')
      .innerJoin('planning_stage_sets', (j) =>
        j.onRef('planning_stage_sets.planning_id', '=', 'planning_stage_meshes.planning_id').onRef('planning_stage_sets.attachment_id', '=', 'planning_stage_meshes.attachment_id'),
      )
      .select('planning_stage_meshes.storage_key')
      .where('planning_stage_meshes.planning_id', '=', planningId)
      .where('planning_stage_meshes.arch', '=', arch)
      .where('planning_stage_meshes.stage', '=', stage)
      .where('planning_stage_sets.status', '=', 'READY')
      .executeTakeFirst()
  )?.storage_key;

/** The IPR and attachments a planner entered for a planning, by stage. */
export const findChairWork = async (db: Db, planningId: string): Promise<ChairWork> => {
  const [ipr, attachments] = await Promise.all([
    db
      .selectFrom('planning_ipr')
      .select(['tooth_a', 'tooth_b', 'hundredths', 'before_stage'])
      .where('planning_id', '=', planningId)
      .orderBy('before_stage')
      .orderBy('tooth_a')
      .execute(),
    db
      .selectFrom('planning_tooth_attachments')
      .select(['tooth', 'from_stage', 'until_stage'])
      .where('planning_id', '=', planningId)
      .orderBy('tooth')
      .orderBy('from_stage')
      .execute(),
  ]);
  return {
    ipr: ipr.map((i) => ({ teeth: [i.tooth_a, i.tooth_b] as [number, number], hundredths: i.hundredths, beforeStage: i.before_stage })),
    attachments: attachments.map((a) => ({ tooth: a.tooth, fromStage: a.from_stage, untilStage: a.until_stage })),
  };
};

/** Replaces a planning's IPR and attachments with those given (checked by the caller). */
export const replaceChairWork = async (db: Db, planningId: string, work: ChairWork, newId: () => string): Promise<void> => {
  await db.deleteFrom('planning_ipr').where('planning_id', '=', planningId).execute();
  await db.deleteFrom('planning_tooth_attachments').where('planning_id', '=', planningId).execute();
  if (work.ipr.length > 0)
    await db
      .insertInto('planning_ipr')
      .values(work.ipr.map((i) => ({ id: newId(), planning_id: planningId, tooth_a: i.teeth[0], tooth_b: i.teeth[1], hundredths: i.hundredths, before_stage: i.beforeStage })))
      .execute();
  if (work.attachments.length > 0)
    await db
      .insertInto('planning_tooth_attachments')
      .values(work.attachments.map((a) => ({ id: newId(), planning_id: planningId, tooth: a.tooth, from_stage: a.fromStage, until_stage: a.untilStage })))
      .execute();
};

/** The last stage a planning's IPR and attachments may name: its stages' once read, else its aligner steps. */
export const lastStageOf = async (db: Db, planningId: string): Promise<number> => {
  const row = await db
    .selectFrom('plannings')
    .leftJoin('planning_stage_sets', 'planning_stage_sets.planning_id', 'plannings.id')
    .select((eb) => ['planning_stage_sets.last_stage', alignerStepsOf(eb).as('steps')])
    .where('plannings.id', '=', planningId)
    .executeTakeFirst();
  return row?.last_stage ?? Number(row?.steps ?? 0);
};

/** Whether the planning is one of the order's. */
export const orderHasPlanning = async (db: Db, orderId: string, planningId: string): Promise<boolean> =>
  (await db.selectFrom('plannings').select('id').where('id', '=', planningId).where('order_id', '=', orderId).executeTakeFirst()) !== undefined;

export interface PlanCommentRow {
  readonly id: string;
  readonly tooth: number;
  readonly stage: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly text: string;
  readonly planning: number;
  readonly sent_at: Date | null;
  readonly answered_in: number | null;
  readonly created_at: Date;
}

/** The comments pinned on a planning, and those sent on the order's earlier plannings, oldest first. */
export const findPlanComments = (db: Db, planningId: string): Promise<PlanCommentRow[]> =>
  db
    .selectFrom('planning_comments')
    .innerJoin('plannings as pinned', 'pinned.id', 'planning_comments.planning_id')
    .innerJoin('plannings as this', (j) => j.onRef('this.order_id', '=', 'pinned.order_id').on('this.id', '=', planningId))
    .leftJoin('plannings as answer', 'answer.id', 'planning_comments.answered_in_planning_id')
    .select([
      'planning_comments.id',
      'planning_comments.tooth',
      'planning_comments.stage',
      'planning_comments.x',
      'planning_comments.y',
      'planning_comments.z',
      'planning_comments.text',
      'pinned.number as planning',
      'planning_comments.sent_at',
      'answer.number as answered_in',
      'planning_comments.created_at',
    ])
    .where((w) => w.or([w('pinned.id', '=', planningId), w.and([w('pinned.number', '<', w.ref('this.number')), w('planning_comments.sent_at', 'is not', null)])]))
    .orderBy('planning_comments.created_at')
    .execute();

export const insertPlanComment = async (
  db: Db,
  c: {
    readonly id: string;
    readonly planningId: string;
    readonly authorId: string;
    readonly tooth: number;
    readonly stage: number;
    readonly point: readonly [number, number, number];
    readonly text: string;
    readonly at: Date;
  },
): Promise<void> => {
  await db
    .insertInto('planning_comments')
    .values({
      id: c.id,
      planning_id: c.planningId,
      author_id: c.authorId,
      tooth: c.tooth,
      stage: c.stage,
      x: c.point[0],
      y: c.point[1],
      z: c.point[2],
      text: c.text,
      sent_at: null,
      answered_in_planning_id: null,
      created_at: c.at,
    })
    .execute();
};

/** Removes an author's comment not sent yet; false when there is none such. */
export const deleteUnsentComment = async (db: Db, planningId: string, commentId: string, authorId: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('planning_comments')
    .where('id', '=', commentId)
    .where('planning_id', '=', planningId)
    .where('author_id', '=', authorId)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** The planning's comments not sent yet go with the dentist's request for an adjustment. */
export const sendPlanComments = async (db: Db, planningId: string, at: Date): Promise<number> => {
  const result = await db.updateTable('planning_comments').set({ sent_at: at }).where('planning_id', '=', planningId).where('sent_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Marks a sent comment of the order answered by `answeredIn` (a planning of the same order), or not answered. */
export const markCommentAnswered = async (db: Db, orderId: string, commentId: string, answeredIn: string | null): Promise<boolean> => {
  const result = await db
    .updateTable('planning_comments')
    .set({ answered_in_planning_id: answeredIn })
    .where('id', '=', commentId)
    .where('sent_at', 'is not', null)
    .where('planning_id', 'in', (eb) => eb.selectFrom('plannings').select('id').where('order_id', '=', orderId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};
