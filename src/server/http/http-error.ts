import type { DomainError } from '../../domain/shared/domain-error';

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
