import * as E from 'fp-ts/Either';
import { isStaff, type Role } from '../../domain/people/person';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import type { Db } from '../db/database';
import { isNotificationOf, recordAllNotificationsRead, recordNotificationRead, type Recipient } from './notifications.repository';

export const notificationMessages = {
  notFound: 'Notificação não encontrada.',
} as const;

/** Whose notifications a signed-in person reads. */
export const recipientOf = (user: { readonly id: string; readonly role: Role }): Recipient => ({ id: user.id, dentistId: isStaff(user.role) ? null : user.id });

/** Marks one notification read; another person's, or one that does not exist, is not found. */
export const markNotificationRead = async (db: Db, user: { readonly id: string; readonly role: Role }, eventId: number): Promise<E.Either<DomainError, void>> => {
  if (!(await isNotificationOf(db, recipientOf(user), eventId))) return E.left(domainError('RECORD_NOT_FOUND', notificationMessages.notFound));
  await recordNotificationRead(db, user.id, eventId);
  return E.right(undefined);
};

export const markAllNotificationsRead = async (db: Db, userId: string): Promise<void> => {
  await db.transaction().execute((trx) => recordAllNotificationsRead(trx, userId));
};
