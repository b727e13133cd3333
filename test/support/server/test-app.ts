import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diskStorage } from '../../../src/server/storage/disk-storage';
import { bucketUploadStore, folderUploadStore } from '../../../src/server/uploads/upload-store';
import type { AttachmentStorage } from '../../../src/server/storage/attachment-storage';
import { type S3StorageConfig, s3Storage } from '../../../src/server/storage/s3-storage';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { viaCepLookup } from '../../../src/server/accounts/postal-code-lookup';
import type { Db } from '../../../src/server/db/database';
import type { TestDatabaseTarget } from './test-database';
import { defaultModelsAddress } from '../../../src/server/config';
import { demoPixSettings } from '../../../src/server/payments/pix-settings';
import { demoReceiptIssuer } from '../../../src/server/payments/receipt-pdf';
import type { PixApi } from '../../../src/server/payments/pix-api/api-pix-client';
import { type MailTransport, outboxFolderTransport } from '../../../src/server/mail/mail-transport';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** Moves the app's clock. */
  readonly advance: (ms: number) => void;
  readonly login: (username: string, password?: string) => Promise<string>;
  readonly close: () => Promise<void>;
  /** Folder of the stored attachments, when they are on disk. */
  readonly filesDir: string;
  /** Folder of the unfinished resumable uploads, when they are not in a bucket. */
  readonly uploadsDir: string;
}

export interface TestAppOptions {
  readonly staticDir?: string;
  readonly logStream?: NodeJS.WritableStream;
  /** A ViaCEP-compatible server; without one every lookup is unavailable. */
  readonly cepLookupUrl?: string;
  readonly uploadLimitBytes?: number;
  readonly uploadIdleMs?: number;
  /** Storage other than a fresh folder on disk. */
  readonly storage?: AttachmentStorage;
  /** A bucket for the attachments and the unfinished resumable uploads, as with S3_BUCKET set. */
  readonly bucket?: S3StorageConfig;
  readonly onRoute?: (route: { method: string; url: string }) => void;
  /** How often event streams send a heartbeat. */
  readonly heartbeatMs?: number;
  /** How often event streams' sessions are checked. */
  readonly sessionRecheckMs?: number;
  /** How often unfinished uploads past their day are removed. */
  readonly uploadSweepMs?: number;
  /** Leases and retries of preview builds. */
  readonly jobOptions?: { readonly leaseMs?: number; readonly maxAttempts?: number };
  /** How long a checked session is kept without the database. */
  readonly sessionCacheMs?: number;
  /** Hears every SQL statement the app's database runs. */
  readonly onQuery?: (sql: string) => void;
  /** Where e-mails go (an SMTP server the test started); a fresh outbox folder otherwise. */
  readonly mail?: MailTransport;
  /** A PSP's API Pix (the emulator): charges registered there, its webhook asked to call `webhookUrl`. */
  readonly pixApi?: { readonly client: PixApi; readonly webhookUrl: string | undefined };
  /** How long a stage build runs before giving its turn to another waiting in its lane. */
  readonly stageBuildShareMs?: number;
  /** Another app's database and files: a second process, or the same one started again. Closing leaves them open. */
  readonly sharing?: Pick<TestApp, 'db' | 'filesDir'>;
}

/** The tests' app's public address and sender (PUBLIC_URL, MAIL_FROM). */
export const testPublicUrl = 'https://portal.test';
export const testMailFrom = 'CA Alinhadores <nao-responda@portal.test>';

/** The PSP webhook's token in the tests' app (PIX_WEBHOOK_TOKEN). */
export const testWebhookToken = 'token-do-webhook-de-teste';

export const startTestApp = async (target: TestDatabaseTarget, options: TestAppOptions = {}): Promise<TestApp> => {
  let clock = Date.parse('2026-11-21T12:00:00Z');
  const { db, close } = options.sharing
    ? { db: options.sharing.db, close: async () => undefined }
    : await target.open(new Date(clock), options.onQuery ? { onQuery: options.onQuery } : {});
  const filesDir = options.sharing?.filesDir ?? mkdtempSync(join(tmpdir(), 'portal-files-'));
  const uploadsDir = `${filesDir}-uploads`;
  const storage = options.bucket ? s3Storage(options.bucket) : (options.storage ?? diskStorage(filesDir));
  const app = await buildApp({
    db,
    modelsAddress: defaultModelsAddress,
    pix: { ...demoPixSettings, webhookToken: testWebhookToken },
    receiptIssuer: demoReceiptIssuer,
    mail: options.mail ?? outboxFolderTransport(`${filesDir}-outbox`, testMailFrom),
    publicUrl: testPublicUrl,
    now: () => new Date(clock),
    newId: randomUUID,
    postalCodes: options.cepLookupUrl ? viaCepLookup(options.cepLookupUrl) : async () => ({ kind: 'unavailable' }),
    storage,
    uploadStore: options.bucket ? bucketUploadStore(options.bucket, db) : folderUploadStore(uploadsDir),
    ...(options.uploadSweepMs ? { uploadSweepMs: options.uploadSweepMs } : {}),
    uploadLimitBytes: options.uploadLimitBytes ?? 300 * 1024 * 1024,
    ...(options.uploadIdleMs ? { uploadIdleMs: options.uploadIdleMs } : {}),
    staticDir: options.staticDir,
    logLevel: options.logStream ? 'info' : 'silent',
    logStream: options.logStream,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    // Every answer of every test decoded by its endpoint's codec, as the browser decodes it.
    checkAnswers: true,
    ...(options.sessionRecheckMs ? { sessionRecheckMs: options.sessionRecheckMs } : {}),
    ...(options.sessionCacheMs ? { sessionCacheMs: options.sessionCacheMs } : {}),
    ...(options.jobOptions ? { jobOptions: options.jobOptions } : {}),
    // The demo's staged plans, queued by the seed, are left unbuilt: no in-process test looks at them.
    backgroundLane: false,
    ...(options.pixApi ? { pixApi: options.pixApi } : {}),
    ...(options.stageBuildShareMs === undefined ? {} : { stageBuildShareMs: options.stageBuildShareMs }),
  });
  const login = async (username: string, password = 'Demo@1234'): Promise<string> => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login of ${username} answered ${res.statusCode}`);
    return res.json<{ access_token: string }>().access_token;
  };
  return {
    app,
    db,
    advance: (ms) => {
      clock += ms;
    },
    login,
    filesDir,
    uploadsDir,
    close: async () => {
      await app.close();
      await close();
    },
  };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const json = <A>(res: LightMyRequestResponse): A => res.json<A>();
