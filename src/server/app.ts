import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { landingPages } from './http/landing-page';
import { installSameOriginCheck } from './http/same-origin';
import sse from '@fastify/sse';
import { sep } from 'node:path';
import type { AppDeps } from './app-deps';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler, serverClosingMessage } from './http/error-handler';
import { errorForLog } from './http/error-for-log';
import { installCallerCheck } from './http/authenticate';
import { installPatientAccessLog } from './http/patient-access-log.hook';
import { notFound } from './http/http-error';
import * as accounts from './accounts/register';
import * as orders from './orders/register';
import * as drafts from './drafts/register';
import * as plannings from './plannings/register';
import * as planReview from './plan-review/register';
import * as payments from './payments/register';
import * as mail from './mail/register';
import * as queues from './queues/register';
import * as uploads from './uploads/register';
import * as previews from './previews/register';
import * as events from './events/register';
import { OrderEventHub } from './events/order-event-hub';
import { SessionCache } from './accounts/session-cache';
import { followSessionChanges } from './accounts/session-notices';
import { JobRunner } from './jobs/job-runner';
import { notificationMailJobs } from './mail/notification-mail-jobs';
import { scanPreviewJobs } from './previews/scan-preview-jobs';
import { stageJobs } from './plan-review/stage-jobs';
import { removeLeftStageFolders } from './plan-review/stage-folders';
import { pixApiJobs } from './payments/pix-api/pix-api-jobs';
import { mailJobs } from './mail/mail-jobs';
import { pageWithFirstAnswers } from './http/page-with-first-answers';
import { installAnswerCheck } from './http/answer-check';

/** Each feature serves its own endpoints (its register.ts). */
const features = [accounts, orders, drafts, plannings, planReview, payments, mail, queues, uploads, previews, events];

/** The HTTP application, without listening: tests call `inject` on it. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Logs carry the route pattern, never the URL: query strings hold patients' names.
      serializers: {
        req: (req) => ({ method: req.method, route: req.routeOptions?.url ?? 'unmatched' }),
        res: (res) => ({ statusCode: res.statusCode }),
        err: errorForLog,
      },
    },
    // Only a proxy we trust may tell the client's address, or anyone could forge a fresh one
    // for every sign-in try; by default one on this machine.
    trustProxy: deps.trustProxy ?? 'loopback',
    // Fastify's own answer while closing is in English; the hook below answers instead.
    return503OnClosing: false,
    // Errors raised before a route runs, and unparsable requests, in the house format too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  installPatientAccessLog(app, deps);
  if (deps.onRoute) {
    const report = deps.onRoute;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') report({ method, url: route.url });
    });
  }
  // Security headers on every answer: no inline script, no framing, no sniffing, HTTPS only.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The 3D viewer's mesh decoder is WebAssembly: compiling it is allowed, evaluating strings is not.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // React and notistack set style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  // SIGTERM: requests under way finish; new ones are told to come back (the browser retries
  // its idempotent calls on 503), on a connection that then closes.
  let draining = false;
  const hub = await OrderEventHub.start(deps.db, deps.now, deps.sessionRecheckMs ?? 60_000);
  const sessions = new SessionCache(deps.sessionCacheMs);
  const stopFollowingSessions = await followSessionChanges(deps.db, sessions);
  // A dentist's scan previews and a planner's stage builds each have a lane: a 200 MB scan's preview
  // takes about 26 s on a two-core machine, and a planner waiting on her ZIP must not wait behind it.
  const previewJobs = new JobRunner([scanPreviewJobs(deps.db, deps.storage, deps.now, app.log)], deps.now, app.log, deps.jobOptions);
  const stageBuildJobs = new JobRunner(
    [stageJobs(deps.db, deps.storage, deps.now, app.log, { background: false, ...(deps.stageBuildShareMs === undefined ? {} : { shareMs: deps.stageBuildShareMs }) })],
    deps.now,
    app.log,
    deps.jobOptions,
  );
  // The demo's staged plans, which nobody waits on: a lane of their own, so a planner's upload never waits behind one.
  const backgroundJobs =
    (deps.backgroundLane ?? true) ? new JobRunner([stageJobs(deps.db, deps.storage, deps.now, app.log, { background: true })], deps.now, app.log, deps.jobOptions) : undefined;
  // E-mails and the PSP's requests take a moment each: a lane of their own, so neither waits behind a mesh build.
  const quickJobs = new JobRunner(
    [
      notificationMailJobs(deps.db, deps, app.log),
      mailJobs(deps.db, deps.mail, deps.now, app.log),
      ...(deps.pixApi ? [pixApiJobs(deps.db, deps.pixApi.client, deps.pixApi.webhookUrl, deps.now, app.log)] : []),
    ],
    deps.now,
    app.log,
    deps.jobOptions,
  );
  // An approval or a cancellation is an order event: the PSP hears of its charges, and the dentist of her news, at once.
  hub.onAnnounced(() => quickJobs.wake());
  app.addHook('preClose', async () => {
    draining = true;
    // Open event streams would hold the server open: they end, and browsers reconnect elsewhere.
    await Promise.all([hub.close(), previewJobs.close(), stageBuildJobs.close(), backgroundJobs?.close(), quickJobs.close(), stopFollowingSessions()]);
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) return reply.header('connection', 'close').status(503).send({ message: serverClosingMessage });
  });
  installSameOriginCheck(app);
  // Answers of the API carry personal and health data: never kept in a cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(cookie);
  await app.register(multipart);
  // Heartbeats keep proxies from closing a quiet stream (most give up after 60 s).
  await app.register(sse, { heartbeatInterval: deps.heartbeatMs ?? 25_000 });
  installErrorHandler(app);
  installCallerCheck(app, { ...deps, sessions });
  if (deps.checkAnswers) installAnswerCheck(app);

  const featureDeps = { ...deps, hub, sessions, lanes: { previews: previewJobs, stageBuilds: stageBuildJobs, quick: quickJobs } };
  for (const feature of features) feature.register(app, featureDeps);
  // Work stored before its kind existed, or that a stop interrupted; the ZIP copies of builds a killed process left.
  const leftFolders = await removeLeftStageFolders();
  if (leftFolders > 0) app.log.info({ folders: leftFolders }, 'stage build folders left by stopped processes removed');
  await previewJobs.resume();
  await stageBuildJobs.resume();
  await backgroundJobs?.resume();
  await quickJobs.resume();

  if (deps.staticDir) {
    await app.register(fastifyStatic, {
      root: deps.staticDir,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent.
      preCompressed: true,
      // `/` is a route of the app like the others: its page is chosen below.
      index: false,
      // What the build writes for itself and the server (Vite's manifest, the route table) is not published.
      allowedPath: (path) => !path.startsWith('/.vite/') && path !== '/landing-pages.json',
      // Built assets carry a content hash in their names: they never change once published.
      setHeaders: (res, path) => {
        if (path.includes(`${sep}assets${sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Any GET outside /api that does not name a file is a route of the single-page app.
  const pageOf = deps.staticDir ? landingPages(deps.staticDir) : () => 'index.html';
  const sendPage = deps.staticDir ? pageWithFirstAnswers(app, deps.staticDir) : undefined;
  if (sendPage) app.get('/', (request, reply) => sendPage(request, reply, pageOf('/'), '/'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const namesAFile = /\.[a-z0-9]+$/i.test(path);
    if (sendPage && request.method === 'GET' && !path.startsWith('/api') && !namesAFile) return sendPage(request, reply, pageOf(path), path);
    throw notFound('Recurso não encontrado.');
  });
  return app;
};
