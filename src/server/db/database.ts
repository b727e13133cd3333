import { Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AddressesTable } from './tables/addresses.table';
import type { OrderAuditTable, OrdersTable, OrderStatusHistoryTable } from './tables/orders.table';
import type { PatientsTable } from './tables/patients.table';
import type { SavedFiltersTable } from './tables/saved-filters.table';
import type { IdempotentRequestsTable, AttemptBudgetsTable, SessionsTable } from './tables/sessions.table';
import type { PatientAccessLogTable, UsersTable } from './tables/users.table';
import type { AttachmentsTable, OrderAttachmentsTable } from './tables/attachments.table';
import type { BonusLedgerTable, MessageTypesTable, OffersTable, OrderMessagesTable, OrderPaymentsTable, PaymentConditionsTable, PlanningDiscountsTable, PlanningItemsTable, PlanningsTable, PlanningSurveyStatesTable, ProductsTable } from './tables/plannings.table';
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
}

export type Db = Kysely<Database>;

/** A transaction on the portal's database. */
export type Trx = Transaction<Database>;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

// pg answers int8 and numeric as strings; counts are cast to int in SQL, and this keeps
// bigint columns numbers on both engines.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens the database: embedded PGlite (in memory when dataDir is undefined) or a PostgreSQL server. */
export const openDatabase = async (target: DatabaseTarget): Promise<Db> => {
  if (target.kind === 'postgres') {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 10 }) }) });
  }
  const pglite = await PGlite.create(target.dataDir, target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
};
