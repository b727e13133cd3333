import type { Clock } from '../ports/gateways';
import * as E from 'fp-ts/Either';
import type { Observable } from 'rxjs';
import type { OrderFollower } from '../live/order-follower';
import type { ApiResult } from '../ports/api-error';
import type { AddressesGateway } from '../ports/addresses-gateway';
import type { OrderPageGateway } from '../ports/order-page-gateway';
import type { PageStore } from '../widgets/page-store';
import { approvalSummary } from './approval-summary';
import { orderPageView, type PlanningCard, planningCard } from '../order/order.view';
import { orderPageMessages } from '../order/order.texts';
import { toMessageView } from '../order/order-messages';
import type { OrderMessagesSection } from '../order/order-messages-section';
import { orderPageParts } from '../order/order-page-parts';
import type { OrderFilesSection } from '../order/order-files-section';
import type { OrderAddressesSection } from '../order/order-addresses-section';
import type { OrderPlanReviewSection } from '../order/order-plan-review-section';
import { loadCharges, type OrderChargesSection } from '../payments/order-charges-section';
import type { UploadsGateway } from '../ports/uploads-gateway';
import { initialOrderPageState, type OrderPageState } from './order-page.state';
import { PlanningPayment } from './planning-payment';
import { offerPlanningSurvey, planningWebViewKind, type PlanningWebViewProps } from './planning-dialogs';
import type { Clipboard } from '../ports/clipboard';
import { trackingCodeOf } from '../../domain/order/model-delivery';
import { HeldEdits } from '../session/held-edits';
import { LiveUpdates } from '../live/live-updates';
import { Notifications } from '../widgets/notifications';
import { ModalQueue } from '../widgets/modal-queue';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import { makerId } from '../view-model-maker';

export interface OrderPageDeps {
  readonly orders: OrderPageGateway;
  readonly addresses: AddressesGateway;
  readonly uploads: UploadsGateway;
  readonly notifications: Notifications;
  readonly confirm: ConfirmDialogs;
  readonly modals: ModalQueue;
  /** Live updates; without them the page shows what it loaded. */
  readonly live?: LiveUpdates;
  readonly clock?: Clock;
  /** Keeps a message not sent when the session ends; without it nothing is kept. */
  readonly held?: HeldEdits;
  /** Copies the models' address; without it the address is only shown. */
  readonly clipboard?: Clipboard;
}

/** How the page gets one: its area binds the maker. */
export const orderPageViewModels = makerId<[orderId: string], OrderPageViewModel>('OrderPageViewModel');

/**
 * The dentist's order page: follows the order and decides on its planning; what the planning
 * costs (payment, upgrades, balance steps) is its `payment` section, on the same store.
 */
export class OrderPageViewModel {
  private readonly store: PageStore<OrderPageState>;
  readonly state$: Observable<OrderPageState>;
  readonly payment: PlanningPayment;
  /** Keeps the page current while it is open. */
  readonly live: OrderFollower;
  /** The order's conversation (a section shared with the staff's page). */
  readonly messages: OrderMessagesSection;
  /** The order's files and scans (a section shared with the staff's page). */
  readonly files: OrderFilesSection;
  /** The order's addresses (a section shared with the staff's page). */
  readonly addresses: OrderAddressesSection;
  /** A planning's stages in 3D (a section shared with the staff's page); opening it counts as viewing the planning. */
  readonly planReview: OrderPlanReviewSection;
  /** The order's charges and their Pix codes (a section shared with the staff's page). */
  readonly charges: OrderChargesSection;
  private surveyOffered = false;

  constructor(
    readonly orderId: string,
    private readonly deps: OrderPageDeps,
  ) {
    ({
      store: this.store,
      live: this.live,
      messages: this.messages,
      files: this.files,
      addresses: this.addresses,
      planReview: this.planReview,
      charges: this.charges,
    } = orderPageParts(orderId, initialOrderPageState, { ...deps, gateway: deps.orders }, () => this.load(), {
      fileSent: orderPageMessages.fileSent,
      planReviewOpened: (planningId) => this.record('WEB', planningId),
      // She pins comments on the current planning while she decides on it; they go with "Reprovar".
      planComments: (planning) =>
        this.state.view?.decisionOpen && planning.isCurrent
          ? {
              add: (body) => deps.orders.addPlanComment(orderId, planning.id, body),
              remove: (id) => deps.orders.removePlanComment(orderId, planning.id, id),
            }
          : {},
      planShare: (planningId) => ({ create: () => deps.orders.sharePlan(orderId, planningId), revoke: () => deps.orders.unsharePlan(orderId, planningId) }),
    }));
    this.state$ = this.store.state$;
    this.payment = new PlanningPayment(orderId, this.store, deps);
  }

  private get state(): OrderPageState {
    return this.store.state;
  }

  private patch(p: Partial<OrderPageState>): void {
    this.store.patch(p);
  }

  async load(): Promise<void> {
    const [order, messages] = await Promise.all([this.deps.orders.load(this.orderId), this.deps.orders.messages(this.orderId)]);
    if (E.isLeft(order)) {
      if (order.left._tag === 'BadStatus' && order.left.status === 404) this.patch({ phase: 'not-found' });
      else this.store.fail(order.left.message);
      return;
    }
    const view = orderPageView(order.right);
    const current = order.right.plannings.find((p) => p.isCurrent);
    const [payment, addresses, charges] = await Promise.all([
      view.decisionOpen && current ? this.deps.orders.paymentOptions(this.orderId, current.id) : Promise.resolve(undefined),
      view.canChangeAddress && this.state.addresses.length === 0 ? this.deps.addresses.list() : Promise.resolve(undefined),
      loadCharges(this.deps.orders, this.orderId, order.right.status),
    ]);
    this.patch({
      phase: 'ready',
      order: order.right,
      view,
      messages: E.isRight(messages) ? messages.right.items.map(toMessageView) : this.state.messages,
      payment: payment && E.isRight(payment) ? payment.right : undefined,
      charges: charges && E.isRight(charges) ? charges.right : undefined,
      ...(addresses && E.isRight(addresses) ? { addresses: addresses.right.items } : {}),
    });
    if (order.right.planningSurveyPending) this.offerSurvey();
  }

  private run<A>(call: () => ApiResult<A>, success: string | ((a: A) => string) | undefined): Promise<boolean> {
    return this.store.run(call, success);
  }

  private get current(): PlanningCard | undefined {
    return this.state.view?.current;
  }

  /** Approving first passes the pre-check here, so the missing step is explained before any call. */
  approve(): Promise<void> {
    return this.decide(orderPageMessages.approveTitle, orderPageMessages.approveText, () => this.deps.orders.approve(this.orderId), orderPageMessages.approved);
  }

  preApprove(): Promise<void> {
    return this.decide(orderPageMessages.preApproveTitle, orderPageMessages.preApproveText, () => this.deps.orders.preApprove(this.orderId), orderPageMessages.preApproved);
  }

  /** Approval commits money: after the pre-check, the dentist confirms exactly what is approved. */
  private async decide(title: string, text: string, call: () => ApiResult<unknown>, success: string): Promise<void> {
    // A view recorded a moment ago counts: wait for it before judging.
    await this.recording;
    const blocker = this.state.view?.approvalBlocker;
    if (blocker) return this.store.fail(blocker);
    const planning = this.current;
    const order = this.state.order;
    if (!planning || !order) return;
    const totalCents = order.plannings.find((p) => p.id === planning.id)?.totalCents ?? 0;
    if (await this.deps.confirm.ask(title, text, approvalSummary(planning, order.payment, totalCents))) await this.run(call, success);
  }

  async reject(): Promise<void> {
    const reason = await this.deps.confirm.askReason(orderPageMessages.rejectTitle, orderPageMessages.rejectText, orderPageMessages.reasonLabel);
    if (!reason) return;
    await this.run(() => this.deps.orders.reject(this.orderId, reason), orderPageMessages.reviewRequested);
  }

  async cancel(): Promise<void> {
    const reason = await this.deps.confirm.askReason(orderPageMessages.cancelTitle, orderPageMessages.cancelText, orderPageMessages.reasonLabel);
    if (!reason) return;
    await this.run(() => this.deps.orders.cancel(this.orderId, reason), orderPageMessages.cancelled);
  }

  async sendToAnalysis(): Promise<void> {
    await this.run(() => this.deps.orders.sendToAnalysis(this.orderId), orderPageMessages.newModels);
  }

  async makeCurrent(planningId: string): Promise<void> {
    const planning = this.state.view?.plannings.find((p) => p.id === planningId);
    if (!planning || !(await this.deps.confirm.ask(orderPageMessages.makeCurrentTitle, orderPageMessages.makeCurrentText(planning.title), [`Total: ${planning.total}`]))) return;
    await this.run(() => this.deps.orders.makeCurrent(this.orderId, planningId), orderPageMessages.planningUpdated);
  }

  fileUrl(planningId: string): string {
    return this.deps.orders.planningFileUrl(this.orderId, planningId);
  }

  /** The web view of a planning opens in a dialog; opening it is recorded (spec §4 NEED_PLANNING_VIEW). */
  async openWebView(planningId: string): Promise<void> {
    const planning = this.state.order?.plannings.find((p) => p.id === planningId);
    if (!planning) return;
    this.deps.modals.open(planningWebViewKind, {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a planning is opened from the loaded order's page
      planning: planningCard(planning, this.state.order!.caseType),
      fileUrl: this.fileUrl(planningId),
      fileOpened: () => void this.fileOpened(planningId),
    } satisfies PlanningWebViewProps);
    await this.record('WEB', planningId);
  }

  /** The browser downloads the file itself; this records that it was opened. */
  async fileOpened(planningId: string): Promise<void> {
    await this.record('FILE', planningId);
  }

  private recording: Promise<void> = Promise.resolve();

  private record(type: 'WEB' | 'FILE', planningId: string): Promise<void> {
    this.recording = this.recording.then(async () => {
      const result = await this.deps.orders.recordView(this.orderId, type, planningId);
      if (E.isLeft(result)) this.store.fail(result.left.message);
      else await this.load();
    });
    return this.recording;
  }

  /** The tracking code of the models posted; a code no carrier prints is said at once, nothing is sent. */
  async postModels(typed: string): Promise<boolean> {
    const code = trackingCodeOf(typed);
    if (E.isLeft(code)) {
      this.store.fail(code.left);
      return false;
    }
    return this.run(() => this.deps.orders.postModels(this.orderId, code.right), orderPageMessages.modelsPosted);
  }

  /** The address the models go to, copied to paste into a carrier's form. */
  async copyModelsAddress(): Promise<void> {
    const lines = this.state.order?.modelDelivery?.address ?? [];
    if (await this.deps.clipboard?.copy(lines.join('\n'))) this.deps.notifications.success(orderPageMessages.addressCopied);
    else this.deps.notifications.error(orderPageMessages.addressNotCopied);
  }

  /** The planning-rating survey, once per visit, when the server says it is due (after a decision). */
  private offerSurvey(): void {
    const planning = this.current;
    if (this.surveyOffered || !planning) return;
    this.surveyOffered = true;
    offerPlanningSurvey(this.deps, planning.id);
  }
}
