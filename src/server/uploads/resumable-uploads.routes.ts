import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { resumableMessages, uploadMessages } from '../../contract/attachment.contract';
import { isUploadId, uploadEndpoints as on } from '../../contract/routes/uploads.endpoints';
import type { AppDeps } from '../app-deps';
import { signedInUser } from '../http/authenticate';
import { HttpError, notFound } from '../http/http-error';
import { serve } from '../http/serve';
import type { JobRunner } from '../jobs/job-runner';
import { attachmentAnswer } from './order-files.repository';
import { ownUpload } from './resumable-uploads.repository';
import { removeExpiredUploads, resumableUploadServer } from './resumable-uploads';
import { UploadLocker } from './upload-locker';
import { uploadIdleMs } from '../http/upload-guard';
import { uploadLimitOf } from '../../domain/attachments/file-acceptance';

/** tus's own refusals are English text: each leaves in the house format, in Portuguese. */
const messageFor = (status: number, limitMb: number): string =>
  ({
    400: resumableMessages.unreadable,
    501: resumableMessages.noConcat,
    404: resumableMessages.notFound,
    409: resumableMessages.offsetConflict,
    410: resumableMessages.expired,
    412: resumableMessages.protocol,
    413: uploadMessages.tooLarge(limitMb),
    415: resumableMessages.wrongType,
  })[status] ?? resumableMessages.failed;

const inHouseFormat = async (response: Response, limitMb: number): Promise<Response> => {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  headers.set('x-content-type-options', 'nosniff');
  if (response.status < 400 || headers.get('content-type')?.startsWith('application/json')) return new Response(response.body, { status: response.status, headers });
  const body = await response.text();
  const ours = body.startsWith('{"message":') ? body : JSON.stringify({ message: messageFor(response.status, limitMb) });
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(ours)));
  // tus answers 501 to an extension it does not offer (Upload-Concat): the client's request is what is wrong.
  return new Response(ours, { status: response.status === 501 ? 400 : response.status, headers });
};

/**
 * Gives up a PATCH whose body stops coming for `idleMs`, as the multipart uploads do: 408 in
 * Portuguese, then the request is ended, so tus stops reading, keeps what arrived, closes the
 * part's file and frees the upload's lock. Arrival is read off the socket's byte count: a
 * listener on the request itself would take bytes from tus.
 */
const watchTusBody = (raw: IncomingMessage, res: ServerResponse, idleMs: number): (() => void) => {
  const socket = raw.socket;
  let seen = socket.bytesRead;
  const stall = setTimeout(() => {
    clearInterval(poll);
    if (raw.complete || res.headersSent) return;
    const body = JSON.stringify({ message: uploadMessages.stalled });
    res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', connection: 'close' });
    res.end(body, () => raw.destroy());
  }, idleMs);
  const poll = setInterval(
    () => {
      if (socket.bytesRead === seen) return;
      seen = socket.bytesRead;
      stall.refresh();
    },
    Math.max(10, Math.min(1000, idleMs / 4)),
  );
  return () => {
    clearTimeout(stall);
    clearInterval(poll);
  };
};

/** Resumable uploads: tus at /api/uploads, inside Fastify as its README shows. */
export const resumableUploadsRoutes = (app: FastifyInstance, deps: AppDeps, jobs: JobRunner): void => {
  const users = new WeakMap<object, NonNullable<ReturnType<typeof signedInUser>>>();
  const locker = new UploadLocker(deps.db);
  const tus = resumableUploadServer({ ...deps, store: deps.uploadStore, locker, jobs, log: app.log, userOf: (raw) => users.get(raw) });
  // tus's own size check is against the largest kind's limit (the stage models' ZIP): that is the limit its refusal names.
  const limitMb = Math.round(uploadLimitOf('PLANNING_STAGES', deps.uploadLimitBytes) / (1024 * 1024));
  const sweep = setInterval(
    () => {
      removeExpiredUploads(tus, deps.db, deps.now()).catch((error: unknown) => app.log.error({ err: error }, 'removing expired uploads failed'));
    },
    deps.uploadSweepMs ?? 60 * 60 * 1000,
  ).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await locker.close();
  });

  const handOver = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const user = signedInUser(request);
    if (user) users.set(request.raw, user);
    reply.hijack();
    const stopWatching = request.method === 'PATCH' ? watchTusBody(request.raw, reply.raw, deps.uploadIdleMs ?? uploadIdleMs) : () => undefined;
    try {
      const response = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
      // A stalled body was answered already (408); tus has kept what arrived.
      if (!reply.raw.headersSent) await sendNodeResponse(reply.raw, await inHouseFormat(response, limitMb));
    } finally {
      stopWatching();
    }
  };

  // A finished upload's bytes are an attachment now, out of tus's store: its HEAD says it is
  // complete, so a browser that never heard the last answer (its tab closed) asks for the
  // attachment (GET) instead of sending the whole file again.
  const headOf = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const user = signedInUser(request);
    const { id } = request.params as { id: string };
    const upload = user && isUploadId(id) ? await ownUpload(deps.db, id, user.id) : undefined;
    if (!upload?.attachment_id) return handOver(request, reply);
    await reply
      .code(200)
      .headers({ 'tus-resumable': '1.0.0', 'upload-offset': String(upload.size), 'upload-length': String(upload.size), 'cache-control': 'no-store' })
      .send();
  };

  void app.register(async (scope) => {
    // The bytes of a PATCH stream straight to the store, unparsed.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    for (const endpoint of [on.announce, on.create, on.send, on.terminate]) {
      scope.route({ method: endpoint.method, url: endpoint.path, config: { endpoint }, handler: handOver });
    }
    // HEAD gives the offset to resume from (tus); GET, the attachment a finished upload became.
    scope.route({ method: 'HEAD', url: on.result.path, config: { endpoint: on.result }, handler: headOf });
    serve(scope, on.result, async ({ user, params: { id } }) => {
      const upload = await ownUpload(deps.db, id, user.id);
      if (!upload) throw notFound(resumableMessages.notFound);
      if (!upload.attachment_id) throw new HttpError(409, resumableMessages.unfinished);
      const answer = await attachmentAnswer(deps.db, upload.attachment_id);
      if (!answer) throw notFound(resumableMessages.notFound);
      return answer;
    });
  });
};
