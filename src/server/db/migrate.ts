import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';
import * as onboarding from './migrations/0002-onboarding';
import * as drafts from './migrations/0003-drafts-and-attachments';
import * as prescription from './migrations/0004-prescription';
import * as plannings from './migrations/0005-plannings-and-payments';
import * as attendant from './migrations/0006-attendant-area';
import * as accessLog from './migrations/0007-patient-access-log';
import * as idempotency from './migrations/0008-idempotent-requests';
import * as attemptBudgets from './migrations/0009-attempt-budgets';
import * as productNames from './migrations/0010-distinct-product-names';
import * as orderValueChecks from './migrations/0011-order-value-checks';
import * as orderEvents from './migrations/0012-order-events';
import * as scanPreviews from './migrations/0013-scan-previews';
import * as resumableUploads from './migrations/0014-resumable-uploads';
import * as uploadStoreCache from './migrations/0015-upload-store-cache';
import * as sessionChangeNotices from './migrations/0016-session-change-notices';
import * as housekeepingRuns from './migrations/0017-housekeeping-runs';
import * as planningItemProducts from './migrations/0018-planning-item-products';
import * as auditVersions from './migrations/0019-audit-versions';
import * as orderEditedEvents from './migrations/0020-order-edited-events';
import * as postedModels from './migrations/0021-posted-models';
import * as imageThumbnails from './migrations/0022-image-thumbnails';
import * as codedColumnsChecked from './migrations/0023-coded-columns-checked';
import * as planningStages from './migrations/0024-planning-stages';
import * as charges from './migrations/0025-charges';
import * as chargeDocuments from './migrations/0026-charge-documents';
import * as outbox from './migrations/0027-outbox-and-password-resets';
import * as consents from './migrations/0028-consents';
import * as mailNotifications from './migrations/0029-mail-notifications';
import * as clinicalPreferences from './migrations/0030-clinical-preferences';
import * as statusSince from './migrations/0031-status-since-and-targets';
import * as backgroundBuilds from './migrations/0032-stage-builds-in-the-background';
import * as paymentsAsTold from './migrations/0033-payments-as-told';
import * as consentNotices from './migrations/0034-consent-notices';
import * as unsubscribeLinksSpent from './migrations/0035-unsubscribe-links-spent';
import * as stageBuildTurns from './migrations/0036-stage-build-turns';
import * as pixWrittenPix from './migrations/0037-pix-written-pix';
import * as oneNamePerConcept from './migrations/0038-one-name-per-concept';

// Migrations are imported, not read from disk, so the bundle and tsx behave the same.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-onboarding': onboarding,
  '0003-drafts-and-attachments': drafts,
  '0004-prescription': prescription,
  '0005-plannings-and-payments': plannings,
  '0006-attendant-area': attendant,
  '0007-patient-access-log': accessLog,
  '0008-idempotent-requests': idempotency,
  '0009-attempt-budgets': attemptBudgets,
  '0010-distinct-product-names': productNames,
  '0011-order-value-checks': orderValueChecks,
  '0012-order-events': orderEvents,
  '0013-scan-previews': scanPreviews,
  '0014-resumable-uploads': resumableUploads,
  '0015-upload-store-cache': uploadStoreCache,
  '0016-session-change-notices': sessionChangeNotices,
  '0017-housekeeping-runs': housekeepingRuns,
  '0018-planning-item-products': planningItemProducts,
  '0019-audit-versions': auditVersions,
  '0020-order-edited-events': orderEditedEvents,
  '0021-posted-models': postedModels,
  '0022-image-thumbnails': imageThumbnails,
  '0023-coded-columns-checked': codedColumnsChecked,
  '0024-planning-stages': planningStages,
  '0025-charges': charges,
  '0026-charge-documents': chargeDocuments,
  '0027-outbox-and-password-resets': outbox,
  '0028-consents': consents,
  '0029-mail-notifications': mailNotifications,
  '0030-clinical-preferences': clinicalPreferences,
  '0031-status-since-and-targets': statusSince,
  '0032-stage-builds-in-the-background': backgroundBuilds,
  '0033-payments-as-told': paymentsAsTold,
  '0034-consent-notices': consentNotices,
  '0035-unsubscribe-links-spent': unsubscribeLinksSpent,
  '0036-stage-build-turns': stageBuildTurns,
  '0037-pix-written-pix': pixWrittenPix,
  '0038-one-name-per-concept': oneNamePerConcept,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest migration; throws when one fails. */
export const migrateToLatest = async (db: Db): Promise<void> => {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('A migration failed.', { cause: error });
};
