import type { FastifyInstance } from 'fastify';
import { validatePlanningSurvey, validatePlatformSurvey } from '../../domain/survey/nps';
import { IdParams } from '../../contract/common.contract';
import { planningMessages, PlanningSurveyCode } from '../../contract/planning-actions.contract';
import { NpsSubmission, npsMessages, PlanningNpsSubmission } from '../../contract/nps.contract';
import type { AppDeps } from '../app-deps';
import { authenticate } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { conflict, notFound } from '../http/http-error';
import { rejectInvalid } from '../http/reject-invalid';
import { dismissSurvey, insertPlanningAnswer, insertPlatformAnswer, ownPlanning, postponePlanningSurvey } from '../repositories/nps.repository';

export const npsRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  // The platform survey: answers[0] recommendation, answers[1] confidence (spec §3 NPS).
  app.post('/api/nps', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const body = decodeInput(NpsSubmission, request.body);
    const [recommendation, confidence] = body.answers;
    rejectInvalid(
      validatePlatformSurvey({
        recommendationScore: recommendation?.score ?? null,
        recommendationOpinion: recommendation?.answer ?? '',
        confidenceScore: confidence?.score ?? null,
        confidenceOpinion: confidence?.answer ?? '',
      }),
    );
    const saved = await insertPlatformAnswer(db, { id: newId(), userId: user.id, origin: body.origin, type: body.type, answers: body.answers.slice(0, 2), now: now() });
    if (!saved) throw conflict(npsMessages.alreadyAnswered);
    return reply.status(201).send({ message: npsMessages.thanks });
  });

  // 'Não tenho interesse': never asked again.
  app.post('/api/nps/dismiss', async (request, reply) => {
    const user = await authenticate(db, request, now());
    await dismissSurvey(db, user.id, 'ORDERS', now());
    return reply.status(204).send();
  });

  app.post('/api/nps/planning/:id', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    if (!(await ownPlanning(db, id, user.id))) throw notFound(planningMessages.planningNotFound);
    const body = decodeInput(PlanningNpsSubmission, request.body);
    const [planning] = body.answers;
    rejectInvalid(validatePlanningSurvey({ planningScore: planning?.score ?? null, planningOpinion: planning?.answer ?? '' }));
    const saved = await insertPlanningAnswer(db, { id: newId(), userId: user.id, planningId: id, answers: body.answers.slice(0, 1), now: now() });
    if (!saved) throw conflict(npsMessages.alreadyAnswered);
    return reply.status(201).send({ message: npsMessages.thanks });
  });

  // 'Responder depois' asks again a day later; 'Não tenho interesse' never again.
  app.patch('/api/nps/planning/:id', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    if (!(await ownPlanning(db, id, user.id))) throw notFound(planningMessages.planningNotFound);
    const { code } = decodeInput(PlanningSurveyCode, request.body);
    if (code === 'NOT_INTERESTED') await dismissSurvey(db, user.id, 'ORDER_DETAIL', now());
    await postponePlanningSurvey(db, { planningId: id, userId: user.id, code, now: now() });
    return reply.status(204).send();
  });
};
