import * as E from 'fp-ts/Either';
import type { DomainError, DomainErrorCode } from '../../domain/shared/domain-error';

/** An expected failure answered as `{ message }` with its status (decisions §4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** `closeConnection`: the request may still be sending a body we will not read; `retryAfterSeconds`: when to try again (429). */
    readonly options: { readonly closeConnection?: boolean; readonly retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/**
 * The status of every refusal of a domain rule, in one table (decisions §4): what was sent is
 * wrong (400), the order is not the caller's to see (404), its state does not allow it now (409),
 * or an idempotency key was already used for another call (422).
 */
const statusOfRefusal: Readonly<Record<DomainErrorCode, 400 | 404 | 409 | 410 | 422>> = {
  TERMINAL: 409,
  DENTIST_ONLY: 409,
  STAFF_ONLY: 409,
  REASON_REQUIRED: 400,
  NOT_ALLOWED: 409,
  CREDIT_CARD_ONLY: 409,
  ORDER_CHANGED_MEANWHILE: 409,
  ORDER_CHANGED_IN_ANOTHER_TAB: 409,
  ORDER_NOT_FOUND: 404,
  PATIENT_NOT_FOUND: 404,
  NOT_A_DRAFT: 409,
  DRAFT_INCOMPLETE: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  ORDER_LOCKED: 409,
  RECORD_NOT_FOUND: 404,
  REQUEST_REFUSED: 400,
  ALREADY_TAKEN: 409,
  SHARE_CLOSED: 410,
  WITHOUT_ORDER: 409,
  NEED_PLANNING_VIEW: 409,
  NEED_PAYMENT_CONDITION: 409,
  NEED_PAYMENT_INSTALLMENTS: 409,
  ARCADE_PRESENT: 409,
  ARCADE_MISSING: 409,
  LAST_ARCADE: 409,
  DISCOUNT_DESCRIPTION: 400,
  DISCOUNT_VALUE: 400,
  DISCOUNT_PERCENTAGE: 400,
  QUANTITY: 400,
  NO_THIRD_PARTY_CHECKOUT: 400,
  SINGLE_PAYMENT: 400,
  INSTALLMENTS_OUT_OF_RANGE: 400,
  BONUS_ABOVE_AVAILABLE: 400,
  BONUS_SELECTED_ABOVE_TOTAL: 400,
  BONUS_ABOVE_TOTAL: 400,
  KOL_MONTHLY_LIMIT: 400,
  CPF_LENGTH: 400,
  CPF_INVALID: 400,
  CNPJ_LENGTH: 400,
  CNPJ_INVALID: 400,
  DATE_INVALID: 400,
};

/** A use case's refusal as an answer; a lost race says what the person should do in their screen's words. */
export const refused = (error: DomainError, changedMeanwhile?: string) =>
  new HttpError(statusOfRefusal[error.code], error.code === 'ORDER_CHANGED_MEANWHILE' && changedMeanwhile !== undefined ? changedMeanwhile : error.message);

/** A use case's answer, or its refusal thrown as the answer to send. */
export const orFail = <T>(result: E.Either<DomainError, T>, changedMeanwhile?: string): T => {
  if (E.isLeft(result)) throw refused(result.left, changedMeanwhile);
  return result.right;
};
