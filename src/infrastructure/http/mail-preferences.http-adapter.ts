import { inject, injectable } from 'inversify';
import { mailEndpoints as on } from '../../contract/routes/mail.endpoints';
import type { MailPreferences, UnsubscribeAnswer } from '../../contract/mail.contract';
import type { MailDelivery, MailNotificationKind } from '../../domain/mail/mail-notifications';
import type { ApiResult } from '../../application/ports/api-error';
import type { MailPreferencesGateway } from '../../application/ports/mail-preferences-gateway';
import { ApiClient } from './api-client';

@injectable()
export class MailPreferencesHttpAdapter implements MailPreferencesGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  preferences(): ApiResult<MailPreferences> {
    return this.api.call(on.preferences);
  }
  save(kind: MailNotificationKind, delivery: MailDelivery): ApiResult<MailPreferences> {
    return this.api.call(on.savePreference, { body: { kind, delivery } });
  }
  unsubscribeLink(token: string): ApiResult<UnsubscribeAnswer> {
    return this.api.call(on.unsubscribeLink, { params: { token } });
  }
  unsubscribe(token: string): ApiResult<UnsubscribeAnswer> {
    return this.api.call(on.unsubscribe, { params: { token }, body: undefined });
  }
}
