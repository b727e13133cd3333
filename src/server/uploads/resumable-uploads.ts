import type { NodeServerRequest, ServerRequest } from 'srvx';
import type { FastifyBaseLogger } from 'fastify';
import { EVENTS, type Locker, Server, type ServerOptions, type Upload } from '@tus/server';
import { text } from '../../domain/shared/text';
import { acceptsFile, AttachmentKind, extensionOf, extensionsByKind, isStaffOnlyKind, uploadLimitOf } from '../../domain/attachments/file-acceptance';
import { contentMatchesExtension } from '../../domain/attachments/content-signature';
import { isStaff } from '../../domain/people/person';
import { AttachmentUploaded, resumableMessages, uploadMessages } from '../../contract/attachment.contract';
import { isUploadId } from '../../contract/routes/uploads.endpoints';
import type { User } from '../accounts/users.repository';
import { authMessages } from '../../contract/auth.contract';
import type { Db } from '../db/database';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { type UploadStore, uploadExpiryMs } from './upload-store';
import { storageKeyOf, storedNameOf } from '../storage/stored-name';
import { recordUpload } from './record-upload';
import { expiredUploads, forgetUpload, ownUpload, recordUploadFinished, recordUploadStarted, unfinishedUploadsOf } from './resumable-uploads.repository';
import type { JobRunner } from '../jobs/job-runner';

/** How many unfinished uploads one person may hold at once. */
export const unfinishedUploadsPerUser = 12;

export interface ResumableUploadsDeps {
  readonly db: Db;
  readonly now: () => Date;
  readonly newId: () => string;
  readonly storage: AttachmentStorage;
  readonly uploadLimitBytes: number;
  readonly jobs: JobRunner;
  /** Where the unfinished uploads are kept: a folder (FileStore) or the bucket (S3Store). */
  readonly store: UploadStore;
  /** Keeps two requests, in any process, from writing one upload at once. */
  readonly locker: Locker;
  readonly log: FastifyBaseLogger;
  /** The person the Fastify route let in, by the raw request tus receives. */
  readonly userOf: (raw: NodeServerRequest) => User | undefined;
}

/** A refusal tus sends as it is: already in the house format. */
class TusRefusal extends Error {
  readonly body: string;
  // tus reads a thrown refusal's `status_code` and `body` and answers them as they are.
  constructor(
    readonly status_code: number,
    message: string,
  ) {
    super(message);
    this.body = JSON.stringify({ message });
  }
}
const refusal = (status: number, message: string) => new TusRefusal(status, message);

/** The web request srvx made of Node's keeps Node's own under `runtime`. */
const madeBySrvx = (req: Request): req is ServerRequest => 'runtime' in req;

const nodeRequestOf = (req: Request): NodeServerRequest | undefined => (madeBySrvx(req) ? req.runtime?.node?.req : undefined);

/** The name as the browser read it off the disk: stored, so it must be text PostgreSQL keeps. */
const FileName = text('Nome do arquivo', 255);

/**
 * The tus server of `/api/uploads`: only a signed-in person creates an upload, only
 * its creator resumes, finishes or cancels it; the slot and the file name are checked on
 * creation, the content on completion, and a finished upload becomes an attachment exactly
 * as POST /api/attachments makes one.
 */
export const resumableUploadServer = (deps: ResumableUploadsDeps): Server => {
  const { db, now, newId, storage, store } = deps;
  const userOf = (req: Request): User => {
    const raw = nodeRequestOf(req);
    const user = raw && deps.userOf(raw);
    if (!user) throw refusal(401, authMessages.notSignedIn);
    return user;
  };

  const onIncomingRequest: ServerOptions['onIncomingRequest'] = async (req, uploadId) => {
    if (req.method === 'POST' || req.method === 'OPTIONS') return;
    // Not an id any store makes (a NUL, a slash): no upload, and nothing sent to the database.
    if (!isUploadId(uploadId)) throw refusal(404, resumableMessages.notFound);
    // Another person's upload answers as one that does not exist.
    if (!(await ownUpload(db, uploadId, userOf(req).id))) throw refusal(404, resumableMessages.notFound);
  };

  const onUploadCreate: ServerOptions['onUploadCreate'] = async (req, upload) => {
    const user = userOf(req);
    const kindOf = AttachmentKind.decode(upload.metadata?.['kind']);
    if (kindOf._tag === 'Left') throw refusal(400, resumableMessages.noKind);
    if (!upload.metadata?.['filename']) throw refusal(400, resumableMessages.noName);
    const nameOf = FileName.decode(upload.metadata['filename']);
    if (nameOf._tag === 'Left') throw refusal(400, nameOf.left[0]?.message ?? resumableMessages.noName);
    const [kind, filename] = [kindOf.right, nameOf.right];
    if (isStaffOnlyKind(kind) && !isStaff(user.role)) throw refusal(403, authMessages.forbidden);
    if (!acceptsFile(extensionsByKind[kind], filename, upload.metadata?.['filetype'] ?? '')) throw refusal(415, uploadMessages.extension(extensionsByKind[kind]));
    if (upload.size === undefined) throw refusal(400, resumableMessages.unknownSize);
    if (upload.size === 0) throw refusal(400, uploadMessages.empty);
    const limit = uploadLimitOf(kind, deps.uploadLimitBytes);
    if (upload.size > limit) throw refusal(413, uploadMessages.tooLarge(Math.round(limit / (1024 * 1024))));
    const at = now();
    if ((await unfinishedUploadsOf(db, user.id, new Date(at.getTime() - uploadExpiryMs))) >= unfinishedUploadsPerUser)
      throw refusal(429, resumableMessages.tooManyUnfinished(unfinishedUploadsPerUser));
    await recordUploadStarted(db, { id: upload.id, ownerId: user.id, kind, fileName: filename, size: upload.size, at });
    return {};
  };

  const onUploadFinish: ServerOptions['onUploadFinish'] = async (req, upload: Upload) => {
    const user = userOf(req);
    const started = await ownUpload(db, upload.id, user.id);
    if (!started) throw refusal(404, resumableMessages.notFound);
    const extension = extensionOf(started.file_name);
    const id = newId();
    const at = now();
    const key = storageKeyOf(at, id, extension);
    // The bytes move to the attachments' storage: the upload's copy goes, whatever happens next.
    const { head, size } = await store.moveTo(upload.id, storage, key);
    if (!contentMatchesExtension(extension, head, size)) {
      await storage.remove(key);
      await forgetUpload(db, upload.id);
      throw refusal(415, uploadMessages.content);
    }
    const name = storedNameOf(started.file_name, id, extension);
    const scan = await recordUpload(db, { id, storageKey: key, ownerId: user.id, kind: started.kind, name, size: size, contentType: 'application/octet-stream', at });
    await recordUploadFinished(db, upload.id, id, at);
    if (scan) deps.jobs.wake();
    const answer = AttachmentUploaded.encode({ id: id as AttachmentUploaded['id'], key, name, size: size, type: started.kind });
    return { status_code: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(answer) };
  };

  const server = new Server({
    path: '/api/uploads',
    datastore: store.datastore,
    // Each kind's own limit is checked on creation (uploadLimitOf); this is the largest.
    maxSize: uploadLimitOf('PLANNING_STAGES', deps.uploadLimitBytes),
    relativeLocation: true,
    // Same origin only: no other site's page may drive an upload.
    allowedOrigins: [],
    locker: deps.locker,
    onIncomingRequest,
    onUploadCreate,
    onUploadFinish,
    // The store's failures (a disk, a bucket) are logged like any other; refusals are not failures.
    onResponseError: (_req, error) => {
      if (error instanceof Error) deps.log.error({ err: error }, 'resumable upload failed');
      return undefined;
    },
  });
  // A cancelled upload no longer counts among its owner's unfinished ones.
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id: string) => void forgetUpload(db, id).catch(() => undefined));
  return server;
};

/**
 * Removes unfinished uploads a day old: their parts and records, by the records' start; then
 * whatever the store itself holds past its expiry (parts whose record a crash never wrote).
 * Returns how many records went.
 */
export const removeExpiredUploads = async (server: Server, db: Db, now: Date): Promise<number> => {
  const expired = await expiredUploads(db, new Date(now.getTime() - uploadExpiryMs));
  for (const { id } of expired) {
    await server.datastore.remove(id).catch(() => undefined);
    await forgetUpload(db, id);
  }
  await server.cleanUpExpiredUploads();
  return expired.length;
};
