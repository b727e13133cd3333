import type { FastifyInstance } from 'fastify';
import { validatePlatformSurvey } from '../../domain/survey/nps';
import { NpsSubmission, npsMessages } from '../../contract/nps.contract';
import type { AppDeps } from '../app-deps';
import { authenticate } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { conflict } from '../http/http-error';
import { rejectInvalid } from '../http/reject-invalid';
import { dismissSurvey, insertPlatformAnswer } from '../repositories/nps.repository';

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
};
