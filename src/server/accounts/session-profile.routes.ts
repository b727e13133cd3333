import type { FastifyInstance } from 'fastify';
import { sessionEndpoints as on } from '../../contract/routes/session.endpoints';
import type { UserProfile } from '../../contract/profile.contract';
import type { AppDeps } from '../app-deps';
import { loadDentistData } from './data-export.repository';
import { readableExport } from './readable-export';
import { sent, serve } from '../http/serve';
import type { User } from './users.repository';
import { platformSurveyState } from './dentists.repository';
import { shouldOfferPlatformSurvey } from '../../domain/survey/nps';
import { paidStatuses } from '../../domain/order/order-status';
import { pendingConsents } from '../../domain/people/consent';
import { acceptancesOf, acceptConsents } from './consents.repository';

const toProfile = (user: User, platformSurveyPending: boolean, pending: UserProfile['pendingConsents']): UserProfile => ({
  id: user.id as UserProfile['id'],
  name: user.name,
  email: user.email,
  role: user.role,
  gender: user.gender,
  isLead: user.isLead,
  accredited: user.accredited,
  profile: { document: user.document, croNumber: user.croNumber, phone: user.phone },
  kolPolicy: user.kolMonthlyBonusSteps === null ? null : { monthlyBonusSteps: user.kolMonthlyBonusSteps },
  platformSurveyPending,
  pendingConsents: pending,
});

/** The signed-in person: their profile, the terms they accepted, and (LGPD) everything kept about a dentist and their patients. */
export const profileRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  serve(app, on.exportData, async ({ user, reply }) => {
    const data = readableExport(await loadDentistData(db, user.id), now());
    return sent(reply.header('content-disposition', 'attachment; filename="meus-dados.json"').send(data));
  });

  serve(app, on.profile, async ({ user }) => {
    const survey = user.role === 'DENTIST' ? shouldOfferPlatformSurvey(await platformSurveyState(db, user.id, paidStatuses)) : false;
    // Dentists accept the terms; a lead does so when completing the registration, the staff under their contract.
    const pending = user.role === 'DENTIST' && !user.isLead ? pendingConsents(await acceptancesOf(db, user.id)) : [];
    return toProfile(user, survey, pending);
  });

  serve(app, on.consents, async ({ user }) =>
    (await acceptancesOf(db, user.id)).map((a) => ({ document: a.document, version: a.version, acceptedAt: a.acceptedAt.toISOString() })),
  );

  serve(app, on.acceptConsents, async ({ user, body: { documents } }) => {
    await acceptConsents(db, user.id, documents, now(), newId);
  });
};
