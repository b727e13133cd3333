import { useObservableState } from 'observable-hooks';
import type { BalanceDialogViewModel } from '../../application/order/balance-dialog.view-model';
import { DialogTitle } from '../widgets/dialog-title';

/** balance: how many steps each balance pays for in the current planning. */
export const BalanceDialog = ({ props: model, close }: { props: BalanceDialogViewModel; close: () => void }) => {
  const state = useObservableState(model.state$);
  if (!state) return null;
  return (
    <div className="dialog dialog--form">
      <DialogTitle>Usar saldo bonificado</DialogTitle>
      <p className="muted">O planejamento atual tem {model.totalSteps} etapas. Escolha quantas etapas cada saldo vai pagar.</p>
      {state.forGood && <p className="balance__warning">{state.forGood}</p>}
      {model.alreadyLost && <p className="muted">{model.alreadyLost}</p>}
      {model.selectors.map((s) => (
        <label key={s.field} className="field">
          <span className="field__label">{s.label}</span>
          <select value={state.selection[s.field]} onChange={(e) => model.change(s.field, Number(e.target.value))}>
            {s.options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ))}
      {state.error && (
        <p className="field__error" role="alert">
          {state.error}
        </p>
      )}
      <p className="balance__totals" aria-live="polite">
        Total do planejamento: {state.totals.before === state.totals.after ? state.totals.after : `${state.totals.before} → ${state.totals.after}`}
      </p>
      {state.comparison && !state.confirming && <p className="balance__comparison">{state.comparison}</p>}
      {state.confirming ? (
        <>
          <p className="balance__question" role="alert">
            {state.discountLoss}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => model.reconsider()}>
              Voltar
            </button>
            <button type="button" className="button button--primary" disabled={state.saving} onClick={() => void model.apply()}>
              Usar o saldo mesmo assim
            </button>
          </div>
        </>
      ) : (
        <div className="dialog__actions">
          <button type="button" className="button" onClick={close}>
            Cancelar
          </button>
          <button type="button" className="button button--primary" disabled={state.saving} onClick={() => void model.apply()}>
            Aplicar saldo
          </button>
        </div>
      )}
    </div>
  );
};
