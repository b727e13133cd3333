import type { FastifyInstance, FastifyRequest } from 'fastify';

export const crossSiteMessage = 'Este pedido veio de outro site e foi recusado.';

const changesState = (method: string): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * Whether a request that changes something came from a page of this site. A browser says where
 * a request comes from: `Origin` (its scheme, host and port must be this site's), or else
 * `Sec-Fetch-Site` (only `same-origin`, or `none` for one typed by the person). A request that
 * says neither is not a browser's, so no other site's page could have sent it.
 */
export const fromThisSite = (request: Pick<FastifyRequest, 'method' | 'headers' | 'host' | 'protocol'>): boolean => {
  if (!changesState(request.method)) return true;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    try {
      // Both as URLs: a default port (":443") is the same site written out.
      return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
};

/** Defence in depth beside SameSite=Strict: no other site's page changes anything here. */
export const installSameOriginCheck = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisSite(request)) return reply.status(403).send({ message: crossSiteMessage });
  });
};
