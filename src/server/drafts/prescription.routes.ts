import type { FastifyInstance } from 'fastify';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { patientMessagesOnWire } from '../../contract/patient.contract';
import { draftEndpoints as on } from '../../contract/routes/drafts.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { notFound } from '../http/http-error';
import { latestPrescription } from './drafts.repository';
import { findPatient } from '../accounts/patients.repository';
import type { Db } from '../db/database';
import { findPrintablePrescription } from './printable-prescription.repository';
import { printMessages } from '../../contract/prescription.contract';

const noPrevious = 'Nenhuma ficha de prescrição anterior para este paciente.';

const previousOf = async (db: Db, patientId: string) => {
  const json = await latestPrescription(db, patientId);
  const decoded = json ? PrescriptionForm.decode(JSON.parse(json)) : undefined;
  if (!decoded || decoded._tag === 'Left') throw notFound(noPrevious);
  return PrescriptionForm.encode(decoded.right);
};

/** The patient's previous prescription, for continuation cases (spec §4, §7), and an order's for printing. */
export const prescriptionRoutes = (app: FastifyInstance, { db }: AppDeps): void => {
  // Print mode: a dentist prints their own orders' prescriptions, staff any order's.
  serve(app, on.printablePrescription, async ({ user, params: { id } }) => {
    const found = await findPrintablePrescription(db, id);
    if (!found || (user.role === 'DENTIST' && found.dentistId !== user.id)) throw notFound(printMessages.noPrescription);
    return found.printable;
  });

  serve(app, on.previousPrescription, async ({ user, params: { id } }) => {
    const patient = await findPatient(db, id);
    if (!patient || patient.dentistId !== user.id) throw notFound(patientMessagesOnWire.notFound);
    return previousOf(db, id);
  });

  serve(app, on.previousPrescriptionOfDentist, async ({ params: { id }, query: { dentistId } }) => {
    const patient = await findPatient(db, id);
    if (!patient || patient.dentistId !== dentistId) throw notFound(patientMessagesOnWire.notFound);
    return previousOf(db, id);
  });
};
