import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AnyEndpoint, type BodyOf, type Caller, type ParamsOf, type QueryOf, Streamed, successStatus, type WireAnswerOf } from '../../contract/endpoint';
import type { User } from '../accounts/users.repository';
import { signedInUser } from './authenticate';
import { decodeInput } from './decode';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route serves: the caller hook and the access log read it. */
    endpoint?: AnyEndpoint;
  }
}

type UserFor<C extends Caller> = C extends 'anyone' ? undefined : User;

/** What a handler receives: decoded, typed input and the caller the hook let in. */
export interface Call<E extends AnyEndpoint> {
  readonly params: ParamsOf<E>;
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  readonly user: UserFor<E['caller']>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

interface SentBrand {
  readonly Sent: unique symbol;
}
/** An answer the handler sent itself: a file or PDF, or an idempotent call's first answer again. */
export type Sent = FastifyReply & SentBrand;
export const sent = (reply: FastifyReply): Sent => reply as Sent;

export type EndpointHandler<E extends AnyEndpoint> = (call: Call<E>) => Promise<(E['answer'] extends typeof Streamed ? never : WireAnswerOf<E>) | Sent>;

/** Decoded, typed input and the caller the hook let in (400 naming the field that does not decode). */
const callOf = <E extends AnyEndpoint>(endpoint: E, request: FastifyRequest, reply: FastifyReply): Call<E> => ({
  params: decodeInput<ParamsOf<E>, unknown>(endpoint.params, request.params),
  query: decodeInput<QueryOf<E>, unknown>(endpoint.query, request.query),
  // An upload reads its body itself.
  body: endpoint.upload ? undefined : decodeInput<BodyOf<E>, unknown>(endpoint.body, request.body),
  user: signedInUser(request) as UserFor<E['caller']>,
  request,
  reply,
});

/**
 * Serves a declared endpoint: the caller hook (`installCallerCheck`) has let the caller in;
 * params, query and body are decoded here (400 naming the field), and the answer, in its
 * wire form, is sent with the declaration's status.
 */
export const serve = <E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    ...(endpoint.largeBody ? { bodyLimit: endpoint.largeBody.bytes } : {}),
    handler: async (request, reply) => {
      const answer = await handler(callOf(endpoint, request, reply));
      // A handler that sent its answer itself (a file) returns the reply, a thenable: awaiting
      // it waits until the answer is out, and it must not be sent again.
      if (answer === reply || reply.sent) return;
      return reply.status(successStatus(endpoint)).send(answer);
    },
  });
};

/**
 * Serves a declared Server-Sent Events endpoint (@fastify/sse): the caller hook has let the
 * caller in; the handler holds the stream open with `reply.sse.keepAlive()` and returns `sent(reply)`.
 */
export const serveEventStream = <E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: (call: Call<E>) => Promise<Sent>): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    // No Accept negotiation: the plugin's own refusal is in English and not in the house format.
    sse: 'manual',
    handler: async (request, reply) => handler(callOf(endpoint, request, reply)),
  });
};
