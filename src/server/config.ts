import { join, resolve } from 'node:path';
import type { DatabaseTarget } from './db/database';
import type { S3StorageConfig } from './storage/s3-storage';
import { demoPixSettings, type PixSettings } from './payments/pix-settings';
import { demoReceiptIssuer, type ReceiptIssuer } from './payments/receipt-pdf';
import type { PixApiSettings } from './payments/pix-api/api-pix-client';
import { formatCnpj } from '../domain/people/document';
import { pixKeyOf } from '../domain/payments/pix-key';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseTarget;
  readonly staticDir: string;
  readonly logLevel: string;
  readonly cepLookupUrl: string;
  readonly filesDir: string;
  /** Unfinished resumable uploads, without S3. */
  readonly uploadsDir: string;
  readonly uploadLimitBytes: number;
  /** TRUST_PROXY: `true`, `false`, or addresses/subnets (comma-separated) whose X-Forwarded-For is believed. */
  readonly trustProxy: boolean | string;
  /** Set when S3_BUCKET is: attachments go to that object store instead of `filesDir`. */
  readonly s3: S3StorageConfig | undefined;
  /** Where dentists post plaster models, line by line (MODELS_ADDRESS, lines split by "|"). */
  readonly modelsAddress: readonly string[];
  /** JOB_LEASE_SECONDS: how long a background job is held without renewal; a dead process's job is taken over after it. */
  readonly jobLeaseMs: number;
  /** DEMO_BUILDS=off: this process leaves the demo's staged plans unbuilt (benches and tests that never look at them). */
  readonly demoBuilds: boolean;
  /** Who receives the Pix of every charge (PIX_KEY, PIX_MERCHANT_NAME, PIX_MERCHANT_CITY), and the PSP's webhook token. */
  readonly pix: PixSettings;
  /** The PSP's API Pix (PIX_API_URL and the rest): none, and charges are paid by their static code. */
  readonly pixApi: PixApiSettings | undefined;
  /** PUBLIC_URL: the portal's public address (https://…), which the PSP's webhook calls and e-mails link to. */
  readonly publicUrl: string | undefined;
  /** SMTP_URL (`smtp://` or `smtps://`, with user and password): none writes each e-mail to `outboxDir`. */
  readonly smtpUrl: string | undefined;
  readonly outboxDir: string;
  /** MAIL_FROM: who the e-mails come from. */
  readonly mailFrom: string;
  /** Who signs the receipts (PROVIDER_NAME, PROVIDER_CNPJ, PROVIDER_CITY). */
  readonly receiptIssuer: ReceiptIssuer;
}

/** PIX_API_URL and its credentials, all or nothing: a PSP half configured stops the start with the missing names. */
const pixApiOf = (env: NodeJS.ProcessEnv): PixApiSettings | undefined => {
  const apiUrl = env.PIX_API_URL || undefined;
  if (apiUrl === undefined) return undefined;
  const { PIX_CLIENT_ID: clientId, PIX_CLIENT_SECRET: clientSecret } = env;
  const missing = [...(clientId ? [] : ['PIX_CLIENT_ID']), ...(clientSecret ? [] : ['PIX_CLIENT_SECRET'])];
  if ((env.PIX_CERT_PATH === undefined) !== (env.PIX_CERT_KEY_PATH === undefined)) missing.push(env.PIX_CERT_PATH === undefined ? 'PIX_CERT_PATH' : 'PIX_CERT_KEY_PATH');
  if (missing.length > 0 || !clientId || !clientSecret) throw new Error(`PIX_API_URL is set but not ${missing.join(', ')}`);
  return {
    apiUrl,
    tokenUrl: env.PIX_OAUTH_URL || `${apiUrl.replace(/\/$/, '')}/oauth/token`,
    clientId,
    clientSecret,
    certPath: env.PIX_CERT_PATH || undefined,
    keyPath: env.PIX_CERT_KEY_PATH || undefined,
    caPath: env.PIX_CA_PATH || undefined,
  };
};

/** The demo provider's address for models sent by post; a real provider sets MODELS_ADDRESS. */
export const defaultModelsAddress: readonly string[] = ['CA Alinhadores · Recebimento de modelos', 'Av. Paulista, 1000 – 10º andar – Bela Vista', 'São Paulo/SP – CEP 01310-100'];

const trustProxyOf = (value: string | undefined): boolean | string => {
  if (value === undefined || value === '') return 'loopback';
  return value === 'true' || value === 'false' ? value === 'true' : value;
};

/** Reads the environment: PORT, HOST, DATA_DIR, DATABASE_URL, LOG_LEVEL, STATIC_DIR, CEP_LOOKUP_URL, UPLOAD_LIMIT_MB, TRUST_PROXY, S3_*, MODELS_ADDRESS, JOB_LEASE_SECONDS, DEMO_BUILDS, PIX_*, PUBLIC_URL, SMTP_URL, MAIL_FROM, PROVIDER_*. */
export const readConfig = (env: NodeJS.ProcessEnv): ServerConfig => {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    cepLookupUrl: env.CEP_LOOKUP_URL ?? 'https://viacep.com.br/ws',
    filesDir: join(dataDir, 'files'),
    uploadsDir: join(dataDir, 'uploads'),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_MB ?? 300) * 1024 * 1024,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    jobLeaseMs: Math.max(1, Number(env.JOB_LEASE_SECONDS ?? 60) || 60) * 1000,
    demoBuilds: env.DEMO_BUILDS !== 'off',
    modelsAddress: env.MODELS_ADDRESS
      ? env.MODELS_ADDRESS.split('|')
          .map((line) => line.trim())
          .filter((line) => line !== '')
      : defaultModelsAddress,
    pix: {
      key: env.PIX_KEY ? pixKeyOf(env.PIX_KEY) : demoPixSettings.key,
      merchantName: env.PIX_MERCHANT_NAME ?? demoPixSettings.merchantName,
      merchantCity: env.PIX_MERCHANT_CITY ?? demoPixSettings.merchantCity,
      webhookToken: env.PIX_WEBHOOK_TOKEN || undefined,
    },
    pixApi: pixApiOf(env),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: join(dataDir, 'outbox'),
    mailFrom: env.MAIL_FROM || 'CA Alinhadores <nao-responda@alinhadores.example>',
    receiptIssuer: {
      name: env.PROVIDER_NAME ?? demoReceiptIssuer.name,
      cnpj: env.PROVIDER_CNPJ ? formatCnpj(env.PROVIDER_CNPJ) : demoReceiptIssuer.cnpj,
      city: env.PROVIDER_CITY ?? demoReceiptIssuer.city,
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? 'true' : 'false')) === 'true',
        }
      : undefined,
  };
};
