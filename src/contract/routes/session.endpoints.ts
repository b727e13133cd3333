import { LoginRequest, LoginResponse, PasswordResetAnswer, PasswordResetConfirm, PasswordResetRequest } from '../auth.contract';
import { endpoint, NoContent, Streamed } from '../endpoint';
import { AcceptConsentsBody, ConsentAcceptances, UserProfile } from '../profile.contract';

/**
 * Signing in and out, and who is signed in (spec §2): apart from the other people's endpoints,
 * so the sign-in page loads none of their contracts.
 */
export const sessionEndpoints = {
  login: endpoint({ method: 'POST', path: '/api/auth/login', caller: 'anyone', body: LoginRequest, answer: LoginResponse, patientData: 'none' }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', caller: 'anyone', answer: NoContent, patientData: 'none' }),
  /** The same answer whether or not an account has these data; the e-mail goes when one does. */
  passwordReset: endpoint({ method: 'POST', path: '/api/auth/password-reset', caller: 'anyone', body: PasswordResetRequest, answer: PasswordResetAnswer, patientData: 'none' }),
  passwordResetConfirm: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    caller: 'anyone',
    body: PasswordResetConfirm,
    answer: PasswordResetAnswer,
    patientData: 'none',
  }),
  profile: endpoint({ method: 'GET', path: '/api/users/profile', caller: 'signedIn', answer: UserProfile, patientData: 'none', beforeConsent: true }),
  /** LGPD: everything kept about the dentist and their patients, as a readable file. */
  /** The dentist's acceptances of the terms and the privacy notice, and accepting their versions in force. */
  consents: endpoint({ method: 'GET', path: '/api/users/consents', caller: 'dentist', answer: ConsentAcceptances, patientData: 'none', beforeConsent: true }),
  acceptConsents: endpoint({
    method: 'POST',
    path: '/api/users/consents',
    caller: 'dentist',
    body: AcceptConsentsBody,
    answer: NoContent,
    patientData: 'none',
    beforeConsent: true,
  }),
  exportData: endpoint({ method: 'GET', path: '/api/users/export', caller: 'dentist', answer: Streamed, patientData: 'none', beforeConsent: true }),
} as const;
