import * as E from 'fp-ts/Either';
import type { Clipboard } from '../ports/clipboard';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import { sendToSlot } from '../uploads/send-to-slot';
import { boletoForCharge } from '../../domain/payments/boleto';
import type { OrderSectionsGateway } from '../ports/order-sections-gateway';
import type { Notifications } from '../widgets/notifications';
import type { PageStore } from '../widgets/page-store';
import type { ConfirmDialogs } from '../widgets/confirm-dialog';
import type { ApiResult } from '../ports/api-error';
import type { OrderCharges } from '../../contract/charges.contract';
import { chargedStatuses } from '../../domain/payments/charge-plan';
import type { OrderStatus } from '../../domain/order/order-status';
import { chargesTexts, chargesView } from './order-charges';

/** An order's charges as both pages load them: none asked for before the order is approved. */
export const loadCharges = (gateway: Pick<OrderSectionsGateway, 'charges'>, orderId: string, status: OrderStatus): ApiResult<OrderCharges> | Promise<undefined> =>
  chargedStatuses.includes(status) ? gateway.charges(orderId) : Promise.resolve(undefined);

/**
 * An order's charges as a section of either order page: the Pix "copia e cola" copied
 * for the bank's app and, for the staff, a payment confirmed by hand with its reason.
 */
export class OrderChargesSection {
  constructor(
    private readonly orderId: string,
    private readonly store: Pick<PageStore<{ readonly busy: boolean; readonly charges: OrderCharges | undefined }>, 'state' | 'run'>,
    private readonly deps: {
      readonly gateway: Pick<OrderSectionsGateway, 'receiptUrl' | 'boletoUrl'>;
      readonly uploads?: Pick<UploadsGateway, 'upload'>;
      readonly notifications: Notifications;
      readonly clipboard?: Clipboard;
      readonly confirm?: ConfirmDialogs;
      /** The staff's confirmation by hand; the dentist's page has none. */
      readonly confirmCharge?: (orderId: string, chargeId: string, reason: string) => ApiResult<unknown>;
      /** The staff's cancellation of one open charge, with why. */
      readonly cancelCharge?: (orderId: string, chargeId: string, reason: string) => ApiResult<unknown>;
      /** The staff's boleto of a charge: the PDF uploaded, then attached with its linha digitável. */
      readonly attachBoleto?: (orderId: string, chargeId: string, attachmentId: string, linhaDigitavel: string) => ApiResult<unknown>;
    },
  ) {}

  get canConfirm(): boolean {
    return this.deps.confirmCharge !== undefined;
  }

  receiptUrl(chargeId: string): string {
    return this.deps.gateway.receiptUrl(this.orderId, chargeId);
  }

  boletoUrl(chargeId: string): string {
    return this.deps.gateway.boletoUrl(this.orderId, chargeId);
  }

  get canAttachBoleto(): boolean {
    return this.deps.attachBoleto !== undefined && this.deps.uploads !== undefined;
  }

  async copyBoleto(chargeId: string): Promise<void> {
    const digits = this.store.state.charges?.charges.find((c) => c.id === chargeId)?.boleto?.digits;
    if (digits && (await this.deps.clipboard?.copy(digits))) this.deps.notifications.success(chargesTexts.boletoCopied);
    else this.deps.notifications.error(chargesTexts.notCopied);
  }

  /** Cancels one open charge, after the staff member says why (it goes to the audit trail). */
  async cancel(chargeId: string): Promise<void> {
    const { cancelCharge, confirm } = this.deps;
    const charges = this.store.state.charges;
    const card = charges && chargesView(charges).cards.find((c) => c.id === chargeId);
    if (!cancelCharge || !confirm || !card) return;
    const reason = await confirm.askReason(chargesTexts.cancelTitle, chargesTexts.cancelText(card.title, card.amount), chargesTexts.cancelReason);
    if (reason) await this.store.run(() => cancelCharge(this.orderId, chargeId, reason), chargesTexts.cancelled);
  }

  /**
   * Attaches the bank's boleto: the linha digitável checked first (a wrong digit or another
   * amount is said before anything is sent), then the PDF uploaded like any file, then both
   * attached. True when attached.
   */
  async attachBoleto(chargeId: string, file: PickedFile | undefined, linhaDigitavel: string): Promise<boolean> {
    const { attachBoleto, uploads, notifications } = this.deps;
    const charge = this.store.state.charges?.charges.find((c) => c.id === chargeId);
    if (!attachBoleto || !uploads || !charge) return false;
    const linha = boletoForCharge(linhaDigitavel, charge.amountCents);
    if (E.isLeft(linha)) return (notifications.error(linha.left), false);
    if (!file) return (notifications.error(chargesTexts.boletoNoFile), false);
    const uploaded = await sendToSlot(uploads, 'BOLETO', file, () => undefined);
    if (E.isLeft(uploaded)) return (notifications.error(uploaded.left), false);
    return this.store.run(() => attachBoleto(this.orderId, chargeId, uploaded.right.id, linhaDigitavel), chargesTexts.boletoAttached);
  }

  async copy(chargeId: string): Promise<void> {
    const code = this.store.state.charges?.charges.find((c) => c.id === chargeId)?.brCode;
    if (code && (await this.deps.clipboard?.copy(code))) this.deps.notifications.success(chargesTexts.copied);
    else this.deps.notifications.error(chargesTexts.notCopied);
  }

  async confirm(chargeId: string): Promise<void> {
    const { confirmCharge, confirm } = this.deps;
    const charges = this.store.state.charges;
    const card = charges && chargesView(charges).cards.find((c) => c.id === chargeId);
    if (!confirmCharge || !confirm || !card) return;
    const reason = await confirm.askReason(chargesTexts.confirmTitle, chargesTexts.confirmText(card.title, card.amount), chargesTexts.confirmReason);
    if (reason) await this.store.run(() => confirmCharge(this.orderId, chargeId, reason), chargesTexts.confirmed);
  }
}
