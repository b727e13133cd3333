import { useMemo } from 'react';
import { useFormik } from 'formik';
import type { LoadedOrderPage } from '../../application/order-page/order-page.state';
import type { PaymentOptions } from '../../contract/order-detail.contract';
import type { OrderPageViewModel } from '../../application/order-page/order-page.view-model';
import { installmentsLabel, paidInInstallments } from '../../domain/order/payment';
import { formatBRL } from '../../domain/format/money';
import { NewFilesPanel } from '../order/order-facts';

interface PaymentForm {
  readonly conditionId: string;
  readonly installments: string;
  readonly thirdParty: boolean;
}

const PaymentChooser = ({ vm, state, options }: { vm: OrderPageViewModel; state: LoadedOrderPage; options: PaymentOptions }) => {
  const selected = options.selected;
  // The form starts again from what the server holds whenever that changes.
  const initialValues = useMemo<PaymentForm>(
    () => ({
      conditionId: selected?.paymentConditionId ?? '',
      installments: selected?.installmentQuantity ? String(selected.installmentQuantity) : '',
      thirdParty: selected?.useThirdPartyCheckout ?? false,
    }),
    [selected?.paymentConditionId, selected?.installmentQuantity, selected?.useThirdPartyCheckout],
  );
  const form = useFormik<PaymentForm>({
    initialValues,
    enableReinitialize: true,
    onSubmit: async (v) => {
      await vm.payment.choose(v.conditionId, v.installments ? Number(v.installments) : null, v.thirdParty);
    },
  });
  const condition = options.conditions.find((c) => c.id === form.values.conditionId);
  return (
    <form className="payment" onSubmit={form.handleSubmit}>
      <h3>Condição de pagamento</h3>
      <p className="muted">Total do planejamento atual: {formatBRL(options.totalCents)}</p>
      <div className="payment__conditions" role="radiogroup" aria-label="Condição de pagamento">
        {options.conditions.map((c) => (
          <label key={c.id} className={form.values.conditionId === c.id ? 'choice choice--on' : 'choice'}>
            <input
              type="radio"
              name="conditionId"
              value={c.id}
              checked={form.values.conditionId === c.id}
              onChange={() => void form.setValues({ conditionId: c.id, installments: '', thirdParty: false })}
            />
            {c.name}
          </label>
        ))}
      </div>
      {condition && paidInInstallments(condition.code) && !form.values.thirdParty && (
        <label className="field">
          <span className="field__label">Parcelas</span>
          <select name="installments" value={form.values.installments} onChange={form.handleChange}>
            <option value="">Escolha o número de parcelas</option>
            {condition.installments.map((i) => (
              <option key={i.quantity} value={i.quantity}>
                {installmentsLabel(options.totalCents, i.quantity)}
              </option>
            ))}
          </select>
        </label>
      )}
      {condition?.thirdPartyCheckout && (
        <label className="check">
          <input
            type="checkbox"
            name="thirdParty"
            checked={form.values.thirdParty}
            onChange={(e) => void form.setValues({ ...form.values, thirdParty: e.target.checked, installments: '' })}
          />
          Pagar pelo checkout externo (as parcelas são escolhidas lá)
        </label>
      )}
      <div className="payment__actions">
        <button type="submit" className="button" disabled={!form.values.conditionId || !form.dirty || state.busy}>
          Salvar condição
        </button>
        {selected && (
          <button type="button" className="link-button" disabled={state.busy} onClick={() => void vm.payment.remove()}>
            Remover condição
          </button>
        )}
      </div>
    </form>
  );
};

const BonusPanel = ({ vm, state }: { vm: OrderPageViewModel; state: LoadedOrderPage }) => {
  const view = state.view;
  const available = state.order.bonus.available;
  const usable = available.dentist + available.kol + available.patient > 0;
  if (!view.wallet && !view.kol && !view.refinement && !usable) return null;
  return (
    <div className="bonus">
      <h3>Saldo bonificado</h3>
      {view.wallet && <p>Carteira: {view.wallet}</p>}
      {view.kol && <p>Saldo KOL: {view.kol} (até 6 etapas por mês)</p>}
      {view.refinement && <p>{view.refinement}</p>}
      {usable && state.order.bonus.product === 'ALINHADORES' && (
        <button type="button" className="button" disabled={state.busy} onClick={() => vm.payment.openBalance()}>
          Usar saldo bonificado
        </button>
      )}
    </div>
  );
};

/** What the order waits on from the dentist, and the decisions open now. */
export const DecisionSection = ({ vm, state }: { vm: OrderPageViewModel; state: LoadedOrderPage }) => {
  const view = state.view;
  if (!view.decisionOpen) {
    return (
      <section className={view.awaitingFiles ? 'card order-section decision' : 'card order-section decision decision--closed'} aria-label="Situação do pedido">
        <h2>Situação do pedido</h2>
        <p>{view.explanation}</p>
        {view.awaitingFiles && <NewFilesPanel vm={vm} state={state} />}
        {view.payment && <p>Pagamento: {view.payment}</p>}
        {view.wallet && <p>Saldo da carteira: {view.wallet}</p>}
        {view.kol && <p>Saldo KOL: {view.kol}</p>}
        {view.canCancel && (
          <button type="button" className="button button--danger" disabled={state.busy} onClick={() => void vm.cancel()}>
            Cancelar pedido
          </button>
        )}
      </section>
    );
  }
  return (
    <section className="card order-section decision" aria-label="Aprovação do planejamento">
      <h2>Aprovação do planejamento</h2>
      <p>
        O planejamento atual está pronto. Veja o planejamento, escolha a condição de pagamento e aprove para seguir para a produção.
        {view.current && <strong> Total: {view.current.total}</strong>}
      </p>
      {view.approvalBlocker && (
        <p className="decision__blocker" role="status">
          {view.approvalBlocker}
        </p>
      )}
      {state.payment && <PaymentChooser vm={vm} state={state} options={state.payment} />}
      <BonusPanel vm={vm} state={state} />
      <div className="decision__actions">
        <button type="button" className="button button--primary" disabled={state.busy} onClick={() => void vm.approve()}>
          Aprovar planejamento
        </button>
        {view.canPreApprove && (
          <button type="button" className="button" disabled={state.busy} onClick={() => void vm.preApprove()}>
            Pré-aprovar
          </button>
        )}
        <button type="button" className="button" disabled={state.busy} onClick={() => void vm.reject()}>
          Reprovar
        </button>
        {view.canCancel && (
          <button type="button" className="button button--danger" disabled={state.busy} onClick={() => void vm.cancel()}>
            Cancelar pedido
          </button>
        )}
      </div>
    </section>
  );
};
