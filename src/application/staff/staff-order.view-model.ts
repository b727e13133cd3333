import type { Clock } from '../ports/gateways';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { type Observable, skip } from 'rxjs';
import type { OrderFollower } from '../live/order-follower';
import { HeldEdits, type HeldInput, nothingHeld } from '../session/held-edits';
import { statusLabel } from '../../domain/order/order-status';
import { cancellableBy } from '../../domain/order/order-lifecycle';
import { approvalRequestable, staffAddressChangeable, staffBalanceOpen } from '../../domain/order/order-permissions';
import { addressSummary } from '../../domain/people/address';
import type { ApiError } from '../ports/api-error';
import type { StaffGateway } from '../ports/staff-gateway';
import type { UploadsGateway } from '../ports/uploads-gateway';
import type { PageStore } from '../widgets/page-store';
import { toMessageView } from '../order/order-messages';
import { orderPageMessages } from '../order/order.texts';
import type { OrderMessagesSection } from '../order/order-messages-section';
import { orderPageParts } from '../order/order-page-parts';
import type { OrderFilesSection } from '../order/order-files-section';
import type { OrderAddressesSection } from '../order/order-addresses-section';
import type { OrderPlanReviewSection } from '../order/order-plan-review-section';
import { orderPageView } from '../order/order.view';
import { type StaffEditForm, staffEditFormOf, staffEditPatch } from './staff-edit-form';
import { staffOrderTexts } from './staff-order.texts';
import { type StaffOrderState, initialStaffOrderState, type StaffSectionHost } from './staff-order.state';
import { StaffPlannings } from './staff-plannings';
import { StaffPatients } from './staff-patients';
import { openAddBalance } from './staff-balances';
import { AddressBookViewModel } from '../addresses/address-book.view-model';
import { LiveUpdates } from '../live/live-updates';
import { Notifications } from '../widgets/notifications';
import { ModalQueue } from '../widgets/modal-queue';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import { makerId } from '../view-model-maker';
import { loadCharges, type OrderChargesSection } from '../payments/order-charges-section';

export interface StaffOrderDeps {
  readonly staff: StaffGateway;
  readonly addressBook: AddressBookViewModel;
  readonly uploads: UploadsGateway;
  readonly notifications: Notifications;
  readonly confirm: ConfirmDialogs;
  readonly modals: ModalQueue;
  /** Live updates; without them the page shows what it loaded. */
  readonly live?: LiveUpdates;
  readonly clock?: Clock;
  /** Keeps the edit form's and the message form's unsaved input when the session ends; without it nothing is kept. */
  readonly held?: HeldEdits;
}

/** How the page gets one: its area binds the maker. */
export const staffOrderViewModels = makerId<[orderId: string], StaffOrderViewModel>('StaffOrderViewModel');

/** The edit form as it was when the session ended, with the order's version it was editing. */
const HeldStaffEdits = t.type({ version: t.number, values: t.UnknownRecord });
interface HeldStaffEdits {
  readonly version: number;
  readonly values: StaffEditForm;
}
const isHeldStaffEdits = (v: unknown): v is HeldStaffEdits => HeldStaffEdits.is(v);

const right = <A>(r: E.Either<ApiError, A>, fallback: A): A => (E.isRight(r) ? r.right : fallback);
const noPage = { items: [], total: 0, page: 1, limit: 999 };

/**
 * The staff order page: the order's edit form, status, addresses, files and messages here;
 * the planning builder (`plannings`) and the patient (`patients`) as sections on the same store.
 */
export class StaffOrderViewModel {
  private readonly store: PageStore<StaffOrderState>;
  /** The order's conversation (a section shared with the dentist's page). */
  readonly messages: OrderMessagesSection;
  /** The edit form's input as `HeldEdits` keeps it: with the order's version it was typed on. */
  private readonly heldEdits: HeldInput<HeldStaffEdits>;
  /** The version edits taken back after a session ended were made on, until the order is reloaded. */
  private editBase: number | undefined;
  readonly state$: Observable<StaffOrderState>;
  readonly plannings: StaffPlannings;
  readonly patients: StaffPatients;
  private readonly host: StaffSectionHost;
  /** Keeps the page current while it is open; the edit form reports when it holds unsaved input. */
  readonly live: OrderFollower;
  /** The order's files and scans (a section shared with the dentist's page). */
  readonly files: OrderFilesSection;
  /** The order's addresses (a section shared with the dentist's page), changed once confirmed. */
  readonly addresses: OrderAddressesSection;
  /** The order's charges: a payment confirmed by hand (a section shared with the dentist's page). */
  readonly charges: OrderChargesSection;
  /** A planning's stages in 3D, as the dentist sees them (a section shared with the dentist's page). */
  readonly planReview: OrderPlanReviewSection;

  constructor(
    readonly orderId: string,
    private readonly deps: StaffOrderDeps,
  ) {
    ({
      store: this.store,
      live: this.live,
      messages: this.messages,
      files: this.files,
      addresses: this.addresses,
      planReview: this.planReview,
      charges: this.charges,
    } = orderPageParts(orderId, initialStaffOrderState, { ...deps, gateway: deps.staff }, () => this.load(), {
      fileSent: staffOrderTexts.fileAdded,
      askAddressFirst: (kind, address) =>
        deps.confirm.ask(kind === 'shipping' ? staffOrderTexts.shippingTitle : staffOrderTexts.billingTitle, staffOrderTexts.addressText, [addressSummary(address)]),
      changedSinceShown: () => this.changedSinceShown(),
      confirmCharge: (id, chargeId, reason) => deps.staff.confirmCharge(id, chargeId, reason),
      cancelCharge: (id, chargeId, reason) => deps.staff.cancelCharge(id, chargeId, reason),
      attachBoleto: (id, chargeId, attachmentId, linha) => deps.staff.attachBoleto(id, chargeId, attachmentId, linha),
      // The planner says whether a planning answers the comments sent on earlier ones.
      planComments: (planning) => ({ answer: (id, answered) => deps.staff.answerPlanComment(orderId, planning.id, id, answered) }),
      // The IPR and attachments are entered at their stage, on the current planning while it may change.
      planChairWork: (planning) => (planning.isCurrent && this.store.state.order?.planningEditable ? (work) => deps.staff.setChairWork(orderId, planning.id, work) : undefined),
    }));
    this.state$ = this.store.state$;
    this.host = { orderId, store: this.store };
    this.plannings = new StaffPlannings(this.host, { ...deps, tracker: this.files.tracker });
    this.patients = new StaffPatients(this.host, deps);
    this.heldEdits = deps.held?.input(`staff-order:${orderId}`, isHeldStaffEdits) ?? nothingHeld;
  }

  /** Whether the order was saved by someone since it was shown (its version moved); unknown counts as no. */
  private async changedSinceShown(): Promise<boolean> {
    const shown = this.store.state.order;
    const now = await this.deps.staff.load(this.orderId);
    return shown !== undefined && E.isRight(now) && now.right.version !== shown.version;
  }

  /** Spec §7: the order, status list, employees, messages, message types and consultants load together. */
  async load(): Promise<void> {
    this.editBase = undefined;
    const state = this.store.state;
    const first = state.phase === 'loading';
    const [order, statuses, employees, messages, consultants, products] = await Promise.all([
      this.deps.staff.load(this.orderId),
      this.deps.staff.statuses(),
      first ? this.deps.staff.employees() : Promise.resolve(E.right(state.employees)),
      this.deps.staff.messages(this.orderId),
      first ? this.deps.staff.consultants() : Promise.resolve(E.right(state.consultants)),
      first ? this.deps.staff.products() : Promise.resolve(E.right(state.products)),
    ]);
    if (E.isLeft(order)) {
      if (order.left._tag === 'BadStatus' && order.left.status === 404) this.store.patch({ phase: 'not-found' });
      else this.store.fail(order.left.message);
      return;
    }
    const labels = right(statuses, { items: [], total: 0, page: 1, limit: 20 }).items;
    const dentistId = order.right.dentist.id;
    const [patients, addresses, charges] = await Promise.all([
      first ? this.deps.staff.dentistPatients(dentistId) : E.right({ ...noPage, items: state.patients }),
      first ? this.deps.staff.dentistAddresses(dentistId) : E.right({ ...noPage, items: state.addresses }),
      loadCharges(this.deps.staff, this.orderId, order.right.status),
    ]);
    this.store.patch({
      phase: 'ready',
      order: order.right,
      view: { ...orderPageView(order.right), canChangeAddress: staffAddressChangeable(order.right.status) },
      canCancel: cancellableBy('EMPLOYEE', order.right.status),
      canRequestApproval: approvalRequestable(order.right.status, order.right.plannings.length),
      canSetBalance: staffBalanceOpen(order.right.status),
      nextStatuses: order.right.nextStatuses.map((code) => ({ code, label: labels.find((s) => s.code === code)?.label ?? statusLabel(code) })),
      messages: right(messages, noPage).items.map(toMessageView),
      employees: right(employees, []),
      consultants: right(consultants, []),
      products: right(products, []),
      patients: right(patients, noPage).items,
      addresses: right(addresses, noPage).items,
      charges: charges && E.isRight(charges) ? charges.right : undefined,
    });
  }

  /** The edit form as the order on screen fills it (no status move, no reason). */
  editForm(): StaffEditForm | undefined {
    const order = this.store.state.order;
    return order && staffEditFormOf(order);
  }

  async save(form: StaffEditForm): Promise<boolean> {
    const order = this.store.state.order;
    if (!order) return false;
    // The store's calls are the page's own: the order's news of this save is not someone else's change.
    const saved = await this.store.run(
      () => this.deps.staff.edit(this.orderId, staffEditPatch(form, staffEditFormOf(order), this.editBase ?? order.version)),
      staffOrderTexts.updated,
    );
    if (saved) this.live.setEditing(false);
    return saved;
  }

  /**
   * The edit form's share of `HeldEdits`. Edits of an order someone saved since are given back
   * as edits made while it changed: the page says so, and a save is refused until the order is
   * reloaded, as when the change comes while typing.
   */
  readonly editInput: HeldInput<StaffEditForm> = {
    keep: (unsaved) =>
      this.heldEdits.keep(() => {
        const values = unsaved();
        const order = this.store.state.order;
        return values && order ? { version: this.editBase ?? order.version, values } : undefined;
      }),
    takeBack: () => {
      const order = this.store.state.order;
      const held = order && this.heldEdits.takeBack();
      if (!order || !held) return undefined;
      // The form is being edited from now on: no reload may replace what comes back.
      this.live.setEditing(true);
      if (held.version !== order.version) {
        this.editBase = held.version;
        this.live.markChangedWhileEditing();
      }
      return held.values;
    },
  };

  async cancel(): Promise<void> {
    const reason = await this.deps.confirm.askReason(orderPageMessages.cancelTitle, staffOrderTexts.cancelText, orderPageMessages.reasonLabel);
    if (reason) await this.store.run(() => this.deps.staff.cancel(this.orderId, reason), staffOrderTexts.cancelled);
  }

  /** The planning goes to the dentist, who is told; it asks first, naming the planning and its total. */
  async requestApproval(): Promise<void> {
    const current = this.store.state.view?.current;
    const details = current ? [current.title, `Total: ${current.total}`] : [];
    if (!(await this.deps.confirm.ask(staffOrderTexts.approvalTitle, staffOrderTexts.approvalText, details))) return;
    await this.store.run(() => this.deps.staff.requestApproval(this.orderId), staffOrderTexts.approvalRequested);
  }

  openAddBalance(): void {
    openAddBalance(this.host, this.deps);
  }

  /** The dentist's address grid (new, edit, delete) through the admin calls; the order's choices follow it. */
  manageAddresses(): void {
    const order = this.store.state.order;
    if (!order) return;
    const book = this.deps.addressBook.forDentist(this.deps.staff.dentistAddressBook(order.dentist.id), `Endereços de ${order.dentist.name}`);
    this.addressWatch?.unsubscribe();
    // The book starts empty: its first state is not the dentist's list.
    this.addressWatch = book.state$.pipe(skip(1)).subscribe((s) => {
      if (s.loading) return;
      this.store.patch({ addresses: s.cards.map((c) => c.address) });
      void this.load();
    });
    book.openGrid();
  }

  private addressWatch: { unsubscribe(): void } | undefined;

  dispose(): void {
    this.addressWatch?.unsubscribe();
  }

  async setOnyxCode(code: string): Promise<boolean> {
    const order = this.store.state.order;
    return order ? this.store.run(() => this.deps.staff.setOnyxCode(order.dentist.id, code), staffOrderTexts.onyxUpdated) : false;
  }

  /** A recovery e-mail to the order's dentist, after the staff member confirms; the answer says where it went. */
  async sendPasswordReset(): Promise<boolean> {
    const order = this.store.state.order;
    if (!order || !(await this.deps.confirm.ask(staffOrderTexts.recoveryTitle, staffOrderTexts.recoveryText(order.dentist.email)))) return false;
    return this.store.run(
      () => this.deps.staff.sendPasswordReset(order.dentist.id),
      (answer) => answer.message,
    );
  }
}
