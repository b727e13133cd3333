import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable, skip } from 'rxjs';
import { type Arcade, planningEditMessages } from '../../domain/order/planning-edits';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { parseHundredths } from '../../domain/format/money';
import { statusLabel, type OrderStatus } from '../../domain/order/order-status';
import { cancellableBy } from '../../domain/order/order-lifecycle';
import { approvalRequestable, staffAddressChangeable, staffBalanceOpen } from '../../domain/order/order-permissions';
import type { BalanceRequest } from '../../domain/order/bonus-balance';
import type { AddBalanceBody, AdminOrderDetail, DiscountBody, Product, StaffMember } from '../../contract/admin-order.contract';
import type { Address } from '../../contract/address.contract';
import type { Patient } from '../../contract/patient.contract';
import { addressSummary } from '../../domain/people/address';
import { sendToSlot } from '../uploads/send-to-slot';
import { type PatientForm, patientFullName } from '../../domain/people/patient';
import type { ApiError, ApiResult } from '../ports/api-error';
import type { AttendantGateway } from '../ports/attendant-gateway';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import type { ConfirmDialogs } from '../widgets/confirm-dialog';
import { dialogKind, type ModalQueue } from '../widgets/modal-queue';
import type { Notifications } from '../widgets/notifications';
import { balanceApplied, BalanceDialogModel, balanceDialogKind } from '../order-page/balance-dialog';
import { orderPageMessages } from '../order-page/order-page.texts';
import { type MessageView, toMessageView } from '../order-page/order-messages';
import { orderPageView, type OrderPageView } from '../order-page/order-page.view';
import { type StaffEditForm, staffEditPatch } from './staff-edit-form';
import { runAction } from '../widgets/action-runner';
import type { AddressBook } from '../addresses/address-book';

export const addBalanceDialogKind = dialogKind<AddBalanceProps>('add-balance');

export const attendantMessages = {
  updated: 'Pedido atualizado',
  approvalRequested: 'Pedido atualizado. O pedido está aguardando aprovação.',
  cancelled: 'Pedido atualizado. O pedido está cancelado.',
  balanceAdded: 'Saldo adicionado com sucesso!',
  basedOnPrevious: 'Um novo planejamento baseado no planejamento anterior foi criado.',
  blankPlanning: 'Novo planejamento criado.',
  planningUpdated: 'Planejamento atualizado',
  productAdded: 'Produto adicionado ao pedido',
  productRemoved: 'Produto removido do planejamento.',
  discountAdded: 'Desconto adicionado ao planejamento.',
  discountRemoved: 'Desconto removido do planejamento.',
  arcadeAdded: 'Arcada adicionada no caso',
  arcadeRemoved: 'Arcada removida no caso',
  patientChanged: 'Paciente alterado com sucesso!',
  patientCreated: 'Paciente cadastrado. Para usá-lo neste pedido, escolha-o em Trocar paciente.',
  patientUpdated: 'Dados do paciente atualizados.',
  patientTitle: 'Trocar paciente',
  patientText: (from: string, to: string) => `O pedido deixa de ser de ${from} e passa a ser de ${to}. Confirma a troca?`,
  shippingTitle: 'Trocar endereço de entrega',
  billingTitle: 'Trocar endereço de cobrança',
  addressText: 'O pedido passa a usar este endereço:',
  onyxUpdated: 'Código do Onyx atualizado',
  fileAdded: 'Arquivo adicionado ao pedido.',
  cancelText: 'O pedido será cancelado para o dentista e para a equipe. O motivo fica no histórico.',
} as const;

export interface StatusChoice {
  readonly code: OrderStatus;
  readonly label: string;
}

export interface AttendantOrderState {
  readonly phase: 'loading' | 'ready' | 'not-found';
  readonly order: AdminOrderDetail | undefined;
  readonly view: OrderPageView | undefined;
  /** The statuses the lifecycle allows next, labelled as the status list says. */
  readonly nextStatuses: readonly StatusChoice[];
  readonly messages: readonly MessageView[];
  readonly employees: readonly StaffMember[];
  readonly consultants: readonly StaffMember[];
  readonly products: readonly Product[];
  readonly patients: readonly Patient[];
  readonly addresses: readonly Address[];
  readonly busy: boolean;
  /** Decisions §6: staff cancel until the order ships. */
  readonly canCancel: boolean;
  readonly canRequestApproval: boolean;
  readonly canSetBalance: boolean;
}

export interface AddBalanceProps {
  readonly add: (body: AddBalanceBody) => Promise<boolean>;
}

export interface AttendantDeps {
  readonly staff: AttendantGateway;
  readonly addressBook: AddressBook;
  readonly uploads: UploadsGateway;
  readonly notifications: Notifications;
  readonly confirm: ConfirmDialogs;
  readonly modals: ModalQueue;
}

const initial: AttendantOrderState = { phase: 'loading', order: undefined, view: undefined, nextStatuses: [], messages: [], employees: [], consultants: [], products: [], patients: [], addresses: [], busy: false, canCancel: false, canRequestApproval: false, canSetBalance: false };

const right = <A>(r: E.Either<ApiError, A>, fallback: A): A => (E.isRight(r) ? r.right : fallback);

/** The staff order page: edits, status, plannings, balances, patient, addresses, messages. */
export class AttendantOrderViewModel {
  private readonly subject = new BehaviorSubject<AttendantOrderState>(initial);
  readonly state$: Observable<AttendantOrderState> = this.subject.asObservable();

  constructor(
    readonly orderId: string,
    private readonly deps: AttendantDeps,
  ) {}

  private get state(): AttendantOrderState {
    return this.subject.value;
  }
  private patch(p: Partial<AttendantOrderState>): void {
    this.subject.next({ ...this.state, ...p });
  }

  /** Spec §7: the order, status list, employees, messages, message types and consultants load together. */
  async load(): Promise<void> {
    const first = this.state.phase === 'loading';
    const [order, statuses, employees, messages, consultants, products] = await Promise.all([
      this.deps.staff.load(this.orderId),
      this.deps.staff.statuses(),
      first ? this.deps.staff.employees() : Promise.resolve(E.right(this.state.employees)),
      this.deps.staff.messages(this.orderId),
      first ? this.deps.staff.consultants() : Promise.resolve(E.right(this.state.consultants)),
      first ? this.deps.staff.products() : Promise.resolve(E.right(this.state.products)),
    ]);
    if (E.isLeft(order)) {
      if (order.left._tag === 'BadStatus' && order.left.status === 404) this.patch({ phase: 'not-found' });
      else this.deps.notifications.error(order.left.message);
      return;
    }
    const labels = right(statuses, { items: [], total: 0, page: 1, limit: 20 }).items;
    const dentistId = order.right.dentist.id;
    const [patients, addresses] = first
      ? await Promise.all([this.deps.staff.dentistPatients(dentistId), this.deps.staff.dentistAddresses(dentistId)])
      : [E.right({ items: this.state.patients, total: 0, page: 1, limit: 999 }), E.right({ items: this.state.addresses, total: 0, page: 1, limit: 999 })];
    this.patch({
      phase: 'ready',
      order: order.right,
      view: { ...orderPageView(order.right), canChangeAddress: staffAddressChangeable(order.right.status) },
      canCancel: cancellableBy('EMPLOYEE', order.right.status),
      canRequestApproval: approvalRequestable(order.right.status, order.right.plannings.length),
      canSetBalance: staffBalanceOpen(order.right.status),
      nextStatuses: order.right.nextStatuses.map((code) => ({ code, label: labels.find((s) => s.code === code)?.label ?? statusLabel(code) })),
      messages: right(messages, { items: [], total: 0, page: 1, limit: 999 }).items.map(toMessageView),
      employees: right(employees, []),
      consultants: right(consultants, []),
      products: right(products, []),
      patients: right(patients, { items: [], total: 0, page: 1, limit: 999 }).items,
      addresses: right(addresses, { items: [], total: 0, page: 1, limit: 999 }).items,
    });
  }

  private run<A>(call: () => ApiResult<A>, success: string): Promise<boolean> {
    return runAction(this.host, this.deps.notifications, call, success);
  }

  private readonly host = { busy: () => this.state.busy, setBusy: (busy: boolean) => this.patch({ busy }), reload: () => this.load() };

  private get planningId(): string | undefined {
    return this.state.order?.plannings.find((p) => p.isCurrent)?.id;
  }

  save(form: StaffEditForm): Promise<boolean> {
    const order = this.state.order;
    if (!order) return Promise.resolve(false);
    return this.run(() => this.deps.staff.edit(this.orderId, staffEditPatch(form, order.version)), attendantMessages.updated);
  }

  async cancel(): Promise<void> {
    const reason = await this.deps.confirm.askReason(orderPageMessages.cancelTitle, attendantMessages.cancelText, orderPageMessages.reasonLabel);
    if (reason) await this.run(() => this.deps.staff.cancel(this.orderId, reason), attendantMessages.cancelled);
  }

  async requestApproval(): Promise<void> {
    await this.run(() => this.deps.staff.requestApproval(this.orderId), attendantMessages.approvalRequested);
  }

  openAddBalance(): void {
    const id = this.deps.modals.open(addBalanceDialogKind, {
      add: async (body) => {
        const ok = await this.run(() => this.deps.staff.addBalance(this.orderId, body), attendantMessages.balanceAdded);
        if (ok) this.deps.modals.close(id);
        return ok;
      },
    } satisfies AddBalanceProps);
  }

  async createPlanning(basedOnPrevious: boolean): Promise<void> {
    await this.run(() => this.deps.staff.createPlanning(this.orderId, basedOnPrevious), basedOnPrevious ? attendantMessages.basedOnPrevious : attendantMessages.blankPlanning);
  }

  private onPlanning(call: (planningId: string) => ApiResult<void>, success: string): Promise<boolean> {
    const planningId = this.planningId;
    return planningId ? this.run(() => call(planningId), success) : Promise.resolve(false);
  }

  addProduct(productId: string, quantity: number): Promise<boolean> {
    return this.onPlanning((p) => this.deps.staff.addProduct(this.orderId, p, productId, quantity), attendantMessages.productAdded);
  }

  removeProduct(itemId: string): Promise<boolean> {
    return this.onPlanning((p) => this.deps.staff.removeProduct(this.orderId, p, itemId), attendantMessages.productRemoved);
  }

  /** Percentages typed as 10 or 12,5 and values in reais as 150,50 go as basis points or cents. */
  addDiscount(description: string, type: DiscountBody['type'], valueText: string): Promise<boolean> {
    const value = parseHundredths(valueText);
    if (Number.isNaN(value)) {
      this.deps.notifications.error(type === 'PERCENTAGE' ? planningEditMessages.percentage : planningEditMessages.value);
      return Promise.resolve(false);
    }
    return this.onPlanning((p) => this.deps.staff.addDiscount(this.orderId, p, { description, type, value }), attendantMessages.discountAdded);
  }

  removeDiscount(discountId: string): Promise<boolean> {
    return this.onPlanning((p) => this.deps.staff.removeDiscount(this.orderId, p, discountId), attendantMessages.discountRemoved);
  }

  changeArcade(change: 'add' | 'remove', arcade: Arcade): Promise<boolean> {
    return this.onPlanning((p) => this.deps.staff.changeArcade(this.orderId, p, change, arcade), change === 'add' ? attendantMessages.arcadeAdded : attendantMessages.arcadeRemoved);
  }

  savePlanningNotes(comment: string, viewerUrl: string): Promise<boolean> {
    return this.onPlanning((p) => this.deps.staff.updatePlanning(this.orderId, p, { comment, viewerUrl }), attendantMessages.planningUpdated);
  }

  async uploadPlanningFile(file: PickedFile): Promise<void> {
    const uploaded = await this.deps.uploads.upload('PLANNING_FILE', file, () => undefined);
    if (E.isLeft(uploaded)) {
      this.deps.notifications.error(uploaded.left.message);
      return;
    }
    await this.onPlanning((p) => this.deps.staff.updatePlanning(this.orderId, p, { fileAttachmentId: uploaded.right.id }), attendantMessages.planningUpdated);
  }

  openBalance(): void {
    const order = this.state.order;
    const planning = order?.plannings.find((p) => p.isCurrent);
    if (!order || !planning) return;
    const model = new BalanceDialogModel(
      { totalSteps: planning.mainSteps, availableDentist: order.bonus.available.dentist, availableKol: order.bonus.available.kol, availablePatient: order.bonus.available.patient, kolUsedThisMonth: order.bonus.available.kolUsedThisMonth },
      planning.bonus,
      order.bonus.kol !== null,
      async (selection: BalanceRequest) => {
        const ok = await this.run(() => this.deps.staff.setBalance(this.orderId, planning.id, selection), balanceApplied);
        if (ok) this.deps.modals.close(id);
        return ok;
      },
      planning.mainSteps,
    );
    const id = this.deps.modals.open(balanceDialogKind, model);
  }

  /** Picked, then confirmed, then changed: the order's address is the dentist's commitment too. */
  async changeAddress(kind: 'shipping' | 'billing', addressId: string): Promise<void> {
    const address = this.state.addresses.find((a) => a.id === addressId);
    if (!address) return;
    const title = kind === 'shipping' ? attendantMessages.shippingTitle : attendantMessages.billingTitle;
    if (!(await this.deps.confirm.ask(title, attendantMessages.addressText, [addressSummary(address)]))) return;
    await this.run(
      () => this.deps.staff.changeAddress(this.orderId, kind === 'shipping' ? { shippingAddressId: addressId } : { billingAddressId: addressId }),
      kind === 'shipping' ? orderPageMessages.shippingUpdated : orderPageMessages.billingUpdated,
    );
  }

  /** A file staff add to the order, in the slot chosen. */
  async sendFile(kind: AttachmentKind, file: PickedFile): Promise<void> {
    const uploaded = await sendToSlot(this.deps.uploads, kind, file, () => undefined);
    if (E.isLeft(uploaded)) {
      this.deps.notifications.error(uploaded.left);
      return;
    }
    await this.run(() => this.deps.staff.addAttachment(this.orderId, uploaded.right.id, kind), attendantMessages.fileAdded);
  }

  /** The dentist's address grid (new, edit, delete) through the admin calls; the order's choices follow it. */
  manageAddresses(): void {
    const order = this.state.order;
    if (!order) return;
    const book = this.deps.addressBook.forDentist(this.deps.staff.dentistAddressBook(order.dentist.id), `Endereços de ${order.dentist.name}`);
    this.addressWatch?.unsubscribe();
    // The book starts empty: its first state is not the dentist's list.
    this.addressWatch = book.state$.pipe(skip(1)).subscribe((s) => {
      if (s.loading) return;
      this.patch({ addresses: s.cards.map((c) => c.address) });
      void this.load();
    });
    book.openGrid();
  }

  private addressWatch: { unsubscribe(): void } | undefined;

  dispose(): void {
    this.addressWatch?.unsubscribe();
  }

  async changePatient(patientId: string): Promise<void> {
    const order = this.state.order;
    const patient = this.state.patients.find((p) => p.id === patientId);
    if (!order || !patient) return;
    const text = attendantMessages.patientText(patientFullName(order.patient), patientFullName(patient));
    if (!(await this.deps.confirm.ask(attendantMessages.patientTitle, text))) return;
    await this.run(() => this.deps.staff.changePatient(this.orderId, patientId), attendantMessages.patientChanged);
  }

  /** Spec §1: staff create and edit the dentist's patients; the swap list follows at once. */
  async savePatient(form: PatientForm, patientId?: string): Promise<boolean> {
    const order = this.state.order;
    if (!order) return false;
    const call = () => (patientId ? this.deps.staff.updatePatient(patientId, form) : this.deps.staff.createDentistPatient(order.dentist.id, form));
    const saved = await this.run(call, patientId ? attendantMessages.patientUpdated : attendantMessages.patientCreated);
    if (saved) {
      const patients = await this.deps.staff.dentistPatients(order.dentist.id);
      if (E.isRight(patients)) this.patch({ patients: patients.right.items });
    }
    return saved;
  }

  async setOnyxCode(code: string): Promise<boolean> {
    const order = this.state.order;
    return order ? this.run(() => this.deps.staff.setOnyxCode(order.dentist.id, code), attendantMessages.onyxUpdated) : false;
  }

  async sendMessage(messageTypeId: string, text: string): Promise<boolean> {
    const result = await this.deps.staff.postMessage(this.orderId, messageTypeId, text);
    if (E.isLeft(result)) {
      this.deps.notifications.error(result.left.message);
      return false;
    }
    this.patch({ messages: [...this.state.messages, toMessageView(result.right)] });
    this.deps.notifications.success(orderPageMessages.messageSent);
    return true;
  }

  fileUrl(planningId: string): string {
    return this.deps.staff.planningFileUrl(this.orderId, planningId);
  }

  attachmentUrl(attachmentId: string): string {
    return this.deps.staff.attachmentUrl(this.orderId, attachmentId);
  }
}
