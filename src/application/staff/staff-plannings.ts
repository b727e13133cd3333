import * as E from 'fp-ts/Either';
import { planningEditMessages } from '../../domain/order/planning-edits';
import type { Arch } from '../../domain/order/arch';
import { parseHundredths } from '../../domain/format/money';
import type { DiscountBody } from '../../contract/staff-order.contract';
import type { ApiResult } from '../ports/api-error';
import type { StaffGateway } from '../ports/staff-gateway';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import type { ModalQueue } from '../widgets/modal-queue';
import type { ConfirmDialogs } from '../widgets/confirm-dialog';
import { archRemovalQuestion } from './arch-change';
import { balanceApplied, openBalanceDialog } from '../order/balance-dialog.view-model';
import { sendToSlot } from '../uploads/send-to-slot';
import type { UploadTracker } from '../uploads/upload-tracker';
import { staffOrderTexts } from './staff-order.texts';
import type { StaffSectionHost } from './staff-order.state';

/** The staff's planning builder: plannings, their products, discounts, arches, notes, file and balances. */
export class StaffPlannings {
  constructor(
    private readonly host: StaffSectionHost,
    private readonly deps: {
      readonly staff: StaffGateway;
      readonly uploads: UploadsGateway;
      readonly modals: ModalQueue;
      readonly confirm: ConfirmDialogs;
      /** The page's uploads: a stages ZIP shows its progress with the others. */
      readonly tracker: Pick<UploadTracker, 'send'>;
    },
  ) {}

  private get orderId(): string {
    return this.host.orderId;
  }

  private get store() {
    return this.host.store;
  }

  async create(basedOnPrevious: boolean): Promise<void> {
    await this.store.run(() => this.deps.staff.createPlanning(this.orderId, basedOnPrevious), basedOnPrevious ? staffOrderTexts.basedOnPrevious : staffOrderTexts.blankPlanning);
  }

  private onCurrent(call: (planningId: string) => ApiResult<void>, success: string): Promise<boolean> {
    const planningId = this.store.state.order?.plannings.find((p) => p.isCurrent)?.id;
    return planningId ? this.store.run(() => call(planningId), success) : Promise.resolve(false);
  }

  addProduct(productId: string, quantity: number): Promise<boolean> {
    return this.onCurrent((p) => this.deps.staff.addProduct(this.orderId, p, productId, quantity), staffOrderTexts.productAdded);
  }

  removeProduct(itemId: string): Promise<boolean> {
    return this.onCurrent((p) => this.deps.staff.removeProduct(this.orderId, p, itemId), staffOrderTexts.productRemoved);
  }

  /** Percentages typed as 10 or 12,5 and values in reais as 150,50 go as basis points or cents. */
  addDiscount(description: string, type: DiscountBody['type'], valueText: string): Promise<boolean> {
    const value = parseHundredths(valueText);
    if (Number.isNaN(value)) {
      this.store.fail(type === 'PERCENTAGE' ? planningEditMessages.percentage : planningEditMessages.value);
      return Promise.resolve(false);
    }
    return this.onCurrent((p) => this.deps.staff.addDiscount(this.orderId, p, { description, type, value }), staffOrderTexts.discountAdded);
  }

  removeDiscount(discountId: string): Promise<boolean> {
    return this.onCurrent((p) => this.deps.staff.removeDiscount(this.orderId, p, discountId), staffOrderTexts.discountRemoved);
  }

  /** Removing an arch asks first, saying how the current planning is repriced; adding one reprices it for both. */
  async changeArch(change: 'add' | 'remove', arch: Arch): Promise<boolean> {
    const { order, products } = this.store.state;
    if (change === 'remove' && order) {
      const q = archRemovalQuestion(
        order,
        order.plannings.find((p) => p.isCurrent),
        products,
        arch,
      );
      if (!(await this.deps.confirm.ask(q.title, q.message, q.details))) return false;
    }
    return this.onCurrent((p) => this.deps.staff.changeArch(this.orderId, p, change, arch), change === 'add' ? staffOrderTexts.arcadeAdded : staffOrderTexts.arcadeRemoved);
  }

  saveNotes(comment: string, viewerUrl: string): Promise<boolean> {
    return this.onCurrent((p) => this.deps.staff.updatePlanning(this.orderId, p, { comment, viewerUrl }), staffOrderTexts.planningUpdated);
  }

  /** The planning's PDF, checked and named like every other upload before it is sent. */
  async uploadFile(file: PickedFile): Promise<void> {
    const uploaded = await sendToSlot(this.deps.uploads, 'PLANNING_FILE', file, () => undefined);
    if (E.isLeft(uploaded)) {
      this.store.fail(uploaded.left);
      return;
    }
    await this.onCurrent((p) => this.deps.staff.updatePlanning(this.orderId, p, { fileAttachmentId: uploaded.right.id }), staffOrderTexts.planningUpdated);
  }

  /** The stage models' ZIP: uploaded with its progress, then built in the background. */
  async uploadStages(file: PickedFile): Promise<void> {
    const uploaded = await this.deps.tracker.send('PLANNING_STAGES', file);
    if (E.isLeft(uploaded)) {
      this.store.fail(uploaded.left);
      return;
    }
    await this.onCurrent((p) => this.deps.staff.sendStages(this.orderId, p, { attachmentId: uploaded.right.id }), staffOrderTexts.stagesSent);
  }

  /** Uses a ZIP whose stage count differs from the planning's steps, as the planner confirms. */
  async confirmStageCount(planningId: string): Promise<void> {
    const stages = this.store.state.order?.planningFiles.find((f) => f.planningId === planningId)?.stages;
    if (!stages || stages.stageCount === null) return;
    await this.store.run(
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a ZIP is sent only once its stages were counted
      () => this.deps.staff.sendStages(this.orderId, planningId, { attachmentId: stages.attachmentId, confirmedStageCount: stages.stageCount! }),
      staffOrderTexts.stagesSent,
    );
  }

  fileUrl(planningId: string): string {
    return this.deps.staff.planningFileUrl(this.orderId, planningId);
  }

  /** The balance steps the current planning uses, as the dentist's page offers them. */
  openBalance(): void {
    const order = this.store.state.order;
    if (order)
      openBalanceDialog(this.deps.modals, order, (planningId, selection) => this.store.run(() => this.deps.staff.setBalance(this.orderId, planningId, selection), balanceApplied));
  }
}
