import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import { acceptsFile, type AttachmentKind, extensionOf, extensionsByKind, isStaffOnlyKind, telltaleType, uploadLimitOf } from '../../domain/attachments/file-acceptance';
import { contentMatchesExtension } from '../../domain/attachments/content-signature';
import { AttachmentUploaded, uploadMessages } from '../../contract/attachment.contract';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../http/authenticate';
import { serve } from '../http/serve';
import { badRequest, HttpError } from '../http/http-error';
import { SignatureProbe } from '../storage/signature-probe';
import { partsPerUpload, UploadIncomplete, uploadIdleMs, UploadsInFlight, uploadsInFlightPerUser, UploadStalled, watchUpload } from '../http/upload-guard';
import { recordUpload } from './record-upload';
import { storageKeyOf, storedNameOf } from '../storage/stored-name';
import type { JobRunner } from '../jobs/job-runner';

export const attachmentsRoutes = (app: FastifyInstance, { db, now, newId, storage, uploadLimitBytes, uploadIdleMs: idleMs = uploadIdleMs }: AppDeps, jobs: JobRunner): void => {
  const inFlight = new UploadsInFlight();
  // Decisions §10: streamed to storage, never whole in memory; extension and content checked.
  serve(app, orderEndpoints.upload, async ({ user, query: { kind }, request }) => {
    // Planning files are the planners' own.
    if (isStaffOnlyKind(kind)) requireStaff(user);
    if (!request.isMultipart()) throw badRequest(uploadMessages.noFile);
    // A refused request may still be sending its body: the connection closes after the answer.
    if (!inFlight.acquire(user.id)) throw new HttpError(429, uploadMessages.tooManyAtOnce(uploadsInFlightPerUser), { closeConnection: true });
    try {
      return await receive(request, user.id, kind);
    } finally {
      inFlight.release(user.id);
    }
  });

  const receive = async (request: FastifyRequest, ownerId: string, kind: AttachmentKind): Promise<t.OutputOf<typeof AttachmentUploaded>> => {
    const file = await request
      .file({ limits: { fileSize: uploadLimitOf(kind, uploadLimitBytes), files: 1, parts: partsPerUpload, fields: partsPerUpload - 1, fieldSize: 1024, headerPairs: 20 } })
      .catch(() => undefined);
    if (!file) throw new HttpError(400, uploadMessages.noFile, { closeConnection: true });

    const accepted = extensionsByKind[kind];
    if (!acceptsFile(accepted, file.filename, file.mimetype)) {
      file.file.resume();
      throw new HttpError(415, uploadMessages.extension(accepted));
    }
    const extension = extensionOf(file.filename);
    const id = newId();
    const at = now();
    const key = storageKeyOf(at, id, extension);
    const probe = new SignatureProbe();
    const stopWatching = watchUpload(request.raw, file.file, probe, idleMs);
    try {
      await storage.write(key, file.file.pipe(probe));
    } catch (error) {
      await storage.remove(key);
      if (error instanceof UploadStalled) throw new HttpError(408, uploadMessages.stalled, { closeConnection: true });
      if (error instanceof UploadIncomplete) throw new HttpError(400, uploadMessages.incomplete, { closeConnection: true });
      throw error;
    } finally {
      stopWatching();
    }
    if (file.file.truncated) {
      await storage.remove(key);
      throw new HttpError(413, uploadMessages.tooLarge(Math.round(uploadLimitOf(kind, uploadLimitBytes) / (1024 * 1024))), { closeConnection: true });
    }
    if (probe.bytesSeen === 0) {
      await storage.remove(key);
      throw new HttpError(400, uploadMessages.empty);
    }
    if (!contentMatchesExtension(extension, probe.head, probe.bytesSeen)) {
      await storage.remove(key);
      throw new HttpError(415, uploadMessages.content);
    }
    const name = storedNameOf(file.filename, id, extension);
    const scan = await recordUpload(db, {
      id,
      storageKey: key,
      ownerId,
      kind,
      name,
      size: probe.bytesSeen,
      contentType: telltaleType(file.mimetype) || 'application/octet-stream',
      at,
    });
    if (scan) jobs.wake();
    return { id, key, name, size: probe.bytesSeen, type: kind };
  };
};
