import { EMPTY } from 'rxjs';
import type { Address } from '../../contract/address.contract';
import type { OrderCharges } from '../../contract/charges.contract';
import type { Clipboard } from '../ports/clipboard';
import type { ConfirmDialogs } from '../widgets/confirm-dialog';
import { OrderChargesSection } from '../payments/order-charges-section';
import type { Clock } from '../ports/gateways';
import type { OrderSectionsGateway } from '../ports/order-sections-gateway';
import type { UploadsGateway } from '../ports/uploads-gateway';
import { OrderFollower } from '../live/order-follower';
import type { LiveUpdates } from '../live/live-updates';
import type { HeldEdits } from '../session/held-edits';
import type { ModalQueue } from '../widgets/modal-queue';
import type { Notifications } from '../widgets/notifications';
import { PageStore } from '../widgets/page-store';
import { OrderAddressesSection } from './order-addresses-section';
import { OrderFilesSection, type OrderFilesState } from './order-files-section';
import { OrderMessagesSection } from './order-messages-section';
import { OrderPlanReviewSection } from './order-plan-review-section';
import type { MessageView } from './order-messages';
import type { PlanningCard } from './order.view';
import type { ChairWork } from '../../domain/planning/chair-work';
import type { ApiResult } from '../ports/api-error';
import type { PlanCommentCalls, PlanShareCalls } from '../plan-review/plan-review-dialog';

/** What the shared sections read and write of an order page's state. */
export interface OrderSectionsState extends OrderFilesState {
  readonly messages: readonly MessageView[];
  readonly addresses: readonly Address[];
  /** Loaded once the order is approved. */
  readonly charges: OrderCharges | undefined;
}

/**
 * What both order pages are built of: one store, the follower that keeps it current (taking the
 * page's own saves as its own) and the sections both pages show on that store.
 */
export const orderPageParts = <S extends OrderSectionsState>(
  orderId: string,
  initial: S,
  deps: {
    readonly gateway: OrderSectionsGateway;
    readonly uploads: UploadsGateway;
    readonly notifications: Notifications;
    readonly modals: ModalQueue;
    readonly live?: LiveUpdates;
    readonly clock?: Clock;
    readonly held?: HeldEdits;
    readonly clipboard?: Clipboard;
    readonly confirm?: ConfirmDialogs;
  },
  load: () => Promise<void>,
  options: {
    /** What the page says once a file is on the order. */
    readonly fileSent: string;
    readonly askAddressFirst?: (kind: 'shipping' | 'billing', address: Address) => Promise<boolean>;
    readonly changedSinceShown?: () => Promise<boolean>;
    /** Told when a planning is opened in 3D (the dentist's page records it as viewed). */
    readonly planReviewOpened?: (planningId: string) => Promise<void>;
    /** What the reader may do with a planning's comments in 3D. */
    readonly planComments: (planning: Pick<PlanningCard, 'id' | 'isCurrent'>) => PlanCommentCalls;
    /** The dentist's link for her patient. */
    readonly planShare?: (planningId: string) => PlanShareCalls;
    /** The staff's confirmation of a payment by hand. */
    readonly confirmCharge?: (orderId: string, chargeId: string, reason: string) => ApiResult<unknown>;
    /** The staff's cancellation of one open charge. */
    readonly cancelCharge?: (orderId: string, chargeId: string, reason: string) => ApiResult<unknown>;
    /** The staff's boleto of a charge. */
    readonly attachBoleto?: (orderId: string, chargeId: string, attachmentId: string, linhaDigitavel: string) => ApiResult<unknown>;
    /** The planner's IPR and attachments by stage, while the planning may change. */
    readonly planChairWork?: (planning: Pick<PlanningCard, 'id' | 'isCurrent'>) => ((work: ChairWork) => ApiResult<void>) | undefined;
  },
) => {
  const live: OrderFollower = new OrderFollower(deps.live?.changesOf(orderId) ?? EMPTY, deps.notifications, load, options.changedSinceShown);
  const store = new PageStore(initial, deps.notifications, load, (call) => live.ownSave(call));
  return {
    store,
    live,
    messages: new OrderMessagesSection(orderId, store, deps),
    charges: new OrderChargesSection(orderId, store, {
      ...deps,
      ...(options.confirmCharge ? { confirmCharge: options.confirmCharge } : {}),
      ...(options.cancelCharge ? { cancelCharge: options.cancelCharge } : {}),
      ...(options.attachBoleto ? { attachBoleto: options.attachBoleto } : {}),
    }),
    files: new OrderFilesSection(orderId, store, deps, options.fileSent),
    addresses: new OrderAddressesSection(orderId, store, { ...deps, ...(options.askAddressFirst ? { askFirst: options.askAddressFirst } : {}) }),
    planReview: new OrderPlanReviewSection(orderId, {
      ...deps,
      comments: options.planComments,
      ...(options.planShare ? { share: options.planShare } : {}),
      ...(options.planChairWork ? { chairWork: options.planChairWork } : {}),
      ...(options.planReviewOpened ? { opened: options.planReviewOpened } : {}),
    }),
  };
};
