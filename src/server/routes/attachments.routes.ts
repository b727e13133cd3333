import type { FastifyInstance } from 'fastify';
import { acceptsFile, extensionOf, extensionsByKind } from '../../domain/attachments/file-acceptance';
import { contentMatchesExtension } from '../../domain/attachments/content-signature';
import { type AttachmentUploaded, uploadMessages, UploadQuery } from '../../contract/attachment.contract';
import type { AppDeps } from '../app-deps';
import { authenticate, requireStaff } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { badRequest, HttpError } from '../http/http-error';
import { SignatureProbe } from '../storage/signature-probe';

const safeBaseName = (name: string): string =>
  name
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 120)
    .trim() || 'arquivo';

export const attachmentsRoutes = (app: FastifyInstance, { db, now, newId, storage, uploadLimitBytes }: AppDeps): void => {
  // Decisions §10: streamed to storage, never whole in memory; extension and content checked.
  app.post('/api/attachments', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const { kind } = decodeInput(UploadQuery, request.query);
    // Planning files are the planners' own.
    if (kind === 'PLANNING_FILE') requireStaff(user);
    if (!request.isMultipart()) throw badRequest(uploadMessages.noFile);
    const file = await request.file({ limits: { fileSize: uploadLimitBytes, files: 1 } }).catch(() => undefined);
    if (!file) throw badRequest(uploadMessages.noFile);

    const accepted = extensionsByKind[kind];
    if (!acceptsFile(accepted, file.filename, file.mimetype === 'application/octet-stream' ? '' : file.mimetype)) {
      file.file.resume();
      throw new HttpError(415, uploadMessages.extension(accepted));
    }
    const extension = extensionOf(file.filename);
    const id = newId();
    const at = now();
    const key = `${at.toISOString().slice(0, 7)}/${id}.${extension}`;
    const probe = new SignatureProbe();
    // A dropped connection (network failure, closed tab) must fail the write, or it would hang.
    const abort = () => {
      if (!request.raw.complete) probe.destroy(new Error('upload interrupted'));
    };
    request.raw.once('close', abort);
    try {
      await storage.write(key, file.file.pipe(probe));
    } catch (error) {
      await storage.remove(key);
      throw error;
    } finally {
      request.raw.off('close', abort);
    }
    if (file.file.truncated) {
      await storage.remove(key);
      throw new HttpError(413, uploadMessages.tooLarge(Math.round(uploadLimitBytes / (1024 * 1024))));
    }
    if (!contentMatchesExtension(extension, probe.head, probe.size)) {
      await storage.remove(key);
      throw new HttpError(415, uploadMessages.content);
    }
    // The shown name carries the id before the extension; the browser hides it (spec §5).
    const name = `${safeBaseName(file.filename)}-${id}.${extension}`;
    await db
      .insertInto('attachments')
      .values({ id, storage_key: key, owner_id: user.id, kind, name, size: probe.size, content_type: file.mimetype, created_at: at })
      .execute();
    const answer: AttachmentUploaded = { id, key, name, size: probe.size, type: kind } as AttachmentUploaded;
    return reply.status(201).send(answer);
  });
};
