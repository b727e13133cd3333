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
import { findPatient, insertPatient, listPatients, patientCpfInUse } from '../repositories/patients.repository';
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

  app.post('/api/patients', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const input = decodeInput(PatientInput, request.body);
    rejectInvalid(validatePatient(input));
    const cpf = input.cpf.trim() === '' ? null : onlyDigits(input.cpf);
    if (cpf && (await patientCpfInUse(db, user.id, cpf))) throw conflict(patientMessagesOnWire.cpfTaken);
    const patient = await insertPatient(db, {
      id: newId(),
      dentistId: user.id,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      cpf,
      gender: input.gender,
      now: now(),
    });
    return reply.status(201).send(patient);
  });

  app.get('/api/admin/patients/by-dentist/:id', async (request) => {
    requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    const dentist = await findUserById(db, id);
    if (!dentist || dentist.role !== 'DENTIST') throw notFound('Dentista não encontrado.');
    const query = decodeInput(PatientsQuery, request.query);
    const { page, limit } = pageOf(query, listLimits.records);
    const answer: PatientPage = { ...(await listPatients(db, id, query.filter ?? '', page, limit)), page, limit };
    return answer;
  });
};
