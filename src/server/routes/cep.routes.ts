import type { FastifyInstance } from 'fastify';
import { CepParams, cepMessages, type PostalCodeAnswer } from '../../contract/address.contract';
import type { AppDeps } from '../app-deps';
import { authenticate } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { HttpError, notFound } from '../http/http-error';

// The browser asks us, not the outside service: one origin, one place to configure it, and
// only signed-in users can use it.
export const cepRoutes = (app: FastifyInstance, { db, now, postalCodes }: AppDeps): void => {
  app.get('/api/cep/:cep', async (request) => {
    await authenticate(db, request, now());
    const { cep } = decodeInput(CepParams, request.params);
    const result = await postalCodes(cep);
    if (result.kind === 'not-found') throw notFound(cepMessages.notFound);
    if (result.kind === 'unavailable') throw new HttpError(502, cepMessages.unavailable);
    const answer: PostalCodeAnswer = result.address;
    return answer;
  });
};
