import type { FastifyInstance } from 'fastify';
import { searchKey } from '../../domain/format/search-text';
import { Gender } from '../../domain/people/person';
import { onlyDigits } from '../../domain/format/mask';
import { parseAccreditationCode, joinCode } from '../../domain/people/accreditation-code';
import { validateConsent, validatePersonalData, validateProfessionalData, validateRegistration } from '../../domain/people/registration';
import type { CompleteRegistrationRequest } from '../../contract/dentist.contract';
import { dentistMessages } from '../../contract/dentist.contract';
import { accountEndpoints as on } from '../../contract/routes/people.endpoints';
import { authMessages } from '../../contract/auth.contract';
import type { SessionCache } from './session-cache';
import type { AppDeps } from '../app-deps';
import { hashPassword } from './password';
import { serve } from '../http/serve';
import { chargeLookup } from '../http/throttle';
import { conflict, forbidden } from '../http/http-error';
import { rejectInvalid } from '../http/reject-invalid';
import { documentInUse, emailInUse } from './dentists.repository';
import { completeLeadRegistration, registerDentist } from './register-dentist';
import { accreditDentist } from './accredit-dentist';
import { dentistBalances } from '../payments/bonus.repository';

/** The columns of a dentist's record as typed in the registration (shared by sign-up and lead completion). */
const recordOf = (body: CompleteRegistrationRequest) => ({
  document: onlyDigits(body.cpf),
  name: body.name.trim(),
  searchName: searchKey(body.name),
  // validateRegistration has refused any other value.
  gender: Gender.is(body.gender) ? body.gender : null,
  phone: body.phone.trim(),
  croNumber: body.croNumber.trim(),
  croState: body.croState,
  specialty: body.specialty,
  clinicName: body.clinicName.trim() || null,
});

export const dentistRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps, sessions: SessionCache): void => {
  serve(app, on.register, async ({ body, request }) => {
    rejectInvalid(validateRegistration({ ...body, passwordConfirmation: body.password }));
    // Its answers tell which e-mails and CPFs have accounts: a budget per address.
    await chargeLookup(db, request, 'register', now());
    const email = body.email.trim().toLowerCase();
    const cpf = onlyDigits(body.cpf);
    if (await emailInUse(db, email)) throw conflict(dentistMessages.emailTaken);
    if (await documentInUse(db, cpf)) throw conflict(dentistMessages.cpfTaken);
    const id = newId();
    await registerDentist(db, { id, email, ...recordOf(body), passwordHash: await hashPassword(body.password) }, now(), newId);
    return { id };
  });

  serve(app, on.completeRegistration, async ({ user, params, body }) => {
    if (params.id !== user.id) throw forbidden(authMessages.forbidden);
    if (!user.isLead) throw conflict(dentistMessages.notLead);
    rejectInvalid({ ...validatePersonalData({ ...body, email: user.email }), ...validateProfessionalData(body), ...validateConsent(body) });
    const cpf = onlyDigits(body.cpf);
    if (await documentInUse(db, cpf, user.id)) throw conflict(dentistMessages.cpfTaken);
    if (!(await completeLeadRegistration(db, user.id, recordOf(body), now(), newId))) throw conflict(dentistMessages.notLead);
  });

  serve(app, on.balances, ({ user }) => dentistBalances(db, user.id, now()));

  // Decisions §7: true also accredits the calling dentist; a code accredits one dentist only.
  serve(app, on.verifyAccreditation, async ({ user, query: { code }, request }) => {
    // Its answers tell which codes are free: a budget per address.
    await chargeLookup(db, request, 'verify', now());
    const segments = parseAccreditationCode(code.trim());
    if (!segments || user.role !== 'DENTIST') return false;
    const accredited = await accreditDentist(db, joinCode(segments), user.id, now());
    // A GET that changes its caller: their next request must see it (writes do so by themselves).
    if (accredited) sessions.forgetUser(user.id);
    return accredited;
  });
};
