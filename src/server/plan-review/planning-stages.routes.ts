import type { FastifyInstance } from 'fastify';
import { stageMessages } from '../../contract/planning-stages.contract';
import { orderPageEndpoints as on } from '../../contract/routes/order-page.endpoints';
import type { AppDeps } from '../app-deps';
import { notFound, orFail } from '../http/http-error';
import { withOwnOrderLocked } from '../orders/order-lock';
import { addPlanComment, removePlanComment } from './plan-comments';
import { sharePlan, unsharePlan } from './plan-share';
import { shareTokenOf } from '../../domain/planning/share-link';
import { randomBytes } from 'node:crypto';
import { sent, serve } from '../http/serve';
import { planningStagesAnswer, sendStageMesh, type StageMeshUrl } from './planning-stages.answer';
import { findOwnOrder } from '../orders/order.repository';
import type { Order } from '../../domain/order/order';
import { sendChairChart } from './chair-chart-pdf.answer';
import { orderHasPlanning } from './planning-stages.repository';

/** A planning's stages in 3D for the dentist of the order; anyone else's order answers 404. */
export const planningStagesRoutes = (app: FastifyInstance, { db, storage, now, newId }: AppDeps): void => {
  /** The dentist's own order, when the planning is one of its. */
  const ownPlanning = async (id: string, dentistId: string, pid: string): Promise<Order | undefined> => {
    const order = await findOwnOrder(db, id, dentistId);
    return order && (await orderHasPlanning(db, id, pid)) ? order : undefined;
  };
  const urlsOf =
    (id: string, pid: string): StageMeshUrl =>
    (arch, stage, version) =>
      `/api/orders/${id}/plannings/${pid}/stages/${arch}/${stage}?v=${version}`;

  serve(app, on.stages, async ({ user, params: { id, pid } }) => {
    const stages = (await ownPlanning(id, user.id, pid)) ? await planningStagesAnswer(db, pid, urlsOf(id, pid), { dentistAt: now() }) : undefined;
    if (!stages) throw notFound(stageMessages.none);
    return stages;
  });

  serve(app, on.stageMesh, async ({ user, params: { id, pid, arch, stage }, reply }) => {
    if (!(await ownPlanning(id, user.id, pid))) throw notFound(stageMessages.meshNotFound);
    return sent(await sendStageMesh(reply, db, storage, pid, arch, stage));
  });

  serve(app, on.chairChart, async ({ user, params: { id, pid }, reply }) => {
    const order = await ownPlanning(id, user.id, pid);
    if (!order) throw notFound(stageMessages.none);
    return sent(await sendChairChart(reply, db, order, pid));
  });

  serve(app, on.addComment, async ({ user, params: { id, pid }, body }) =>
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => addPlanComment(trx, order, { dentistId: user.id, at: now(), id: newId() }, pid, body))),
  );

  serve(app, on.removeComment, async ({ user, params: { id, pid, cid } }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, (trx) => removePlanComment(trx, user.id, pid, cid)));
  });

  serve(app, on.sharePlan, async ({ user, params: { id, pid }, request }) => {
    const token = shareTokenOf(randomBytes(32));
    const shared = orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => sharePlan(trx, order, { dentistId: user.id, at: now(), id: newId(), token }, pid)));
    // The link is the page's own address: the same site the dentist is on.
    return { url: `${request.protocol}://${request.host}/p/${token}`, expiresAt: shared.expiresAt.toISOString() };
  });

  serve(app, on.unsharePlan, async ({ user, params: { id, pid } }) => {
    orFail(await withOwnOrderLocked(db, id, user.id, (trx, order) => unsharePlan(trx, order, pid, now())));
  });
};
