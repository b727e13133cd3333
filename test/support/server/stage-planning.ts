import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AttachmentUploaded } from '../../../src/contract/attachment.contract';
import type { PlanningStages } from '../../../src/contract/planning-stages.contract';
import type { Db } from '../../../src/server/db/database';
import { zipOf } from '../../../src/server/seed/staged-plan';
import { approvableOrders } from './approvable-orders';
import { multipartBody } from './sample-files';
import { bearer, json } from './test-app';
import { waitFor } from './wait-for';

/** A two-arch order of the demo dentist in virtual planning, its current planning planned for `steps` aligners. */
export const planningOf = async (db: Db, steps: number): Promise<{ readonly id: string; readonly pid: string }> => {
  const [id] = await approvableOrders(db, 'dentista@demo.com.br', 1, new Date('2026-11-21T12:00:00Z'), randomUUID);
  await db.updateTable('orders').set({ status: 'VIRTUAL_PLANNING', arcade_superior: true, arcade_inferior: true }).where('id', '=', id!).execute();
  const planning = await db.selectFrom('plannings').select('id').where('order_id', '=', id!).where('is_current', '=', true).executeTakeFirstOrThrow();
  await db.updateTable('planning_items').set({ quantity: 0 }).where('planning_id', '=', planning.id).where('main', '=', true).execute();
  const first = await db.selectFrom('planning_items').select('id').where('planning_id', '=', planning.id).where('main', '=', true).limit(1).executeTakeFirstOrThrow();
  await db.updateTable('planning_items').set({ quantity: steps }).where('id', '=', first.id).execute();
  return { id: id!, pid: planning.id };
};

/** The stage models sent as one ZIP by the staff member `token` names; the attachment's id. */
export const uploadStageZip = async (app: FastifyInstance, token: string, files: readonly { name: string; bytes: Buffer }[]): Promise<string> => {
  const body = multipartBody('etapas.zip', await zipOf(files), 'application/zip');
  const res = await app.inject({ method: 'POST', url: '/api/attachments?kind=PLANNING_STAGES', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return json<AttachmentUploaded>(res).id;
};

/** Sends a stage ZIP for a planning's build. */
export const sendStages = (app: FastifyInstance, token: string, id: string, pid: string, attachmentId: string, confirmedStageCount?: number) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/plannings/${pid}/stages`,
    headers: bearer(token),
    payload: { attachmentId, ...(confirmedStageCount !== undefined ? { confirmedStageCount } : {}) },
  });

/** A planning's stages as `url` answers them to `token`, or undefined when it refuses. */
export const stagesOf = async (app: FastifyInstance, url: string, token: string): Promise<PlanningStages | undefined> => {
  const res = await app.inject({ url, headers: bearer(token) });
  return res.statusCode === 200 ? json<PlanningStages>(res) : undefined;
};

/** A planning's stages once their build has ended, as the staff read them. */
export const settledStages = (app: FastifyInstance, token: string, id: string, pid: string): Promise<PlanningStages> =>
  waitFor('the stages to be built', async () => {
    const stages = await stagesOf(app, `/api/admin/orders/${id}/plannings/${pid}/stages`, token);
    return stages && stages.status !== 'BUILDING' ? stages : undefined;
  });
