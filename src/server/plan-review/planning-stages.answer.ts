import type * as t from 'io-ts';
import type { FastifyReply } from 'fastify';
import type { Arch } from '../../domain/order/arch';
import { type PlanningStages, stageMessages } from '../../contract/planning-stages.contract';
import type { Db } from '../db/database';
import { notFound } from '../http/http-error';
import { findChairWork, findPlanComments, findStageSet, stageMeshKey } from './planning-stages.repository';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { openShareOf } from './planning-shares.repository';

/** The address of one stage's mesh, as each side's endpoint writes it; `version` changes with each ZIP. */
export type StageMeshUrl = (arch: Arch, stage: number, version: string) => string;

/**
 * Who reads a planning's stages: the staff and the order's dentist see everything (the dentist her
 * link for the patient too); the patient, through a link, the stages only.
 */
export type StagesReader = 'staff' | { readonly dentistAt: Date } | 'patient';

/** A planning's stages as their reader sees them; undefined when no ZIP was ever sent. */
export const planningStagesAnswer = async (db: Db, planningId: string, urlOf: StageMeshUrl, reader: StagesReader): Promise<t.OutputOf<typeof PlanningStages> | undefined> => {
  const patient = reader === 'patient';
  const [set, work, comments, share] = await Promise.all([
    findStageSet(db, planningId),
    patient ? { ipr: [], attachments: [] } : findChairWork(db, planningId),
    patient ? [] : findPlanComments(db, planningId),
    typeof reader === 'object' ? openShareOf(db, planningId, reader.dentistAt) : undefined,
  ]);
  if (!set) return undefined;
  const arches: { upper?: t.OutputOf<typeof PlanningStages>['arches']['upper']; lower?: t.OutputOf<typeof PlanningStages>['arches']['lower'] } = {};
  for (const arch of ['upper', 'lower'] as const) {
    const meshes = set.meshes.filter((m) => m.arch === arch);
    if (meshes.length > 0) arches[arch] = meshes.map((m) => ({ stage: m.stage, url: urlOf(arch, m.stage, set.version), bytes: m.bytes, triangles: m.triangles }));
  }
  const status = set.status === 'READY' ? 'READY' : set.status === 'FAILED' ? 'FAILED' : 'BUILDING';
  const message = status === 'BUILDING' ? stageMessages.building : set.failure;
  return {
    status,
    stageCount: set.lastStage ?? 0,
    arches,
    ipr: work.ipr.map((i) => ({ teeth: [i.teeth[0], i.teeth[1]], hundredths: i.hundredths, beforeStage: i.beforeStage })),
    attachments: work.attachments.map((a) => ({ ...a })),
    ignored: patient ? [] : [...set.ignored],
    share: share
      ? { expiresAt: new Date(share.expires_at).toISOString(), opens: share.opens, lastOpenedAt: share.last_opened_at ? new Date(share.last_opened_at).toISOString() : null }
      : null,
    comments: comments.map((c) => ({
      id: c.id,
      tooth: c.tooth,
      stage: c.stage,
      point: [c.x, c.y, c.z],
      text: c.text,
      planning: c.planning,
      sent: c.sent_at !== null,
      answeredIn: c.answered_in,
      createdAt: new Date(c.created_at).toISOString(),
    })),
    ...(message ? { message } : {}),
  };
};

/** One built stage's mesh; it never changes under its address (a new ZIP has new addresses), so the browser keeps it. */
export const sendStageMesh = async (reply: FastifyReply, db: Db, storage: AttachmentStorage, planningId: string, arch: Arch, stage: number) => {
  const key = await stageMeshKey(db, planningId, arch, stage);
  const bytes = key ? await storage.read(key) : undefined;
  if (!bytes) throw notFound(stageMessages.meshNotFound);
  return reply.type('model/gltf-binary').header('cache-control', 'private, max-age=86400, immutable').send(bytes);
};
