import type { FastifyRequest } from 'fastify';
import { IdempotencyHeaders, idempotencyHeader } from '../../contract/common.contract';
import { decodeInput } from './decode';

/**
 * The Idempotency-Key a request carries (400 when malformed), and the scope it is good for:
 * this endpoint on this resource, so a key reused elsewhere is refused rather than replayed.
 */
export const idempotencyOf = (request: FastifyRequest, resourceId: string): { readonly key: string | undefined; readonly scope: string } => ({
  key: decodeInput(IdempotencyHeaders, request.headers)[idempotencyHeader],
  scope: `${request.method} ${request.routeOptions.url ?? ''} ${resourceId}`,
});
