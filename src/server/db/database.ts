import { CompiledQuery, type Expression, Kysely, type LogEvent, PGliteDialect, PostgresDialect, type RawBuilder, sql, type Transaction } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { preparedStatements } from './prepared-statements';
import { withPreparedStatements } from './pglite-prepared';
import { lockDataDir } from './data-dir-lock';
import type { AddressesTable } from './tables/addresses.table';
import type { OrderAuditTable, OrdersTable, OrderStatusHistoryTable } from './tables/orders.table';
import type { PatientsTable } from './tables/patients.table';
import type { SavedFiltersTable } from './tables/saved-filters.table';
import type { IdempotentRequestsTable, AttemptBudgetsTable, SessionsTable } from './tables/sessions.table';
import type { PatientAccessLogTable, UsersTable } from './tables/users.table';
import type { AttachmentsTable, OrderAttachmentsTable } from './tables/attachments.table';
import type {
  BonusLedgerTable,
  MessageTypesTable,
  OffersTable,
  OrderMessagesTable,
  OrderPaymentsTable,
  PaymentConditionsTable,
  PlanningDiscountsTable,
  PlanningItemsTable,
  PlanningsTable,
  PlanningSurveyStatesTable,
  ProductsTable,
} from './tables/plannings.table';
import type { NotificationMarksTable, NotificationReadsTable, OrderEventsTable } from './tables/order-events.table';
import type { ScanPreviewsTable } from './tables/scan-previews.table';
import type { ResumableUploadsTable } from './tables/resumable-uploads.table';
import type { UploadStoreCacheTable } from './tables/upload-store-cache.table';
import type { HousekeepingRunsTable } from './tables/housekeeping-runs.table';
import type {
  PlanningCommentsTable,
  PlanningIprTable,
  PlanningSharesTable,
  PlanningStageMeshesTable,
  PlanningStageSetsTable,
  PlanningToothAttachmentsTable,
} from './tables/planning-stages.table';
import type { ChargesTable, PaymentsTable, PixWebhooksTable } from './tables/charges.table';
import type { OutboxTable, PasswordResetsTable } from './tables/outbox.table';
import type { ConsentsTable } from './tables/consents.table';
import type { ClinicalPreferencesTable } from './tables/clinical-preferences.table';
import type { OrderWaitsTable, StatusTargetsTable } from './tables/status-targets.table';
import type { MailNotificationsTable, MailPreferencesTable, UnsubscribeLinksTable } from './tables/mail-notifications.table';
import type { AccreditationCodesTable, NpsDismissalsTable, NpsResponsesTable } from './tables/onboarding.table';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  attempt_budgets: AttemptBudgetsTable;
  patients: PatientsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_status_history: OrderStatusHistoryTable;
  saved_filters: SavedFiltersTable;
  accreditation_codes: AccreditationCodesTable;
  nps_responses: NpsResponsesTable;
  nps_dismissals: NpsDismissalsTable;
  attachments: AttachmentsTable;
  order_attachments: OrderAttachmentsTable;
  payment_conditions: PaymentConditionsTable;
  offers: OffersTable;
  message_types: MessageTypesTable;
  plannings: PlanningsTable;
  planning_items: PlanningItemsTable;
  planning_discounts: PlanningDiscountsTable;
  order_payments: OrderPaymentsTable;
  bonus_ledger: BonusLedgerTable;
  order_messages: OrderMessagesTable;
  planning_survey_states: PlanningSurveyStatesTable;
  products: ProductsTable;
  order_audit: OrderAuditTable;
  patient_access_log: PatientAccessLogTable;
  idempotent_requests: IdempotentRequestsTable;
  order_events: OrderEventsTable;
  notification_marks: NotificationMarksTable;
  notification_reads: NotificationReadsTable;
  scan_previews: ScanPreviewsTable;
  resumable_uploads: ResumableUploadsTable;
  upload_store_cache: UploadStoreCacheTable;
  housekeeping_runs: HousekeepingRunsTable;
  planning_stage_sets: PlanningStageSetsTable;
  planning_stage_meshes: PlanningStageMeshesTable;
  planning_ipr: PlanningIprTable;
  planning_tooth_attachments: PlanningToothAttachmentsTable;
  planning_comments: PlanningCommentsTable;
  charges: ChargesTable;
  pix_webhooks: PixWebhooksTable;
  payments: PaymentsTable;
  planning_shares: PlanningSharesTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  consents: ConsentsTable;
  mail_preferences: MailPreferencesTable;
  mail_notifications: MailNotificationsTable;
  unsubscribe_links: UnsubscribeLinksTable;
  clinical_preferences: ClinicalPreferencesTable;
  status_targets: StatusTargetsTable;
  order_waits: OrderWaitsTable;
}

export type Db = Kysely<Database>;

/**
 * `= anyOf(values)` in place of `in values` for a list whose length comes from data: one statement
 * text whatever its length, so the statements each connection keeps prepared stay as few as the
 * code's queries, and a list may pass PostgreSQL's limit of 65 535 parameters.
 */
export const anyOf = <T>(values: readonly T[]): RawBuilder<T> => sql<T>`any(${values})`;

/** A value, or a column of the query a statement is nested in: for query builders used both ways. */
export type Key<T> = T | Expression<T>;

/** A transaction on the portal's database. */
export type Trx = Transaction<Database>;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

// pg answers int8 and numeric as strings; counts are cast to int in SQL, and this keeps
// bigint columns numbers on both engines.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * Listens to a NOTIFY channel: `onPayload` hears each payload once its transaction commits;
 * `onGap` is told when notifications may have been missed (a lost listening connection, now
 * back). Returns the stop.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;

const listeners = new WeakMap<Db, Listen>();

/** How to listen to the database's notifications: PGlite in-process, PostgreSQL on a connection of its own. */
export const listenerOf = (db: Db): Listen => {
  const listen = listeners.get(db);
  if (!listen) throw new Error('This database was not opened by openDatabase.');
  return listen;
};

const quoted = (channel: string): string => `"${channel.replaceAll('"', '""')}"`;

/** A dedicated connection (a pooled one would lose its LISTEN), opened again when it drops. */
const postgresListener =
  (url: string): Listen =>
  async (channel, onPayload, onGap) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (afterGap: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      next.on('error', () => reconnect());
      next.on('end', () => reconnect());
      client = next;
      await next.connect();
      await next.query(`LISTEN ${quoted(channel)}`);
      if (afterGap) onGap();
    };
    const reconnect = (): void => {
      if (stopped || retry) return;
      client?.removeAllListeners();
      void client?.end().catch(() => undefined);
      retry = setTimeout(() => {
        retry = undefined;
        connect(true).catch(() => reconnect());
      }, 1000);
      retry.unref();
    };
    await connect(false);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      client?.removeAllListeners();
      await client?.end().catch(() => undefined);
    };
  };

/**
 * Session-level advisory locks by name: held until unlocked or until the connection that took
 * them ends (a process killed mid-request gives its locks back with its connection).
 * Reentrant within one process: the caller keeps its own in-process exclusion.
 */
export interface AdvisoryLocks {
  tryLock(name: string): Promise<boolean>;
  unlock(name: string): Promise<void>;
  close(): Promise<void>;
}

const advisoryLocks = new WeakMap<Db, () => AdvisoryLocks>();

/** This process's advisory locks on the database: one connection of their own on PostgreSQL, PGlite's only session otherwise. */
export const advisoryLocksOf = (db: Db): AdvisoryLocks => {
  const open = advisoryLocks.get(db);
  if (!open) throw new Error('This database was not opened by openDatabase.');
  return open();
};

const tryLockSql = 'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked';
const unlockSql = 'select pg_advisory_unlock(hashtextextended($1, 0))';

/** A pooled connection would hand the locks to whoever borrows it next: these live on a client of their own. */
const postgresAdvisoryLocks = (url: string): AdvisoryLocks => {
  let client: Promise<pg.Client> | undefined;
  const connected = (): Promise<pg.Client> => {
    client ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      // A lost connection has lost its locks with it: the next call opens another.
      const forget = (): void => {
        client = undefined;
      };
      next.on('error', forget);
      next.on('end', forget);
      await next.connect();
      return next;
    })().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
  return {
    tryLock: async (name) => (await (await connected()).query<{ locked: boolean }>(tryLockSql, [name])).rows[0]?.locked === true,
    unlock: async (name) => {
      if (client) await (await client).query(unlockSql, [name]);
    },
    close: async () => {
      const open = client;
      client = undefined;
      if (open) await (await open).end().catch(() => undefined);
    },
  };
};

export interface DatabaseOptions {
  /** Hears every statement sent, as it completes: tests count round trips with it. */
  readonly onQuery?: (sql: string) => void;
}

/** Opens the database: embedded PGlite (in memory when dataDir is undefined) or a PostgreSQL server. */
export const openDatabase = async (target: DatabaseTarget, { onQuery }: DatabaseOptions = {}): Promise<Db> => {
  const log = onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql) } : {};
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('connect', preparedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...log });
    listeners.set(db, postgresListener(target.url));
    advisoryLocks.set(db, () => postgresAdvisoryLocks(target.url));
    return db;
  }
  const release = target.dataDir ? await lockDataDir(target.dataDir) : async () => undefined;
  const pglite = await PGlite.create(target.dataDir, target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}).then(withPreparedStatements, async (error: unknown) => {
    await release();
    throw error;
  });
  // The folder is given back once the engine has closed (Kysely's destroy closes it).
  const close = pglite.close.bind(pglite);
  pglite.close = async () => {
    try {
      await close();
    } finally {
      await release();
    }
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), ...log });
  // One embedded engine per process: its notifications are delivered in-process.
  listeners.set(db, async (channel, onPayload) =>
    pglite.listen(channel, onPayload).then((stop) => async () => {
      if (!pglite.closed) await stop();
    }),
  );
  // Through Kysely, which orders them with the transactions on PGlite's only session.
  advisoryLocks.set(db, () => ({
    tryLock: async (name) => (await db.executeQuery<{ locked: boolean }>(CompiledQuery.raw(tryLockSql, [name]))).rows[0]?.locked === true,
    unlock: async (name) => {
      if (!pglite.closed) await db.executeQuery(CompiledQuery.raw(unlockSql, [name]));
    },
    close: async () => undefined,
  }));
  return db;
};
