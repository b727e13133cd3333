import type { TrackedUpload } from '../uploads/upload-tracker';
import type { StaffOrderDetail, Product, StaffMember } from '../../contract/staff-order.contract';
import type { OrderCharges } from '../../contract/charges.contract';
import type { Address } from '../../contract/address.contract';
import type { Patient } from '../../contract/patient.contract';
import type { OrderStatus } from '../../domain/order/order-status';
import type { MessageView } from '../order/order-messages';
import type { OrderPageView } from '../order/order.view';
import type { PageStore } from '../widgets/page-store';
import type { SlotErrors } from '../uploads/slot-errors';

export interface StatusChoice {
  readonly code: OrderStatus;
  readonly label: string;
}

export interface StaffOrderState {
  readonly phase: 'loading' | 'ready' | 'not-found';
  readonly order: StaffOrderDetail | undefined;
  readonly view: OrderPageView | undefined;
  /** The statuses the lifecycle allows next, labelled as the status list says. */
  readonly nextStatuses: readonly StatusChoice[];
  readonly messages: readonly MessageView[];
  readonly employees: readonly StaffMember[];
  readonly consultants: readonly StaffMember[];
  readonly products: readonly Product[];
  readonly patients: readonly Patient[];
  readonly addresses: readonly Address[];
  readonly charges: OrderCharges | undefined;
  readonly busy: boolean;
  /** Files on their way. */
  readonly uploads: readonly TrackedUpload[];
  readonly slotErrors: SlotErrors;
  /** Decisions §6: staff cancel until the order ships. */
  readonly canCancel: boolean;
  readonly canRequestApproval: boolean;
  readonly canSetBalance: boolean;
}

/** The page once its order has loaded: what every section below the band reads. */
export type LoadedStaffOrder = StaffOrderState & { readonly order: StaffOrderDetail; readonly view: OrderPageView };

export const isLoadedStaffOrder = (s: StaffOrderState): s is LoadedStaffOrder => s.order !== undefined && s.view !== undefined;

export const initialStaffOrderState: StaffOrderState = {
  phase: 'loading',
  order: undefined,
  view: undefined,
  nextStatuses: [],
  messages: [],
  employees: [],
  consultants: [],
  products: [],
  patients: [],
  addresses: [],
  charges: undefined,
  busy: false,
  uploads: [],
  slotErrors: {},
  canCancel: false,
  canRequestApproval: false,
  canSetBalance: false,
};

/** What each section of the staff's order page works on: the page's store and the order's id. */
export interface StaffSectionHost {
  readonly orderId: string;
  readonly store: PageStore<StaffOrderState>;
}
