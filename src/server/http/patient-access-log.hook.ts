import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStaff } from '../../domain/people/person';
import type { Db } from '../db/database';
import { logStaffRead, logStaffReadOfOrder } from '../accounts/patient-access-log.repository';
import { signedInUser } from './authenticate';
import type { PatientData } from '../../contract/endpoint';

const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * Makes the access log part of how an endpoint is declared: every /api route must serve a
 * declared endpoint (src/contract/routes), which says what it tells about patients, or the
 * server does not start; a staff member's successful call is logged before its answer leaves.
 */
export const installPatientAccessLog = (app: FastifyInstance, { db, now, newId }: { db: Db; now: () => Date; newId: () => string }): void => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      if (route.config?.endpoint === undefined) throw new Error(`${routeKey(method, route.url)} is not a declared endpoint (src/contract/routes): serve it with serve()`);
    }
  });

  const declared = (request: FastifyRequest): PatientData => request.routeOptions.config.endpoint?.patientData ?? 'none';
  // Dentists reading their own patients are not logged, and cost no lookup.
  const staffOf = (request: FastifyRequest) => {
    const user = signedInUser(request);
    return user && isStaff(user.role) ? user : undefined;
  };
  const readOf = (request: FastifyRequest, staffId: string) => ({
    id: newId(),
    staffId,
    what: routeKey(request.method, request.routeOptions.url ?? ''),
    subjectId: (request.params as { id?: string } | undefined)?.id ?? null,
    at: now(),
  });
  const log = (request: FastifyRequest, staffId: string, patientIds: readonly string[]) => logStaffRead(db, { ...readOf(request, staffId), patientIds });
  const succeeded = (statusCode: number) => statusCode >= 200 && statusCode < 300;

  // JSON answers that name their patients: read before they are written out.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const data = declared(request);
    const staff = staffOf(request);
    if (staff && typeof data === 'object' && succeeded(reply.statusCode)) await log(request, staff.id, data.answer(payload));
    return payload;
  });
  // Everything on one order or one patient, files and PDFs included.
  app.addHook('onSend', async (request, reply, payload) => {
    const data = declared(request);
    const staff = staffOf(request);
    if (staff && (data === 'order' || data === 'patient') && succeeded(reply.statusCode)) {
      const id = (request.params as { id?: string }).id ?? '';
      if (data === 'patient') await log(request, staff.id, [id]);
      else await logStaffReadOfOrder(db, { ...readOf(request, staff.id), orderId: id });
    }
    return payload;
  });
};
