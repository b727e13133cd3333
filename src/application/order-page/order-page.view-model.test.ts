import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { filter, firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import type { OrderDetail, OrderPayment, PlanningView } from '../../contract/order-detail.contract';
import type { BalanceBody, ChoosePaymentBody } from '../../contract/planning-actions.contract';
import type { ApiResult } from '../ports/api-error';
import type { AddressesGateway } from '../ports/addresses-gateway';
import type { UploadsGateway } from '../ports/uploads-gateway';
import type { OrderPageGateway } from '../ports/order-page-gateway';
import { ConfirmDialogs, type ConfirmDialogProps } from '../widgets/confirm-dialog';
import { ModalQueue } from '../widgets/modal-queue';
import { type Notification, Notifications } from '../widgets/notifications';
import type { BalanceDialogViewModel } from '../order/balance-dialog.view-model';
import { OrderPageViewModel } from './order-page.view-model';
import type { PlanningRatingProps } from './planning-dialogs';
import { orderPageView } from '../order/order.view';
import { orderDetail as order, planningView as planning } from '../../../test/support/application/order-fixtures';

/** The order held in memory; every call is recorded. */
class FakeOrderPage implements Partial<OrderPageGateway> {
  calls: string[] = [];
  balances: BalanceBody[] = [];
  constructor(public current: OrderDetail | null) {}
  async load(): ApiResult<OrderDetail> {
    return this.current ? E.right(this.current) : E.left({ _tag: 'BadStatus', status: 404, message: 'Pedido não encontrado' });
  }
  async messages() {
    return E.right({ items: [], total: 0, page: 1, limit: 999 });
  }
  async paymentOptions() {
    return E.right({ totalCents: 0, conditions: [], selected: null });
  }
  async charges() {
    this.calls.push('charges');
    return E.right({ charges: [], totalCents: 0, paidCents: 0 });
  }
  async approve(): ApiResult<'APPROVED'> {
    this.calls.push('approve');
    this.current = order({ status: 'APPROVED', planningSurveyPending: true });
    return E.right('APPROVED');
  }
  async reject(_id: string, reason: string): ApiResult<'REVIEW_REQUESTED'> {
    this.calls.push(`reject:${reason}`);
    return E.right('REVIEW_REQUESTED');
  }
  async addAttachment(_o: string, attachmentId: string): ApiResult<void> {
    this.calls.push(`attach:${attachmentId}`);
    return E.right(undefined);
  }
  async applyOffer(): ApiResult<{ name: string }> {
    this.calls.push('apply-offer');
    return E.right({ name: 'Trio Grip' });
  }
  async setBalance(_o: string, _p: string, body: BalanceBody): ApiResult<void> {
    this.balances.push(body);
    return E.right(undefined);
  }
  bodies: unknown[] = [];
  async ratePlanning(_p: string, body: unknown): ApiResult<void> {
    this.calls.push('rate');
    this.bodies.push(body);
    return E.right(undefined);
  }
  async choosePayment(_o: string, body: ChoosePaymentBody): ApiResult<OrderPayment> {
    this.bodies.push(body);
    return E.right({
      ...body,
      paymentMethodCode: 'CREDIT_CARD',
      name: 'Cartão de crédito',
      installmentQuantity: body.installments ?? null,
      useThirdPartyCheckout: false,
    } as unknown as OrderPayment);
  }
}

const setup = (loaded: OrderDetail | null = order()) => {
  const scheduler = new VirtualTimeScheduler();
  const modals = new ModalQueue(scheduler);
  const notifications = new Notifications();
  const shown: Notification[] = [];
  notifications.notifications$.subscribe((n) => shown.push(n));
  const gateway = new FakeOrderPage(loaded);
  const vm = new OrderPageViewModel('o1', {
    orders: gateway as unknown as OrderPageGateway,
    addresses: { list: async () => E.right({ items: [], total: 0, page: 1, limit: 999 }) } as unknown as AddressesGateway,
    uploads: {
      upload: async (kind: string, f: { name: string; size: number }) => E.right({ id: 'new-file', key: 'k', name: f.name, size: f.size, type: kind }),
    } as unknown as UploadsGateway,
    notifications,
    confirm: new ConfirmDialogs(modals),
    modals,
  });
  const dialog = async () => (await firstValueFrom(modals.state$)).current;
  // A dialog opened after the view model awaited something.
  const opened = async () => (await firstValueFrom(modals.state$.pipe(filter((m) => m.current !== undefined)))).current!;
  return { vm, gateway, shown, modals, scheduler, dialog, opened };
};

describe('order page view model', () => {
  it('explains the missing step instead of calling approve', async () => {
    const t = setup();
    await t.vm.load();
    await t.vm.approve();
    expect(t.gateway.calls).toEqual([]);
    expect(t.shown.map((n) => n.message)).toEqual(['Veja o planejamento (visualização web e arquivo) antes de aprovar.']);
  });

  it('approves a viewed, free planning once and then offers the planning survey', async () => {
    const viewed = planning({
      items: [] as PlanningView['items'],
      discounts: [] as PlanningView['discounts'],
      upgrade: null,
      totalCents: 0,
      planningWebViewedAt: '2026-11-21T10:00:00.000Z',
      planningFileViewedAt: '2026-11-21T10:01:00.000Z',
    } as Partial<PlanningView>);
    const t = setup(order({ plannings: [viewed] }));
    await t.vm.load();
    // Approval commits money: it waits for the dentist to confirm what is approved.
    const declined = t.vm.approve();
    const question = (await t.opened()).props as ConfirmDialogProps;
    expect(question.details).toEqual(['Planejamento 1', 'Total: R$\u00a00,00', 'Pagamento: nada a pagar', 'Nenhuma etapa bonificada usada']);
    question.cancel();
    t.scheduler.flush();
    await declined;
    expect(t.gateway.calls).toEqual([]);
    const approved = t.vm.approve();
    ((await t.opened()).props as ConfirmDialogProps).confirm('');
    t.scheduler.flush();
    await approved;
    // Once approved, the order's charges load with it (none before: nothing to ask for).
    expect(t.gateway.calls).toEqual(['approve', 'charges']);
    expect(t.shown.map((n) => n.message)).toContain('Pedido atualizado. O planejamento está aprovado.');
    const survey = await t.dialog();
    expect(survey?.kind).toBe('planning-rating');
    expect(await (survey!.props as PlanningRatingProps).send({ planningScore: 9, planningOpinion: '' })).toBe(true);
    expect(t.gateway.calls).toEqual(['approve', 'charges', 'rate']);
    // A blank opinion is not sent at all (spec §3).
    expect(t.gateway.bodies).toEqual([
      { origin: 'ORDER_DETAIL', type: 'PLANNING', answers: [{ question: 'De 0 a 10, quanto o planejamento atendeu ao que você esperava?', score: 9 }] },
    ]);
    expect(t.shown.map((n) => n.message)).toContain('Obrigado por compartilhar sua opinião!');
  });

  it('rejects only with a reason, sent trimmed', async () => {
    const t = setup();
    await t.vm.load();
    const cancelled = t.vm.reject();
    ((await t.dialog())!.props as ConfirmDialogProps).cancel();
    t.scheduler.flush();
    await cancelled;
    expect(t.gateway.calls).toEqual([]);
    const confirmed = t.vm.reject();
    ((await t.dialog())!.props as ConfirmDialogProps).confirm('  Ajustar a linha média ');
    t.scheduler.flush();
    await confirmed;
    expect(t.gateway.calls).toEqual(['reject:Ajustar a linha média']);
    expect(t.shown.map((n) => n.message)).toContain('Pedido atualizado. A equipe vai revisar o planejamento.');
  });

  it('reverts a balance above the planning’s steps with the spec’s message, and applies a valid one', async () => {
    const t = setup();
    await t.vm.load();
    t.vm.payment.openBalance();
    const model = (await t.dialog())!.props as BalanceDialogViewModel;
    model.change('dentist', 15);
    let state = await firstValueFrom(model.state$);
    expect(state.error).toBe('O total de etapas selecionadas não pode ser maior que o total de etapas do pedido.');
    expect(state.selection.dentist).toBe(0);
    expect(model.selectors.map((s) => s.field)).toEqual(['dentist']);
    // Twenty steps in the wallet, a 14-step planning: the selector stops at 14.
    expect(model.selectors[0]!.options.at(-1)).toBe(14);
    model.change('dentist', 4);
    state = await firstValueFrom(model.state$);
    expect(state.error).toBeUndefined();
    await model.apply();
    expect(t.gateway.balances).toEqual([{ dentist: 4, kol: 0, patient: 0 }]);
    expect(t.shown.map((n) => n.message)).toContain('Saldo bonificado aplicado com sucesso');
  });

  it('says before the first use that the new-case discount goes for good, with both totals and the cheaper, and asks before applying', async () => {
    const discounted = planning({
      discounts: [{ id: 'd1', description: 'Desconto caso novo (10 a 16 etapas)', type: 'PERCENTAGE', value: 1_000, stepRange: '10-16' }],
    } as Partial<PlanningView>);
    const t = setup(order({ plannings: [discounted] }));
    await t.vm.load();
    t.vm.payment.openBalance();
    const model = (await t.dialog())!.props as BalanceDialogViewModel;
    // 14 steps at R$ 320,00 less 10%: R$ 4.032,00; one bonus step and no discount: R$ 4.160,00; two: R$ 3.840,00.
    let state = await firstValueFrom(model.state$);
    expect(state.totals).toEqual({ before: 'R$\u00a04.032,00', after: 'R$\u00a04.032,00' });
    expect(state.forGood).toBe(
      'Ao usar o saldo pela primeira vez neste planejamento, o desconto de 10% deixa de valer para sempre: ele não volta, mesmo que depois você volte a 0 etapas. Usar o saldo só compensa a partir de 2 etapas.',
    );
    expect(state.comparison).toBeUndefined();
    expect(model.alreadyLost).toBeNull();
    model.change('dentist', 1);
    state = await firstValueFrom(model.state$);
    expect(state.comparison).toBe('Sem usar o saldo, o total é R$\u00a04.032,00; usando 1 etapa, R$\u00a04.160,00: não usar o saldo sai mais barato.');
    expect(state.discountLoss).toBe(
      'O desconto de 10% deixa de valer para sempre. Sem usar o saldo, o total é R$\u00a04.032,00; usando 1 etapa, R$\u00a04.160,00: não usar o saldo sai mais barato. Atenção: com essa escolha o pedido fica mais caro.',
    );
    model.change('dentist', 2);
    state = await firstValueFrom(model.state$);
    expect(state.totals).toEqual({ before: 'R$\u00a04.032,00', after: 'R$\u00a03.840,00' });
    expect(state.discountLoss).toBe(
      'O desconto de 10% deixa de valer para sempre. Sem usar o saldo, o total é R$\u00a04.032,00; usando 2 etapas, R$\u00a03.840,00: usar o saldo sai mais barato.',
    );
    await model.apply();
    state = await firstValueFrom(model.state$);
    expect(state.confirming).toBe(true);
    expect(t.gateway.balances).toEqual([]);
    model.reconsider();
    expect((await firstValueFrom(model.state$)).confirming).toBe(false);
    await model.apply();
    await model.apply();
    expect(t.gateway.balances).toEqual([{ dentist: 2, kol: 0, patient: 0 }]);
  });

  it('says why a planning whose discount an earlier use took pays more at 0 steps, and asks nothing more', async () => {
    const used = planning({
      discounts: [] as PlanningView['discounts'],
      lostDiscounts: [{ id: 'd1', description: 'Desconto caso novo (10 a 16 etapas)', type: 'PERCENTAGE', value: 1_000, stepRange: '10-16' }],
      bonus: { dentist: 5, kol: 0, patient: 0 },
    } as Partial<PlanningView>);
    const t = setup(order({ plannings: [used] }));
    await t.vm.load();
    t.vm.payment.openBalance();
    const model = (await t.dialog())!.props as BalanceDialogViewModel;
    expect(model.alreadyLost).toBe('O desconto de 10% deixou de valer quando o saldo bonificado foi usado pela primeira vez neste planejamento, e não volta, mesmo com 0 etapas.');
    expect((await firstValueFrom(t.vm.state$)).view?.current?.lostDiscountNote).toBe(model.alreadyLost);
    model.change('dentist', 0);
    const state = await firstValueFrom(model.state$);
    expect(state.forGood).toBeUndefined();
    expect(state.discountLoss).toBeUndefined();
    await model.apply();
    expect(t.gateway.balances).toEqual([{ dentist: 0, kol: 0, patient: 0 }]);
  });

  it('applies a balance at once when no discount goes', async () => {
    const t = setup(
      order({
        caseType: 'CASO_CONTINUACAO',
        plannings: [
          planning({
            discounts: [{ id: 'd1', description: 'Desconto caso novo (10 a 16 etapas)', type: 'PERCENTAGE', value: 1_000, stepRange: '10-16' }],
          } as Partial<PlanningView>),
        ],
      }),
    );
    await t.vm.load();
    t.vm.payment.openBalance();
    const model = (await t.dialog())!.props as BalanceDialogViewModel;
    model.change('dentist', 2);
    expect((await firstValueFrom(model.state$)).discountLoss).toBeUndefined();
    await model.apply();
    expect(t.gateway.balances).toEqual([{ dentist: 2, kol: 0, patient: 0 }]);
  });

  it('names the upgrade in its toast, and shows a missing order as not found', async () => {
    const t = setup();
    await t.vm.load();
    await t.vm.payment.applyOffer('of1');
    expect(t.shown.map((n) => n.message)).toEqual(['Upgrade Trio Grip adicionado ao planejamento.']);
    const missing = setup(null);
    await missing.vm.load();
    expect((await firstValueFrom(missing.vm.state$)).phase).toBe('not-found');
  });
});

describe('order page payloads', () => {
  it('sends a payment without an instalment count as no key at all', async () => {
    const t = setup();
    await t.vm.load();
    await t.vm.payment.choose('c1', null, false);
    await t.vm.payment.choose('c1', 3, false);
    expect(t.gateway.bodies).toEqual([
      { planningId: '00000000-0000-4000-8000-0000000000p1', paymentConditionId: 'c1', useThirdPartyCheckout: false },
      { planningId: '00000000-0000-4000-8000-0000000000p1', paymentConditionId: 'c1', installments: 3, useThirdPartyCheckout: false },
    ]);
  });
});

describe('order page view', () => {
  it('shows the wallet only above zero, the KOL balance only for KOL dentists, and no blocker once decided', () => {
    const empty = orderPageView(
      order({ bonus: { product: 'ALINHADORES', wallet: { aligners: 0, retentions: 0 }, kol: null, available: { dentist: 0, kol: 0, patient: 0, kolUsedThisMonth: 0 } } }),
    );
    expect(empty.wallet).toBeNull();
    expect(empty.kol).toBeNull();
    const kol = orderPageView(
      order({
        bonus: {
          product: 'ALINHADORES',
          wallet: { aligners: 0, retentions: 0 },
          kol: { aligners: 12, retentions: 0 },
          available: { dentist: 0, kol: 12, patient: 0, kolUsedThisMonth: 0 },
        },
      }),
    );
    expect(kol.kol).toContain('12 etapas');
    const approved = orderPageView(order({ status: 'APPROVED' }));
    expect(approved.approvalBlocker).toBeUndefined();
    expect(approved.decisionOpen).toBe(false);
    expect(approved.canCancel).toBe(false);
    expect(orderPageView(order()).approvalBlocker).toBe('Veja o planejamento (visualização web e arquivo) antes de aprovar.');
  });

  it('offers the refinement bonus while unused, then says it is in the planning instead of offering it again', () => {
    const bonus = (patient: number) => ({
      product: 'ALINHADORES' as const,
      wallet: { aligners: 0, retentions: 0 },
      kol: null,
      available: { dentist: 0, kol: 0, patient, kolUsedThisMonth: 0 },
    });
    expect(orderPageView(order({ bonus: bonus(0) })).refinement).toBeNull();
    expect(orderPageView(order({ bonus: bonus(5) })).refinement).toBe('Bônus de refinamento do paciente: 5 etapas disponíveis, para usar uma única vez');
    expect(orderPageView(order({ bonus: bonus(1) })).refinement).toBe('Bônus de refinamento do paciente: 1 etapa disponível, para usar uma única vez');
    const used = orderPageView(order({ bonus: bonus(5), plannings: [planning({ bonus: { dentist: 0, kol: 0, patient: 5 } })] }));
    expect(used.refinement).toBe('Bônus de refinamento do paciente: 5 etapas usadas neste planejamento');
    expect(used.refinement).not.toContain('disponíve');
  });

  it('promises a planning only to an order still on its way to one', () => {
    const waiting = 'O planejamento ainda está sendo preparado. Avisaremos quando ele estiver pronto para a sua aprovação.';
    expect(orderPageView(order({ status: 'ANALYSIS', plannings: [] })).noPlanning).toBe(waiting);
    expect(orderPageView(order({ status: 'REVIEW_REQUESTED', plannings: [] })).noPlanning).toBe(waiting);
    expect(orderPageView(order({ status: 'CANCELLED', plannings: [] })).noPlanning).toBe('O pedido foi cancelado sem planejamento.');
    expect(orderPageView(order({ status: 'PRODUCTION', plannings: [] })).noPlanning).toBe('Este pedido não tem planejamento.');
  });
});

describe('the order page’s facts', () => {
  it('shows the patient’s CPF masked, or that none was given', () => {
    const facts = (cpf: string | null) => new Map(orderPageView(order({ patient: { id: 'p', firstName: 'Rafael', lastName: 'Barbosa', cpf } } as Partial<OrderDetail>)).facts);
    expect(facts('52998224725').get('CPF do paciente')).toBe('529.982.247-25');
    expect(facts(null).get('CPF do paciente')).toBe('Não informado');
  });

  it('keeps why a new file did not go on its slot, past the toast, until the slot’s next try', async () => {
    const t = setup(order({ status: 'WAITING_NEW_FILE' }));
    await t.vm.load();
    const state = () => firstValueFrom(t.vm.state$);
    await t.vm.files.send('X_RAY', { name: 'laudo.pdf', size: 10, type: 'application/pdf', blob: new Blob(['x']) });
    const refused = (await state()).slotErrors.X_RAY;
    expect(refused).toMatch(/^Radiografia \(laudo.pdf\): Tipo de arquivo não aceito/);
    expect(t.shown.map((n) => n.message)).toContain(refused);
    // Another slot's try leaves it; its own next try clears it.
    await t.vm.files.send('OTHERS', { name: 'foto.jpg', size: 10, type: 'image/jpeg', blob: new Blob(['x']) });
    expect((await state()).slotErrors.X_RAY).toBe(refused);
    await t.vm.files.send('X_RAY', { name: 'panoramica.png', size: 10, type: 'image/png', blob: new Blob(['x']) });
    expect((await state()).slotErrors).toEqual({});
    expect(t.gateway.calls).toEqual(['attach:new-file', 'attach:new-file']);
  });
});
