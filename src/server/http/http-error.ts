import type { DomainError } from '../../domain/shared/domain-error';
import { changedMeanwhileCode } from '../../domain/order/order-lifecycle';

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
export const tooManyRequests = (message: string) => new HttpError(429, message);

export const fromDomainError = (status: number, error: DomainError) => new HttpError(status, error.message);

/** A refused status change: a missing reason is bad input; a forbidden move or a race is a state conflict (decisions §4). */
export const transitionRefused = (error: DomainError, changedMeanwhile: string) =>
  error.code === 'REASON_REQUIRED' ? badRequest(error.message) : conflict(error.code === changedMeanwhileCode ? changedMeanwhile : error.message);
