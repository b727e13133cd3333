import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { patientMessagesOnWire } from '../../contract/patient.contract';
import type { Trx } from '../db/database';
import { insertDraft, untouchedDraft } from './drafts.repository';
import { findPatient, lockPatient } from '../accounts/patients.repository';

export interface OpenDraftInput {
  readonly dentistId: string;
  readonly patientId: string;
  /** The new draft's id and its first history entry's, used only when a new draft is opened. */
  readonly draftId: string;
  readonly historyId: string;
  readonly at: Date;
}

/**
 * A dentist starts an order for one of their patients: the patient's untouched draft when there
 * is one (two clicks at once wait on the patient's row and open one draft), a new draft otherwise.
 */
export const openDraft = async (trx: Trx, input: OpenDraftInput): Promise<E.Either<DomainError, { readonly id: string; readonly reused: boolean }>> => {
  const patient = await findPatient(trx, input.patientId);
  if (!patient || patient.dentistId !== input.dentistId) return E.left(domainError('PATIENT_NOT_FOUND', patientMessagesOnWire.notFound));
  await lockPatient(trx, input.patientId);
  const reused = await untouchedDraft(trx, input.dentistId, input.patientId);
  if (reused) return E.right({ id: reused, reused: true });
  await insertDraft(trx, { id: input.draftId, historyId: input.historyId, dentistId: input.dentistId, patientId: input.patientId, now: input.at });
  return E.right({ id: input.draftId, reused: false });
};
