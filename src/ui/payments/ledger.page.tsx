import { useEffect } from 'react';
import { useObservableState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { ledgerViewModels } from '../../application/payments/ledger.view-model';
import { ledgerFilters, ledgerTexts } from '../../application/payments/ledger.view';
import type { LedgerScope } from '../../application/ports/ledger-gateway';
import { useAreas } from '../di/area';
import { useViewModel } from '../di/use-view-model';
import { paymentsArea } from '../composition/payments.area';
import { usePageTitle } from '../widgets/page-title';
import '../styles/finance.css';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { StatementSection } from './statement-section';

const orderPath = { own: '/orders', all: '/attendant/orders' } as const satisfies Record<LedgerScope, string>;

/** "Financeiro": the dentist's charges of every order, or every dentist's for the staff. */
export const LedgerPage = ({ scope }: { scope: LedgerScope }) => {
  usePageTitle(ledgerTexts.title);
  useAreas(paymentsArea);
  const vm = useViewModel(ledgerViewModels, scope);
  useEffect(() => {
    void vm.load();
    const following = vm.follow();
    return () => following.unsubscribe();
  }, [vm]);
  const state = useObservableState(vm.state$);
  if (!state || state.phase === 'loading') return <LoadingWrapper visible>{null}</LoadingWrapper>;
  const staff = scope === 'all';
  return (
    <section className="card ledger">
      <h1>{ledgerTexts.title}</h1>
      <p className="muted">{staff ? ledgerTexts.staffIntro : ledgerTexts.dentistIntro}</p>
      {state.sums && (
        <dl className="ledger__sums">
          <div className="ledger__sum ledger__sum--overdue">
            <dt>Vencido</dt>
            <dd>{state.sums.overdue}</dd>
          </div>
          <div className="ledger__sum">
            <dt>Em aberto</dt>
            <dd>{state.sums.open}</dd>
          </div>
          <div className="ledger__sum">
            <dt>Pago</dt>
            <dd>{state.sums.paid}</dd>
          </div>
        </dl>
      )}
      <div className="ledger__tools">
        <div className="chips" role="group" aria-label="Situação">
          {ledgerFilters.map((f) => (
            <button
              key={f.label}
              type="button"
              className={state.status === f.value ? 'chip chip--on' : 'chip'}
              aria-pressed={state.status === f.value}
              onClick={() => void vm.filter(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        {vm.csvUrl && (
          <a className="button" href={vm.csvUrl} download>
            {ledgerTexts.export}
          </a>
        )}
      </div>
      {state.error && <p role="alert">{state.error}</p>}
      {state.lines.length === 0 ? (
        <p className="muted">{ledgerTexts.empty}</p>
      ) : (
        <table className="table ledger__table" aria-label="Cobranças">
          <thead>
            <tr>
              <th>Pedido</th>
              {staff && <th>Dentista</th>}
              <th>Cobrança</th>
              <th>Vencimento</th>
              <th>Situação</th>
              <th className="table__num">Valor</th>
            </tr>
          </thead>
          <tbody>
            {state.lines.map((l) => (
              <tr key={l.id}>
                <td className="col-primary">
                  <Link to={`${orderPath[scope]}/${l.orderId}`}>{l.order}</Link>
                  <span className="muted"> · {l.patient}</span>
                </td>
                {staff && <td data-label="Dentista">{l.dentist}</td>}
                <td data-label="Cobrança">
                  {l.charge} · {l.method}
                </td>
                <td data-label="Vencimento">{l.due}</td>
                <td className="col-status">
                  <span className={`charge-status charge-status--${l.status.toLowerCase()}`}>{l.statusLabel}</span>
                  {l.refundDue && <span className="charge-status charge-status--vencida">{ledgerTexts.refundDue}</span>}
                </td>
                <td data-label="Valor" className="table__num">
                  {l.amount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {state.pages > 1 && (
        <nav className="ledger__pages" aria-label="Páginas">
          <button type="button" className="button" disabled={state.page <= 1} onClick={() => void vm.goTo(state.page - 1)}>
            Anterior
          </button>
          <span>
            Página {state.page} de {state.pages} · {state.total} cobranças
          </span>
          <button type="button" className="button" disabled={state.page >= state.pages} onClick={() => void vm.goTo(state.page + 1)}>
            Próxima
          </button>
        </nav>
      )}
      {staff && <StatementSection vm={vm} state={state} />}
    </section>
  );
};
