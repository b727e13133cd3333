import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './seed/seed-demo-data';
import { seedDemoFiles } from './seed/demo-scans';
import { apiPixClient } from './payments/pix-api/api-pix-client';
import { outboxFolderTransport, smtpTransport } from './mail/mail-transport';
import { viaCepLookup } from './accounts/postal-code-lookup';
import { diskStorage } from './storage/disk-storage';
import { s3Storage } from './storage/s3-storage';
import { scheduleHousekeeping } from './housekeeping/scheduled-housekeeping';
import { uploadStoreOf } from './uploads/upload-store';

/** Opens and migrates the database, loads demo data into an empty one, and listens. */
export const startServer = async (config: ServerConfig): Promise<FastifyInstance> => {
  if (config.database.kind === 'pglite' && config.database.dataDir) mkdirSync(config.database.dataDir, { recursive: true });
  const db = await openDatabase(config.database);
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, new Date(), randomUUID);
  const disk = config.s3 ? undefined : diskStorage(config.filesDir);
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- made just above when there is no S3
  const storage = config.s3 ? s3Storage(config.s3) : disk!;
  // Writes a crash left in the folder; a bucket's unfinished ones wait for the hourly sweep's grace.
  await disk?.sweepAbandoned();
  if (seeded) await seedDemoFiles(db, storage, new Date(), randomUUID);
  const app = await buildApp({
    storage,
    uploadStore: uploadStoreOf(config, db),
    db,
    now: () => new Date(),
    newId: randomUUID,
    postalCodes: viaCepLookup(config.cepLookupUrl),
    uploadLimitBytes: config.uploadLimitBytes,
    trustProxy: config.trustProxy,
    modelsAddress: config.modelsAddress,
    pix: config.pix,
    receiptIssuer: config.receiptIssuer,
    mail: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxFolderTransport(config.outboxDir, config.mailFrom),
    // Links in e-mails: the public address, or this machine's for the embedded default.
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    pixApi: config.pixApi && {
      client: apiPixClient(config.pixApi, config.pix.key),
      // Without the portal's public address or a token, the webhook is registered at the PSP by hand.
      webhookUrl: config.publicUrl && config.pix.webhookToken ? `${config.publicUrl}/api/payments/pix/webhook/${config.pix.webhookToken}` : undefined,
    },
    jobOptions: { leaseMs: config.jobLeaseMs },
    backgroundLane: config.demoBuilds,
    staticDir: existsSync(config.staticDir) ? config.staticDir : undefined,
    logLevel: config.logLevel,
  });
  const stopHousekeeping = scheduleHousekeeping(db, storage, app.log);
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await db.destroy();
  });
  if (seeded) app.log.info('demo data loaded into the empty database');
  await app.listen({ port: config.port, host: config.host });
  return app;
};

/**
 * Starts the server with SIGTERM and SIGINT already taken: on either, it finishes the requests
 * under way, closes the database, then exits. A stop asked while the server migrates or loads
 * demo data waits for that, then stops it: until a listener exists, Node leaves the signal to
 * the system, which ends the process on the spot (found by a test restarting the server).
 */
export const startUntilSignalled = (start: () => Promise<FastifyInstance>): Promise<FastifyInstance> => {
  // Listening for the signals from the same turn as the start: a signal meanwhile waits for it.
  const starting = start();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      starting.then(
        (app) => {
          app.log.info({ signal }, 'shutting down');
          app.close().then(
            () => process.exit(0),
            (error: unknown) => {
              app.log.error({ err: error }, 'shutdown failed');
              process.exit(1);
            },
          );
        },
        // The start failed, and its own rejection says why.
        () => process.exit(1),
      );
    });
  }
  return starting;
};
