import type { FastifyInstance } from 'fastify';
import { validatePlanningSurvey, validatePlatformSurvey } from '../../domain/survey/nps';
import { planningMessages } from '../../contract/planning-actions.contract';
import { npsMessages } from '../../contract/nps.contract';
import { accountEndpoints as on } from '../../contract/routes/people.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { conflict, notFound } from '../http/http-error';
import { rejectInvalid } from '../http/reject-invalid';
import { dismissSurvey, insertPlanningAnswer, insertPlatformAnswer, ownPlanning, postponePlanningSurvey } from './nps.repository';

export const npsRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  // The platform survey: answers[0] recommendation, answers[1] confidence (spec §3 NPS).
  serve(app, on.answerPlatformSurvey, async ({ user, body }) => {
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
    return { message: npsMessages.thanks };
  });

  // 'Não tenho interesse': never asked again.
  serve(app, on.dismissPlatformSurvey, async ({ user }) => {
    await dismissSurvey(db, user.id, 'ORDERS', now());
  });

  serve(app, on.answerPlanningSurvey, async ({ user, params: { id }, body }) => {
    if (!(await ownPlanning(db, id, user.id))) throw notFound(planningMessages.planningNotFound);
    const [planning] = body.answers;
    rejectInvalid(validatePlanningSurvey({ planningScore: planning?.score ?? null, planningOpinion: planning?.answer ?? '' }));
    const saved = await insertPlanningAnswer(db, { id: newId(), userId: user.id, planningId: id, answers: body.answers.slice(0, 1), now: now() });
    if (!saved) throw conflict(npsMessages.alreadyAnswered);
    return { message: npsMessages.thanks };
  });

  // 'Responder depois' asks again a day later; 'Não tenho interesse' never again.
  serve(app, on.postponePlanningSurvey, async ({ user, params: { id }, body: { code } }) => {
    if (!(await ownPlanning(db, id, user.id))) throw notFound(planningMessages.planningNotFound);
    if (code === 'NOT_INTERESTED') await dismissSurvey(db, user.id, 'ORDER_DETAIL', now());
    await postponePlanningSurvey(db, { planningId: id, userId: user.id, code, now: now() });
  });
};
