import { endpoint } from '../endpoint';
import { MailPreferences, OneClickBody, SaveMailPreferenceBody, UnsubscribeAnswer, UnsubscribeParams } from '../mail.contract';

/** Which news a dentist receives by e-mail, and the e-mails' one-click unsubscribe, which works signed out. */
export const mailEndpoints = {
  preferences: endpoint({ method: 'GET', path: '/api/users/mail-preferences', caller: 'dentist', answer: MailPreferences, patientData: 'none' }),
  savePreference: endpoint({ method: 'POST', path: '/api/users/mail-preferences', caller: 'dentist', body: SaveMailPreferenceBody, answer: MailPreferences, patientData: 'none' }),
  /** What an e-mail's link stops, for its page to say before the click. */
  unsubscribeLink: endpoint({ method: 'GET', path: '/api/mail/unsubscribe/:token', caller: 'anyone', params: UnsubscribeParams, answer: UnsubscribeAnswer, patientData: 'none' }),
  /** The List-Unsubscribe address: a mail program's one-click POST (RFC 8058), or the page's button. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/mail/unsubscribe/:token',
    caller: 'anyone',
    params: UnsubscribeParams,
    body: OneClickBody,
    answer: UnsubscribeAnswer,
    patientData: 'none',
  }),
} as const;
