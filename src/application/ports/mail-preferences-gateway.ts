import type { MailPreferences, UnsubscribeAnswer } from '../../contract/mail.contract';
import type { MailDelivery, MailNotificationKind } from '../../domain/mail/mail-notifications';
import type { ApiResult } from './api-error';

/** Which news a dentist receives by e-mail, and an e-mail's unsubscribe link. */
export interface MailPreferencesGateway {
  preferences(): ApiResult<MailPreferences>;
  save(kind: MailNotificationKind, delivery: MailDelivery): ApiResult<MailPreferences>;
  unsubscribeLink(token: string): ApiResult<UnsubscribeAnswer>;
  unsubscribe(token: string): ApiResult<UnsubscribeAnswer>;
}
