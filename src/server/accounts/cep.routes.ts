import type { FastifyInstance } from 'fastify';
import { cepMessages } from '../../contract/address.contract';
import { addressEndpoints } from '../../contract/routes/addresses.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { HttpError, notFound } from '../http/http-error';

// The browser asks us, not the outside service: one origin, one place to configure it, and
// only signed-in users can use it.
export const cepRoutes = (app: FastifyInstance, { postalCodes }: AppDeps): void => {
  serve(app, addressEndpoints.postalCode, async ({ params }) => {
    const result = await postalCodes(params.cep);
    if (result.kind === 'not-found') throw notFound(cepMessages.notFound);
    if (result.kind === 'unavailable') throw new HttpError(502, cepMessages.unavailable);
    return result.address;
  });
};
