import { endpoint, EventStream, NoContent } from '../endpoint';
import { NotificationParams, Notifications } from '../events.contract';

const notifiedPatients = {
  answer: (body: unknown) => ((body as { items?: { patientId?: unknown }[] }).items ?? []).map((n) => n.patientId).filter((id): id is string => typeof id === 'string'),
};

/** Live updates and the notification centre. */
export const eventEndpoints = {
  /** Server-Sent Events of the orders the caller may see; `Last-Event-ID` replays what was missed. */
  stream: endpoint({ method: 'GET', path: '/api/events', caller: 'signedIn', answer: EventStream, patientData: 'none', beforeConsent: true }),
  notifications: endpoint({ method: 'GET', path: '/api/notifications', caller: 'signedIn', answer: Notifications, patientData: notifiedPatients }),
  markRead: endpoint({ method: 'POST', path: '/api/notifications/:id/read', caller: 'signedIn', params: NotificationParams, answer: NoContent, patientData: 'none' }),
  markAllRead: endpoint({ method: 'POST', path: '/api/notifications/read', caller: 'signedIn', answer: NoContent, patientData: 'none' }),
} as const;
