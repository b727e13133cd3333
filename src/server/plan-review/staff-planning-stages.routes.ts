import type { FastifyInstance } from 'fastify';
import { stageMessages } from '../../contract/planning-stages.contract';
import { staffEndpoints as on } from '../../contract/routes/staff.endpoints';
import type { AppDeps } from '../app-deps';
import { notFound, orFail } from '../http/http-error';
import { sent, serve } from '../http/serve';
import type { JobRunner } from '../jobs/job-runner';
import { withOrderLocked } from '../orders/order-lock';
import { sendPlanningStages, setChairWork } from '../plannings/planning-builder';
import { answerPlanComment } from './plan-comments';
import { planningStagesAnswer, sendStageMesh, type StageMeshUrl } from './planning-stages.answer';
import { orderHasPlanning } from './planning-stages.repository';
import { findOrder } from '../orders/order.repository';
import { sendChairChart } from './chair-chart-pdf.answer';

/** A planning's stage models, IPR and attachments, as the planner sends and reads them. */
export const staffPlanningStagesRoutes = (app: FastifyInstance, { db, now, newId, storage }: AppDeps, jobs: JobRunner): void => {
  const urlsOf =
    (id: string, pid: string): StageMeshUrl =>
    (arch, stage, version) =>
      `/api/admin/orders/${id}/plannings/${pid}/stages/${arch}/${stage}?v=${version}`;
  const answer = async (id: string, pid: string) => {
    if (!(await orderHasPlanning(db, id, pid))) throw notFound(stageMessages.none);
    const stages = await planningStagesAnswer(db, pid, urlsOf(id, pid), 'staff');
    if (!stages) throw notFound(stageMessages.none);
    return stages;
  };

  serve(app, on.sendStages, async ({ user, params: { id, pid }, body }) => {
    orFail(await withOrderLocked(db, id, (trx, order) => sendPlanningStages(trx, order, { staffId: user.id, at: now(), newId }, pid, body)));
    jobs.wake();
    return answer(id, pid);
  });

  serve(app, on.stages, async ({ params: { id, pid } }) => answer(id, pid));

  serve(app, on.stageMesh, async ({ params: { id, pid, arch, stage }, reply }) => {
    if (!(await orderHasPlanning(db, id, pid))) throw notFound(stageMessages.meshNotFound);
    return sent(await sendStageMesh(reply, db, storage, pid, arch, stage));
  });

  serve(app, on.chairChart, async ({ params: { id, pid }, reply }) => {
    const order = await findOrder(db, id);
    if (!order) throw notFound(stageMessages.none);
    return sent(await sendChairChart(reply, db, order, pid));
  });

  serve(app, on.setChairWork, async ({ user, params: { id, pid }, body }) => {
    orFail(await withOrderLocked(db, id, (trx, order) => setChairWork(trx, order, { staffId: user.id, at: now(), newId }, pid, body)));
  });

  serve(app, on.answerComment, async ({ params: { id, cid }, body: { answered } }) => {
    orFail(await withOrderLocked(db, id, (trx, order) => answerPlanComment(trx, order, cid, answered)));
  });
};
