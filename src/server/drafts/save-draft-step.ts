import * as E from 'fp-ts/Either';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { PrescriptionForm, prescriptionFieldLabels } from '../../domain/prescription/prescription';
import { validatePrescription } from '../../domain/prescription/prescription-rules';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { firstProblem } from '../../domain/shared/errors';
import type * as t from 'io-ts';
import { type DraftDetail, draftMessagesOnWire, type UpdateDraftRequest } from '../../contract/draft.contract';
import { patientMessagesOnWire } from '../../contract/patient.contract';
import type { Db } from '../db/database';
import { findAddress } from '../accounts/addresses.repository';
import { columnsForStep, dropDraftModels, findDraft, ownedAttachments, replaceDraftAttachments, updateDraftColumns } from './drafts.repository';
import { findPatient } from '../accounts/patients.repository';
import { isPhotoKind } from '../../domain/attachments/photo-slots';

export interface DraftStepInput {
  readonly draftId: string;
  readonly dentistId: string;
  readonly step: UpdateDraftRequest;
  readonly at: Date;
}

const readPrescription = (json: string): PrescriptionForm | undefined => {
  try {
    const decoded = PrescriptionForm.decode(JSON.parse(json));
    return decoded._tag === 'Right' ? decoded.right : undefined;
  } catch {
    return undefined;
  }
};

const refuse = (code: 'RECORD_NOT_FOUND' | 'REQUEST_REFUSED', message: string) => E.left(domainError(code, message));

/**
 * What a step names must be the dentist's own (patient, addresses, files of the right slot), and
 * the Ficha must pass the browser's own validation for this order's continuation product.
 * Answers the step's files, when the step is the files'.
 */
const checkStep = async (
  db: Db,
  dentistId: string,
  draft: t.OutputOf<typeof DraftDetail>,
  step: UpdateDraftRequest,
): Promise<E.Either<DomainError, { attachmentId: string; type: AttachmentKind }[] | undefined>> => {
  if (step.key === 'PATIENT' && step.patientId) {
    const patient = await findPatient(db, step.patientId);
    if (patient?.dentistId !== dentistId) return refuse('RECORD_NOT_FOUND', patientMessagesOnWire.notFound);
  }
  if (step.key === 'ADDRESS') {
    for (const addressId of [step.shippingAddressId, step.billingAddressId]) {
      if (addressId && (await findAddress(db, addressId))?.dentistId !== dentistId) return refuse('RECORD_NOT_FOUND', draftMessagesOnWire.addressNotFound);
    }
  }
  if (step.key === 'QUIZ' && step.prescriptionForm !== undefined) {
    const form = readPrescription(step.prescriptionForm);
    if (!form) return refuse('REQUEST_REFUSED', draftMessagesOnWire.prescriptionUnreadable);
    const problem = firstProblem(validatePrescription(form, draft.caseContinuationProduct), prescriptionFieldLabels);
    if (problem !== undefined) return refuse('REQUEST_REFUSED', problem);
  }
  if (step.key !== 'ATTACHMENTS') return E.right(undefined);
  const attachments = step.attachments ?? [];
  // A file has one place in an order: the same one twice is a client's slip, said as such.
  if (new Set(attachments.map((a) => a.attachmentId)).size < attachments.length) return refuse('REQUEST_REFUSED', draftMessagesOnWire.attachmentRepeated);
  const owned = await ownedAttachments(
    db,
    dentistId,
    attachments.map((a) => a.attachmentId),
  );
  for (const a of attachments) {
    const kind = owned.get(a.attachmentId);
    if (!kind) return refuse('RECORD_NOT_FOUND', draftMessagesOnWire.attachmentNotFound);
    // A photo may move among the photo slots; a file never goes to a slot of another sort.
    if (kind !== a.type && !(isPhotoKind(kind) && isPhotoKind(a.type))) return refuse('REQUEST_REFUSED', draftMessagesOnWire.wrongKind);
  }
  return E.right(attachments);
};

/** The dentist's own draft; someone else's order is 'not found', a sent one is a conflict. */
export const ownDraft = async (db: Db, draftId: string, dentistId: string): Promise<E.Either<DomainError, t.OutputOf<typeof DraftDetail>>> => {
  const found = await findDraft(db, draftId);
  if (!found || found.dentistId !== dentistId) return refuse('RECORD_NOT_FOUND', draftMessagesOnWire.notFound);
  return found.status === 'DRAFT' ? E.right(found.detail) : E.left(domainError('NOT_A_DRAFT', draftMessagesOnWire.notDraft));
};

/** Saves one step of a draft in one transaction; a draft sent meanwhile is NOT_A_DRAFT and nothing is written. */
export const saveDraftStep = async (db: Db, input: DraftStepInput): Promise<E.Either<DomainError, t.OutputOf<typeof DraftDetail>>> => {
  const draft = await ownDraft(db, input.draftId, input.dentistId);
  if (E.isLeft(draft)) return draft;
  const { step } = input;
  const attachments = await checkStep(db, input.dentistId, draft.right, step);
  if (E.isLeft(attachments)) return attachments;
  const saved = await db.transaction().execute(async (trx) => {
    // Avançar moves the draft on to the next step; Voltar and autosave keep it.
    if (!(await updateDraftColumns(trx, input.draftId, step.key, columnsForStep(step, draft.right), step.advance !== false, input.at))) return false;
    if (attachments.right) await replaceDraftAttachments(trx, input.draftId, attachments.right);
    if (step.key === 'DATA_SHIPPING' && step.modelProvideType !== 'UPLOAD') await dropDraftModels(trx, input.draftId);
    return true;
  });
  if (!saved) return E.left(domainError('NOT_A_DRAFT', draftMessagesOnWire.notDraft));
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- saved in this transaction
  return E.right((await findDraft(db, input.draftId))!.detail);
};
