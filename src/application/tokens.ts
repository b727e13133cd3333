import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { SchedulerLike } from 'rxjs';
import type { AddressesGateway, PostalCodeLookup } from './ports/addresses-gateway';
import type { DentistGateway, RegistrationDraftStore } from './ports/dentist-gateway';
import type { PasswordRecoveryGateway } from './ports/password-recovery-gateway';
import type { ConsentsGateway } from './ports/consents-gateway';
import type { MailPreferencesGateway } from './ports/mail-preferences-gateway';
import type { ClinicalPreferencesGateway } from './ports/clinical-preferences-gateway';
import type { QueueGateway } from './ports/queue-gateway';
import type { DraftsGateway, PrescriptionGateway } from './ports/drafts-gateway';
import type { UploadsGateway } from './ports/uploads-gateway';
import type { PatientsGateway } from './ports/patients-gateway';
import type { SurveyGateway, SurveyPostponement } from './ports/survey-gateway';
import type { OrderPageGateway } from './ports/order-page-gateway';
import type { StaffGateway } from './ports/staff-gateway';
import type { LiveEventSource, NotificationsGateway, PageVisibility } from './ports/live-events';
import type { ScanViewerKitLoader } from './ports/scan-viewer-kit';
import type { SharedPlanGateway } from './ports/shared-plan-gateway';
import type { LedgerGateway } from './ports/ledger-gateway';
import type { AuthGateway, Clock, FiltersGateway, Navigator, OrdersGateway, ProfileGateway, SessionStore } from './ports/gateways';
import type { Clipboard } from './ports/clipboard';

/** Every injection token of the browser side, in one place. */
export const TOKENS = {
  AuthGateway: Symbol.for('AuthGateway') as ServiceIdentifier<AuthGateway>,
  PasswordRecoveryGateway: Symbol.for('PasswordRecoveryGateway') as ServiceIdentifier<PasswordRecoveryGateway>,
  ConsentsGateway: Symbol.for('ConsentsGateway') as ServiceIdentifier<ConsentsGateway>,
  MailPreferencesGateway: Symbol.for('MailPreferencesGateway') as ServiceIdentifier<MailPreferencesGateway>,
  ClinicalPreferencesGateway: Symbol.for('ClinicalPreferencesGateway') as ServiceIdentifier<ClinicalPreferencesGateway>,
  QueueGateway: Symbol.for('QueueGateway') as ServiceIdentifier<QueueGateway>,
  ProfileGateway: Symbol.for('ProfileGateway') as ServiceIdentifier<ProfileGateway>,
  OrdersGateway: Symbol.for('OrdersGateway') as ServiceIdentifier<OrdersGateway>,
  FiltersGateway: Symbol.for('FiltersGateway') as ServiceIdentifier<FiltersGateway>,
  SessionStore: Symbol.for('SessionStore') as ServiceIdentifier<SessionStore>,
  Navigator: Symbol.for('Navigator') as ServiceIdentifier<Navigator>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  DentistGateway: Symbol.for('DentistGateway') as ServiceIdentifier<DentistGateway>,
  AddressesGateway: Symbol.for('AddressesGateway') as ServiceIdentifier<AddressesGateway>,
  PostalCodeLookup: Symbol.for('PostalCodeLookup') as ServiceIdentifier<PostalCodeLookup>,
  PatientsGateway: Symbol.for('PatientsGateway') as ServiceIdentifier<PatientsGateway>,
  SurveyGateway: Symbol.for('SurveyGateway') as ServiceIdentifier<SurveyGateway>,
  DraftsGateway: Symbol.for('DraftsGateway') as ServiceIdentifier<DraftsGateway>,
  UploadsGateway: Symbol.for('UploadsGateway') as ServiceIdentifier<UploadsGateway>,
  PrescriptionGateway: Symbol.for('PrescriptionGateway') as ServiceIdentifier<PrescriptionGateway>,
  OrderPageGateway: Symbol.for('OrderPageGateway') as ServiceIdentifier<OrderPageGateway>,
  StaffGateway: Symbol.for('StaffGateway') as ServiceIdentifier<StaffGateway>,
  SharedPlanGateway: Symbol.for('SharedPlanGateway') as ServiceIdentifier<SharedPlanGateway>,
  LedgerGateway: Symbol.for('LedgerGateway') as ServiceIdentifier<LedgerGateway>,
  RegistrationDraftStore: Symbol.for('RegistrationDraftStore') as ServiceIdentifier<RegistrationDraftStore>,
  SurveyPostponement: Symbol.for('SurveyPostponement') as ServiceIdentifier<SurveyPostponement>,
  LiveEventSource: Symbol.for('LiveEventSource') as ServiceIdentifier<LiveEventSource>,
  NotificationsGateway: Symbol.for('NotificationsGateway') as ServiceIdentifier<NotificationsGateway>,
  PageVisibility: Symbol.for('PageVisibility') as ServiceIdentifier<PageVisibility>,
  Clipboard: Symbol.for('Clipboard') as ServiceIdentifier<Clipboard>,
  /** Loads the 3D viewer's adapters on first use (a chunk of their own). */
  ScanViewerKit: Symbol.for('ScanViewerKit') as ServiceIdentifier<ScanViewerKitLoader>,
  /** Emits whenever the API answers 401 to a call made with a session. */
  Unauthorized: Symbol.for('Unauthorized') as ServiceIdentifier<Observable<void>>,
  /** Time for debounces and delays; tests pass a TestScheduler. */
  Scheduler: Symbol.for('Scheduler') as ServiceIdentifier<SchedulerLike>,
} as const;
