import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { IdParams } from '../../contract/common.contract';
import { Uuid } from '../../contract/common.contract';
import { patientMessagesOnWire } from '../../contract/patient.contract';
import type { AppDeps } from '../app-deps';
import { authenticate, requireStaff } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { notFound } from '../http/http-error';
import { latestPrescription } from '../repositories/drafts.repository';
import { findPatient } from '../repositories/patients.repository';
import type { Db } from '../db/database';
import { findPrintablePrescription } from '../repositories/printable-prescription.repository';
import { PrintablePrescription, printMessages } from '../../contract/prescription.contract';

const noPrevious = 'Nenhuma ficha de prescrição anterior para este paciente.';

const previousOf = async (db: Db, patientId: string) => {
  const json = await latestPrescription(db, patientId);
  const decoded = json ? PrescriptionForm.decode(JSON.parse(json)) : undefined;
  if (!decoded || decoded._tag === 'Left') throw notFound(noPrevious);
  return PrescriptionForm.encode(decoded.right);
};

/** The patient's previous prescription, for continuation cases (spec §4, §7), and an order's for printing. */
export const prescriptionRoutes = (app: FastifyInstance, { db, now }: AppDeps): void => {
  // Print mode: a dentist prints their own orders' prescriptions, staff any order's.
  app.get('/api/orders/:id/prescription', async (request) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    const found = await findPrintablePrescription(db, id);
    if (!found || (user.role === 'DENTIST' && found.dentistId !== user.id)) throw notFound(printMessages.noPrescription);
    return PrintablePrescription.encode(found.printable);
  });

  app.get('/api/patients/:id/prescription-form', async (request) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    const patient = await findPatient(db, id);
    if (!patient || patient.dentistId !== user.id) throw notFound(patientMessagesOnWire.notFound);
    return previousOf(db, id);
  });

  app.get('/api/admin/patients/:id/prescription-form', async (request) => {
    requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    const { dentistId } = decodeInput(t.type({ dentistId: Uuid }), request.query);
    const patient = await findPatient(db, id);
    if (!patient || patient.dentistId !== dentistId) throw notFound(patientMessagesOnWire.notFound);
    const previous = await previousOf(db, id);
    return previous;
  });
};
