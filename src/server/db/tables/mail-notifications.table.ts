import type { ColumnType, Generated } from 'kysely';
import type { ChargeReminder, MailDelivery, MailNotificationKind } from '../../../domain/mail/mail-notifications';

export interface MailPreferencesTable {
  user_id: string;
  kind: MailNotificationKind;
  delivery: MailDelivery;
}

export interface MailNotificationsTable {
  id: Generated<string>;
  dentist_id: string;
  kind: MailNotificationKind;
  delivery: Exclude<MailDelivery, 'NONE'>;
  event_id: number | null;
  charge_id: string | null;
  reminder: ChargeReminder | null;
  send_after: Date;
  attempts: Generated<number>;
  leased_until: Date | null;
  created_at: ColumnType<Date, Date, never>;
}

export interface UnsubscribeLinksTable {
  token_hash: string;
  user_id: string;
  kinds: string;
  created_at: ColumnType<Date, Date, never>;
  /** Its first use: a link is spent by it. */
  used_at: ColumnType<Date | null, never, Date>;
}
