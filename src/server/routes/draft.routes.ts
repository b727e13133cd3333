import type { FastifyInstance } from 'fastify';
import { authMessages } from '../../contract/auth.contract';
import { dentistMessages } from '../../contract/dentist.contract';
import { CreateDraftRequest, type DraftCreated } from '../../contract/draft.contract';
import { patientMessagesOnWire } from '../../contract/patient.contract';
import type { AppDeps } from '../app-deps';
import { authenticate } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { forbidden, notFound } from '../http/http-error';
import { insertDraft } from '../repositories/drafts.repository';
import { findPatient } from '../repositories/patients.repository';

export const draftRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  // Only an accredited dentist orders, and only for their own patient.
  app.post('/api/orders/draft', async (request, reply) => {
    const user = await authenticate(db, request, now());
    if (user.role !== 'DENTIST') throw forbidden(authMessages.forbidden);
    if (!user.accredited) throw forbidden(dentistMessages.notAccredited);
    const { patientId } = decodeInput(CreateDraftRequest, request.body);
    const patient = await findPatient(db, patientId);
    if (!patient || patient.dentistId !== user.id) throw notFound(patientMessagesOnWire.notFound);
    const id = newId();
    await insertDraft(db, { id, historyId: newId(), dentistId: user.id, patientId, now: now() });
    const answer: DraftCreated = { id } as DraftCreated;
    return reply.status(201).send(answer);
  });
};
