import type * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import { onlyDigits } from '../../domain/format/mask';
import { validatePatient } from '../../domain/people/patient';
import { type PatientInput, type PatientPage, patientMessagesOnWire, type PatientsQuery } from '../../contract/patient.contract';
import { patientEndpoints as on } from '../../contract/routes/people.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { conflict, notFound } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import { rejectInvalid } from '../http/reject-invalid';
import { findPatient, insertPatient, listPatients, patientCpfInUse } from './patients.repository';
import { findUserById } from './users.repository';
import { updatePatientByStaff } from './people-records';
import { Gender } from '../../domain/people/person';

/** The patient as typed, checked by the domain's rule: trimmed names, CPF digits or none. */
const patientOf = (input: PatientInput) => {
  rejectInvalid(validatePatient(input));
  // validatePatient let through MALE or FEMALE only; the guard tells the type so.
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    cpf: input.cpf.trim() === '' ? null : onlyDigits(input.cpf),
    gender: Gender.is(input.gender) ? input.gender : null,
  };
};

export const patientsRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  const page = async (dentistId: string, query: PatientsQuery): Promise<t.OutputOf<typeof PatientPage>> => {
    const { page, limit } = pageOf(query, listLimits.records);
    return { ...(await listPatients(db, dentistId, query.filter ?? '', page, limit)), page, limit };
  };
  const dentistOr404 = async (id: string) => {
    const dentist = await findUserById(db, id);
    if (!dentist || dentist.role !== 'DENTIST') throw notFound(patientMessagesOnWire.dentistNotFound);
  };

  serve(app, on.list, ({ user, query }) => page(user.id, query));

  serve(app, on.one, async ({ user, params: { id } }) => {
    const found = await findPatient(db, id);
    if (!found || (user.role === 'DENTIST' && found.dentistId !== user.id)) throw notFound(patientMessagesOnWire.notFound);
    return found.patient;
  });

  serve(app, on.create, async ({ user, body }) => {
    const patient = patientOf(body);
    if (patient.cpf && (await patientCpfInUse(db, user.id, patient.cpf))) throw conflict(patientMessagesOnWire.cpfTaken);
    return insertPatient(db, { ...patient, id: newId(), dentistId: user.id, now: now() });
  });

  // Spec §1: staff manage a dentist's patients.
  serve(app, on.createForDentist, async ({ params: { id }, body }) => {
    const patient = patientOf(body);
    await dentistOr404(id);
    if (patient.cpf && (await patientCpfInUse(db, id, patient.cpf))) throw conflict(patientMessagesOnWire.cpfTakenForDentist);
    return insertPatient(db, { ...patient, id: newId(), dentistId: id, now: now() });
  });

  serve(app, on.update, async ({ user, params: { id }, body }) => {
    const patient = patientOf(body);
    const found = await findPatient(db, id);
    if (!found) throw notFound(patientMessagesOnWire.notFound);
    if (patient.cpf && (await patientCpfInUse(db, found.dentistId, patient.cpf, id))) throw conflict(patientMessagesOnWire.cpfTakenForDentist);
    const updated = await updatePatientByStaff(db, id, patient, { staffId: user.id, at: now(), newId });
    if (!updated) throw notFound(patientMessagesOnWire.notFound);
    return updated;
  });

  serve(app, on.listOfDentist, async ({ params: { id }, query }) => {
    await dentistOr404(id);
    return page(id, query);
  });
};
