import { compactPayload } from '../../domain/format/compact-payload';
import type { ChoosePaymentBody } from '../../contract/planning-actions.contract';
import type { OrderPageGateway } from '../ports/order-page-gateway';
import type { ModalQueue } from '../widgets/modal-queue';
import type { PageStore } from '../widgets/page-store';
import { balanceApplied, openBalanceDialog } from '../order/balance-dialog.view-model';
import { orderPageMessages } from '../order/order.texts';
import type { OrderPageState } from './order-page.state';

/** What the current planning costs the dentist: payment condition, upgrades and balance steps. */
export class PlanningPayment {
  constructor(
    private readonly orderId: string,
    private readonly store: PageStore<OrderPageState>,
    private readonly deps: { readonly orders: OrderPageGateway; readonly modals: ModalQueue },
  ) {}

  private get planningId(): string | undefined {
    return this.store.state.view?.current?.id;
  }

  async choose(conditionId: string, installments: number | null, useThirdPartyCheckout: boolean): Promise<void> {
    const planningId = this.planningId;
    if (!planningId) return;
    await this.store.run(
      () => this.deps.orders.choosePayment(this.orderId, compactPayload({ planningId, paymentConditionId: conditionId, installments, useThirdPartyCheckout }) as ChoosePaymentBody),
      orderPageMessages.paymentSaved,
    );
  }

  async remove(): Promise<void> {
    const planningId = this.planningId;
    if (planningId) await this.store.run(() => this.deps.orders.removePayment(this.orderId, planningId), orderPageMessages.paymentRemoved);
  }

  async applyOffer(offerId: string): Promise<void> {
    const planningId = this.planningId;
    if (planningId)
      await this.store.run(
        () => this.deps.orders.applyOffer(this.orderId, offerId, planningId),
        (o) => orderPageMessages.upgradeAdded(o.name),
      );
  }

  async removeOffer(): Promise<void> {
    const planningId = this.planningId;
    if (planningId)
      await this.store.run(
        () => this.deps.orders.removeOffer(this.orderId, planningId),
        (o) => orderPageMessages.upgradeRemoved(o.name),
      );
  }

  openBalance(): void {
    const order = this.store.state.order;
    if (order)
      openBalanceDialog(this.deps.modals, order, (planningId, selection) => this.store.run(() => this.deps.orders.setBalance(this.orderId, planningId, selection), balanceApplied));
  }
}
