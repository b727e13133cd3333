import type { FastifyInstance } from 'fastify';
import { onlyDigits } from '../../domain/format/mask';
import { validatePatient } from '../../domain/people/patient';
import { IdParams } from '../../contract/common.contract';
import { PatientInput, type PatientPage, patientMessagesOnWire, PatientsQuery } from '../../contract/patient.contract';
import type { AppDeps } from '../app-deps';
import { authenticate, requireStaff } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { conflict, notFound } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import { rejectInvalid } from '../http/reject-invalid';
import { findPatient, insertPatient, listPatients, patientCpfInUse, updatePatient } from '../repositories/patients.repository';
import { findUserById } from '../repositories/users.repository';

export const patientsRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  app.get('/api/patients', async (request) => {
    const user = await authenticate(db, request, now());
    const query = decodeInput(PatientsQuery, request.query);
    const { page, limit } = pageOf(query, listLimits.records);
    const answer: PatientPage = { ...(await listPatients(db, user.id, query.filter ?? '', page, limit)), page, limit };
    return answer;
  });

  app.get('/api/patients/:id', async (request) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    const found = await findPatient(db, id);
    if (!found || (user.role === 'DENTIST' && found.dentistId !== user.id)) throw notFound(patientMessagesOnWire.notFound);
    return found.patient;
  });

  /** The patient as typed, checked by the domain's rule: trimmed names, CPF digits or none. */
  const patientOf = (body: unknown) => {
    const input = decodeInput(PatientInput, body);
    rejectInvalid(validatePatient(input));
    return { firstName: input.firstName.trim(), lastName: input.lastName.trim(), cpf: input.cpf.trim() === '' ? null : onlyDigits(input.cpf), gender: input.gender };
  };

  app.post('/api/patients', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const patient = patientOf(request.body);
    if (patient.cpf && (await patientCpfInUse(db, user.id, patient.cpf))) throw conflict(patientMessagesOnWire.cpfTaken);
    return reply.status(201).send(await insertPatient(db, { ...patient, id: newId(), dentistId: user.id, now: now() }));
  });

  // Spec §1: staff manage a dentist's patients.
  app.post('/api/admin/patients/by-dentist/:id', async (request, reply) => {
    requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    const patient = patientOf(request.body);
    const dentist = await findUserById(db, id);
    if (!dentist || dentist.role !== 'DENTIST') throw notFound(patientMessagesOnWire.dentistNotFound);
    if (patient.cpf && (await patientCpfInUse(db, id, patient.cpf))) throw conflict(patientMessagesOnWire.cpfTakenForDentist);
    return reply.status(201).send(await insertPatient(db, { ...patient, id: newId(), dentistId: id, now: now() }));
  });

  app.patch('/api/admin/patients/:id', async (request) => {
    requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    const patient = patientOf(request.body);
    const found = await findPatient(db, id);
    if (!found) throw notFound(patientMessagesOnWire.notFound);
    if (patient.cpf && (await patientCpfInUse(db, found.dentistId, patient.cpf, id))) throw conflict(patientMessagesOnWire.cpfTakenForDentist);
    return updatePatient(db, id, patient);
  });

  app.get('/api/admin/patients/by-dentist/:id', async (request) => {
    requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    const dentist = await findUserById(db, id);
    if (!dentist || dentist.role !== 'DENTIST') throw notFound(patientMessagesOnWire.dentistNotFound);
    const query = decodeInput(PatientsQuery, request.query);
    const { page, limit } = pageOf(query, listLimits.records);
    const answer: PatientPage = { ...(await listPatients(db, id, query.filter ?? '', page, limit)), page, limit };
    return answer;
  });
};
