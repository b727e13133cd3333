import type { FastifyInstance } from 'fastify';
import { draftMessagesOnWire } from '../../contract/draft.contract';
import { draftEndpoints as on } from '../../contract/routes/drafts.endpoints';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import { conflict, orFail } from '../http/http-error';
import { deleteDraft } from './drafts.repository';
import { submitDraft } from './submit-draft';
import { openDraft } from './open-draft';
import { ownDraft, saveDraftStep } from './save-draft-step';
import { idempotencyOf } from '../http/idempotency';
import { idempotent } from '../orders/idempotent';
import { dentistPriceTable } from '../queues/staff-orders.repository';

export const draftRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  serve(app, on.createDraft, async ({ user, body: { patientId }, request, reply }) => {
    // A double click or a retry after a lost answer with the same key opens one draft.
    const answer = orFail(
      await idempotent(db, { userId: user.id, ...idempotencyOf(request, patientId), at: now() }, async (trx) => {
        const opened = orFail(await openDraft(trx, { dentistId: user.id, patientId, draftId: newId(), historyId: newId(), at: now() }));
        return { status: opened.reused ? 200 : 201, body: { id: opened.id } };
      }),
    );
    // 200 when an untouched draft of the patient is opened again.
    return sent(reply.status(answer.status).send(answer.body));
  });

  serve(app, on.removeDraft, async ({ user, params: { id } }) => {
    orFail(await ownDraft(db, id, user.id));
    // Sent in the meantime: it is an order now, and stays.
    if (!(await deleteDraft(db, id))) throw conflict(draftMessagesOnWire.notDraft);
  });

  serve(app, on.priceTable, async () => dentistPriceTable(db));

  serve(app, on.draft, async ({ user, params: { id } }) => orFail(await ownDraft(db, id, user.id)));

  serve(app, on.saveDraftStep, async ({ user, params: { id }, body }) => orFail(await saveDraftStep(db, { draftId: id, dentistId: user.id, step: body, at: now() })));

  // The order enters its lifecycle (decisions §6) when everything the steps need is there.
  serve(app, on.submitDraft, async ({ user, params: { id }, request, reply }) => {
    // A retry with the same key after a lost answer gets the case number of the first send.
    const answer = orFail(
      await idempotent(db, { userId: user.id, ...idempotencyOf(request, id), at: now() }, async (trx) => {
        const { status, caseNumber } = orFail(await submitDraft(trx, { orderId: id, dentistId: user.id, at: now(), historyId: newId() }));
        return { status: 200, body: { id, caseNumber, status } };
      }),
    );
    return sent(reply.status(answer.status).send(answer.body));
  });
};
