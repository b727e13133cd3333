import type { FastifyInstance } from 'fastify';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { draftMessagesOnWire } from '../../contract/draft.contract';
import { orderEndpoints as on } from '../../contract/routes/orders.endpoints';
import { patientMessagesOnWire } from '../../contract/patient.contract';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/database';
import { sent, serve } from '../http/serve';
import { badRequest, conflict, notFound, orFail } from '../http/http-error';
import type { User } from '../repositories/users.repository';
import { findAddress } from '../repositories/addresses.repository';
import { columnsForStep, deleteDraft, findDraft, ownedAttachments } from '../repositories/drafts.repository';
import { submitDraft } from '../orders/submit-draft';
import { openDraft } from '../orders/open-draft';
import { saveDraftStep } from '../orders/save-draft-step';
import { findPatient } from '../repositories/patients.repository';
import { rejectInvalid } from '../http/reject-invalid';
import { idempotencyOf } from '../http/idempotency';
import { idempotent } from '../orders/idempotent';
import { validatePrescription } from '../../domain/prescription/prescription-rules';
import { PrescriptionForm, prescriptionFieldLabels } from '../../domain/prescription/prescription';

const readPrescription = (json: string): PrescriptionForm | undefined => {
  try {
    const decoded = PrescriptionForm.decode(JSON.parse(json));
    return decoded._tag === 'Right' ? decoded.right : undefined;
  } catch {
    return undefined;
  }
};

/** The dentist's own draft; someone else's order is 'not found', a sent one is a conflict. */
const ownDraft = async (db: Db, id: string, user: User) => {
  const found = await findDraft(db, id);
  if (!found || found.dentistId !== user.id) throw notFound(draftMessagesOnWire.notFound);
  if (found.status !== 'DRAFT') throw conflict(draftMessagesOnWire.notDraft);
  return found;
};

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
    await ownDraft(db, id, user);
    const deleted = await deleteDraft(db, id);
    // Sent in the meantime: it is an order now, and stays.
    if (!deleted) throw conflict(draftMessagesOnWire.notDraft);
  });

  serve(app, on.draft, async ({ user, params: { id } }) => (await ownDraft(db, id, user)).detail);

  serve(app, on.saveDraftStep, async ({ user, params: { id }, body }) => {
    const { detail } = await ownDraft(db, id, user);

    if (body.key === 'PATIENT' && body.patientId) {
      const patient = await findPatient(db, body.patientId);
      if (!patient || patient.dentistId !== user.id) throw notFound(patientMessagesOnWire.notFound);
    }
    if (body.key === 'ADDRESS') {
      for (const addressId of [body.shippingAddressId, body.billingAddressId]) {
        if (!addressId) continue;
        const address = await findAddress(db, addressId);
        if (!address || address.dentistId !== user.id) throw notFound(draftMessagesOnWire.addressNotFound);
      }
    }
    let attachments: { attachmentId: string; type: AttachmentKind }[] | undefined;
    if (body.key === 'ATTACHMENTS') {
      attachments = body.attachments ?? [];
      const owned = await ownedAttachments(db, user.id, attachments.map((a) => a.attachmentId));
      for (const a of attachments) {
        const kind = owned.get(a.attachmentId);
        if (!kind) throw notFound(draftMessagesOnWire.attachmentNotFound);
        if (kind !== a.type) throw badRequest(draftMessagesOnWire.wrongKind);
      }
    }
    if (body.key === 'QUIZ' && body.prescriptionForm !== undefined) {
      // The same validation as the browser's, against this order's continuation product.
      const form = readPrescription(body.prescriptionForm);
      if (!form) throw badRequest(draftMessagesOnWire.prescriptionUnreadable);
      rejectInvalid(validatePrescription(form, detail.caseContinuationProduct), prescriptionFieldLabels);
    }
    const dropModels = body.key === 'DATA_SHIPPING' && body.modelProvideType !== 'UPLOAD';
    const saved = await saveDraftStep(db, { orderId: id, key: body.key, columns: columnsForStep(body, detail), attachments, dropModels, advance: body.advance !== false, at: now() });
    if (!saved) throw conflict(draftMessagesOnWire.notDraft);
    return (await findDraft(db, id))!.detail;
  });

  // The order enters its lifecycle (decisions §6) when everything the steps need is there.
  serve(app, on.submitDraft, async ({ user, params: { id }, request, reply }) => {
    // A retry with the same key after a lost answer gets the case number of the first send.
    const answer = orFail(await idempotent(db, { userId: user.id, ...idempotencyOf(request, id), at: now() }, async (trx) => {
      const { status, caseNumber } = orFail(await submitDraft(trx, { orderId: id, dentistId: user.id, at: now(), historyId: newId() }));
      return { status: 200, body: { id, caseNumber, status } };
    }));
    return sent(reply.status(answer.status).send(answer.body));
  });
};
