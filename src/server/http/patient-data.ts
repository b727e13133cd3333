/**
 * LGPD: what each API route tells about patients, declared once per route. Every route
 * must appear here (the server refuses to start otherwise), and a staff member's
 * successful call to a route that tells about patients is written to `patient_access_log`
 * before the answer leaves (`patient-access-log.hook.ts`). Dentists reading their own
 * patients are not logged.
 */
export type PatientData =
  /** Tells nothing about any patient. */
  | 'none'
  /** Tells about the patient of the order whose id is the `:id` path parameter. */
  | 'order'
  /** Tells about the patient whose id is the `:id` path parameter. */
  | 'patient'
  /** Tells about the patients its JSON answer names. */
  | { readonly answer: (body: unknown) => readonly string[] };

const pagedPatients = (at: (item: Record<string, unknown>) => unknown) => ({
  answer: (body: unknown) => ((body as { items?: Record<string, unknown>[] }).items ?? []).map(at).filter((id): id is string => typeof id === 'string'),
});
const orderSummaries = pagedPatients((o) => (o.patient as { id?: unknown } | undefined)?.id);
const patientRecords = pagedPatients((p) => p.id);

export const patientDataByRoute: Readonly<Record<string, PatientData>> = {
  // Sign-in, registration, the user's own records and reference data.
  'POST /api/auth/login': 'none',
  'POST /api/auth/logout': 'none',
  'POST /api/dentist': 'none',
  'POST /api/dentist/:id/complete': 'none',
  'GET /api/dentist/verify': 'none',
  'PATCH /api/dentist/:id/onyx-code': 'none',
  'GET /api/users/profile': 'none',
  'GET /api/users/export': 'none',
  'GET /api/users/filters': 'none',
  'POST /api/users/filters': 'none',
  'DELETE /api/users/filters': 'none',
  'GET /api/cep/:cep': 'none',
  'GET /api/address': 'none',
  'POST /api/address': 'none',
  'PATCH /api/address/:id': 'none',
  'DELETE /api/address/:id': 'none',
  'POST /api/nps': 'none',
  'POST /api/nps/dismiss': 'none',
  'POST /api/nps/planning/:id': 'none',
  'PATCH /api/nps/planning/:id': 'none',
  'POST /api/attachments': 'none',
  'GET /api/admin/dentists': 'none',
  'GET /api/admin/message-types': 'none',
  'GET /api/admin/order-statuses': 'none',
  'GET /api/admin/products': 'none',
  'GET /api/admin/users/consultants': 'none',
  'GET /api/admin/users/employees': 'none',
  'GET /api/admin/address/dentist/:id': 'none',
  'POST /api/admin/address': 'none',
  'PATCH /api/admin/address/:id': 'none',
  'DELETE /api/admin/address/:id': 'none',

  // Patients.
  'GET /api/patients': patientRecords,
  'POST /api/patients': { answer: (body) => [(body as { id?: string }).id ?? ''].filter(Boolean) },
  'GET /api/patients/:id': 'patient',
  'GET /api/patients/:id/prescription-form': 'patient',
  'GET /api/admin/patients/:id/prescription-form': 'patient',
  'GET /api/admin/patients/by-dentist/:id': patientRecords,
  'POST /api/admin/patients/by-dentist/:id': { answer: (body) => [(body as { id?: string }).id ?? ''].filter(Boolean) },
  'PATCH /api/admin/patients/:id': 'patient',

  // Orders: lists name their patients; anything on one order is about its patient.
  'GET /api/orders': orderSummaries,
  'GET /api/admin/orders': orderSummaries,
  'POST /api/orders/draft': 'none',
  'GET /api/orders/draft/:id': 'order',
  'DELETE /api/orders/draft/:id': 'none',
  'PATCH /api/orders/draft/:id': 'order',
  'POST /api/orders/draft/:id': 'order',
  'GET /api/orders/:id': 'order',
  'GET /api/orders/:id/prescription': 'order',
  'GET /api/orders/:id/payment': 'order',
  'POST /api/orders/:id/payment': 'order',
  'DELETE /api/orders/:id/payment': 'order',
  'GET /api/orders/:id/attachment/:attId': 'order',
  'PATCH /api/orders/:id/attachment/:attId': 'order',
  'POST /api/orders/:id/attachment': 'order',
  'GET /api/orders/:id/planning-file/:planningId': 'order',
  'POST /api/orders/:id/planning/view': 'order',
  'POST /api/orders/:id/planning/:planningId/current': 'order',
  'POST /api/orders/:id/planning/:planningId/balance': 'order',
  'PATCH /api/orders/:id/apply-offer/:offerId': 'order',
  'POST /api/orders/:id/remove-offer': 'order',
  'PATCH /api/orders/:id/address': 'order',
  'GET /api/orders/:id/messages': 'order',
  'POST /api/orders/:id/messages': 'order',
  'POST /api/orders/:id/cancel': 'order',
  'POST /api/orders/:id/reject': 'order',
  'POST /api/orders/:id/send-to-analysis': 'order',
  'POST /api/orders/:id/approve': 'order',
  'POST /api/orders/:id/pre-approve': 'order',
  'GET /api/admin/orders/:id': 'order',
  'PATCH /api/admin/orders/:id': 'order',
  'POST /api/admin/orders/:id/cancel': 'order',
  'PATCH /api/admin/orders/:id/request-approval': 'order',
  'POST /api/admin/orders/:id/add-balance': 'order',
  'PATCH /api/admin/orders/:id/address': 'order',
  'PATCH /api/admin/orders/:id/patient/:patientId': 'order',
  'GET /api/admin/orders/:id/attachment/:attId': 'order',
  'PATCH /api/admin/orders/:id/attachment/:attId': 'order',
  'POST /api/admin/orders/:id/attachment': 'order',
  'GET /api/admin/orders/:id/planning-file/:pid': 'order',
  'GET /api/admin/orders/:id/messages': 'order',
  'POST /api/admin/orders/:id/messages': 'order',
  'POST /api/admin/orders/:id/plannings': 'order',
  'PATCH /api/admin/orders/:id/plannings/:pid': 'order',
  'POST /api/admin/orders/:id/plannings/:pid/balance': 'order',
  'POST /api/admin/orders/:id/plannings/:pid/discount': 'order',
  'DELETE /api/admin/orders/:id/plannings/:pid/discount': 'order',
  'POST /api/admin/orders/:id/plannings/:pid/product': 'order',
  'DELETE /api/admin/orders/:id/plannings/:pid/product/:prodId': 'order',
  'POST /api/admin/orders/:id/plannings/:pid/add-arcade': 'order',
  'POST /api/admin/orders/:id/plannings/:pid/remove-arcade': 'order',
};
