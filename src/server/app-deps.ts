import type { Db } from './db/database';
import type { PostalCodeLookup } from './accounts/postal-code-lookup';
import type { AttachmentStorage } from './storage/attachment-storage';
import type { JobRunnerOptions } from './jobs/job-runner';
import type { UploadStore } from './uploads/upload-store';
import type { PixSettings } from './payments/pix-settings';
import type { PixApi } from './payments/pix-api/api-pix-client';
import type { MailTransport } from './mail/mail-transport';
import type { ReceiptIssuer } from './payments/receipt-pdf';

export interface AppDeps {
  readonly db: Db;
  /** Injected so tests can move time. */
  readonly now: () => Date;
  readonly newId: () => string;
  /** ViaCEP-compatible postal-code lookup (CEP_LOOKUP_URL). */
  readonly postalCodes: PostalCodeLookup;
  readonly storage: AttachmentStorage;
  /** Where dentists post plaster models (MODELS_ADDRESS), line by line. */
  readonly modelsAddress: readonly string[];
  /** Who receives the charges' Pix, and the token of the PSP's webhook. */
  readonly pix: PixSettings;
  /** The PSP's API Pix, when one is configured: charges registered there, and the address its webhook is asked to call. */
  readonly pixApi?: { readonly client: PixApi; readonly webhookUrl: string | undefined };
  /** Where the portal's e-mails go: SMTP, or the outbox folder of the embedded default. */
  readonly mail: MailTransport;
  /** The portal's public address, for the links in e-mails (PUBLIC_URL). */
  readonly publicUrl: string;
  /** Who signs the receipts of paid charges. */
  readonly receiptIssuer: ReceiptIssuer;
  /** Where resumable uploads wait until finished: a folder, or the bucket. */
  readonly uploadStore: UploadStore;
  /** How often unfinished uploads past their expiry are removed (an hour unless a test says less). */
  readonly uploadSweepMs?: number;
  /** Largest upload accepted, in bytes (decisions §10: 300 MB). */
  readonly uploadLimitBytes: number;
  /** An upload that sends nothing this long is given up (30 s unless a test says less). */
  readonly uploadIdleMs?: number;
  /** Decode every JSON answer with its endpoint's codec before it leaves (the tests' app does). */
  readonly checkAnswers?: boolean;
  /** How often an open event stream sends a heartbeat (25 s unless a test says less). */
  readonly heartbeatMs?: number;
  /** How often open event streams' sessions are checked, to end those ended elsewhere (a minute unless a test says less). */
  readonly sessionRecheckMs?: number;
  /** How long a checked session is believed without the database (30 s unless a test says less). */
  readonly sessionCacheMs?: number;
  /** Leases and retries of 3D preview builds (a minute and 3 tries unless a test says less). */
  readonly jobOptions?: JobRunnerOptions;
  /**
   * Whether this process builds the demo's staged plans (the background lane; yes unless a test
   * or DEMO_BUILDS=off says no): a run that never looks at them would spend a minute of CPU on them beside its own work.
   */
  readonly backgroundLane?: boolean;
  /** How long a planner's stage build runs before giving its turn to another waiting (tests: 0, a turn a mesh). */
  readonly stageBuildShareMs?: number;
  /** Folder of the built single-page app; undefined serves the API only. */
  readonly staticDir?: string | undefined;
  readonly logLevel?: string;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY): the client's address keys the throttling budgets. */
  readonly trustProxy?: boolean | string;
  /** Where logs go (stdout by default); tests read them. */
  readonly logStream?: NodeJS.WritableStream;
  /** Told of every route as it is registered; the security tests walk them all. */
  readonly onRoute?: (route: { method: string; url: string }) => void;
}
