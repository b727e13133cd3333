import type { FastifyInstance } from 'fastify';
import { sharedEndpoints as on } from '../../contract/routes/shared.endpoints';
import { stageMessages } from '../../contract/planning-stages.contract';
import type { AppDeps } from '../app-deps';
import { notFound, orFail } from '../http/http-error';
import { sent, serve } from '../http/serve';
import { openSharedPlan } from './plan-share';
import { planningStagesAnswer, sendStageMesh } from './planning-stages.answer';

/** What a patient's link opens, without signing in: the plan's stages, counted once per opening. */
export const sharedPlanRoutes = (app: FastifyInstance, { db, storage, now }: AppDeps): void => {
  serve(app, on.plan, async ({ params: { token } }) => {
    const planningId = orFail(await openSharedPlan(db, token, now(), true));
    const stages = await planningStagesAnswer(db, planningId, (arch, stage, version) => `/api/shared/${token}/stages/${arch}/${stage}?v=${version}`, 'patient');
    if (!stages) throw notFound(stageMessages.none);
    return stages;
  });

  serve(app, on.stageMesh, async ({ params: { token, arch, stage }, reply }) => {
    const planningId = orFail(await openSharedPlan(db, token, now(), false));
    return sent(await sendStageMesh(reply, db, storage, planningId, arch, stage));
  });
};
