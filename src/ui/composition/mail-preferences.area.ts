import { TOKENS } from '../../application/tokens';
import { MailPreferencesModel, UnsubscribeModel } from '../../application/session/mail-preferences';
import { MailPreferencesHttpAdapter } from '../../infrastructure/http/mail-preferences.http-adapter';
import { area } from '../di/area';

/** Which news arrives by e-mail: "Meus dados" → "Notificações", and the e-mails' unsubscribe page. */
export const mailPreferencesArea = area('mail-preferences', [], ({ bind }) => {
  bind(TOKENS.MailPreferencesGateway).to(MailPreferencesHttpAdapter).inSingletonScope();
  bind(MailPreferencesModel).toSelf().inSingletonScope();
  bind(UnsubscribeModel).toSelf().inSingletonScope();
});
