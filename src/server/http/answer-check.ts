import type { FastifyInstance } from 'fastify';
import { PathReporter } from 'io-ts/PathReporter';
import { type AnyEndpoint, EventStream, Resumable, Streamed } from '../../contract/endpoint';

/**
 * Decodes every JSON answer of a declared endpoint with the endpoint's own codec before it
 * leaves, and turns one that does not decode into a failure naming the field: what the browser
 * would refuse, the server's tests see at once. On where the tests build the app (AppDeps'
 * `checkAnswers`); the types already hold the answers to their contract at compile time.
 */
export const installAnswerCheck = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = (request.routeOptions.config as { endpoint?: AnyEndpoint } | undefined)?.endpoint;
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    // A file, a stream or an upload's protocol answers itself, in no codec's terms.
    const declared = endpoint && ![Streamed, EventStream, Resumable].includes(endpoint.answer as never);
    if (!declared || !json || reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const decoded = endpoint.answer.decode(JSON.parse(payload));
    if (decoded._tag === 'Left') throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${PathReporter.report(decoded).join('; ')}`);
    return payload;
  });
};
