import type { FastifyInstance } from 'fastify';
import { stageMessages } from '../../../contract/planning-stages.contract';
import { orderPageEndpoints as on } from '../../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/http-error';
import { sent, serve } from '../../http/serve';
import { planningStagesAnswer, sendStageMesh, type StageMeshUrl } from '../../plannings/planning-stages-answer';
import { findOwnOrder } from '../../repositories/order.repository';
import { orderHasPlanning } from '../../repositories/planning-stages.repository';

/** A planning's stages in 3D for the dentist of the order (issue 34); anyone else's order answers 404. */
export const planningStagesRoutes = (app: FastifyInstance, { db, storage }: AppDeps): void => {
  const ownPlanning = async (id: string, dentistId: string, pid: string): Promise<boolean> =>
    (await findOwnOrder(db, id, dentistId)) !== undefined && (await orderHasPlanning(db, id, pid));
  const urlsOf =
    (id: string, pid: string): StageMeshUrl =>
    (arch, stage, version) =>
      `/api/orders/${id}/plannings/${pid}/stages/${arch}/${stage}?v=${version}`;

  serve(app, on.stages, async ({ user, params: { id, pid } }) => {
    const stages = (await ownPlanning(id, user.id, pid)) ? await planningStagesAnswer(db, pid, urlsOf(id, pid)) : undefined;
    if (!stages) throw notFound(stageMessages.none);
    return stages;
  });

  serve(app, on.stageMesh, async ({ user, params: { id, pid, arch, stage }, reply }) => {
    if (!(await ownPlanning(id, user.id, pid))) throw notFound(stageMessages.meshNotFound);
    return sent(await sendStageMesh(reply, db, storage, pid, arch, stage));
  });
};
