import { useMemo } from 'react';
import type { LedgerViewModel, LedgerState } from '../../application/payments/ledger.view-model';
import { asideLines, asidePaging, type StatementLine, statementTexts, statementView } from '../../application/payments/statement.view';

const Lines = ({ title, lines, confirm, busy }: { title: string; lines: readonly StatementLine[]; confirm?: (key: string) => void; busy?: boolean }) =>
  lines.length === 0 ? null : (
    <>
      <h3>{title}</h3>
      <ul className="statement__lines">
        {lines.map((l) => (
          <li key={l.key} className="statement__line">
            <span>{l.credit}</span>
            {l.charge && <span className="muted">→ {l.charge}</span>}
            {l.outcome && <strong>{l.outcome}</strong>}
            {confirm && (
              <button type="button" className="button" disabled={busy} onClick={() => confirm(l.key)}>
                {statementTexts.confirm}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );

/** The staff's bank statement: the OFX file sent, and what each of its credits did. */
export const StatementSection = ({ vm, state }: { vm: LedgerViewModel; state: LedgerState }) => {
  const view = useMemo(() => state.statement && statementView(state.statement), [state.statement]);
  const paging = state.aside && asidePaging(state.aside);
  return (
    <section className="statement" aria-label={statementTexts.title}>
      <h2>{statementTexts.title}</h2>
      <p className="muted">{statementTexts.intro}</p>
      <label className="button statement__file">
        {statementTexts.choose}
        <input
          type="file"
          accept=".ofx,application/x-ofx"
          className="visually-hidden"
          disabled={state.busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void file.text().then((text) => vm.importStatement(text));
          }}
        />
      </label>
      {view && (
        <div className="statement__result">
          <Lines title={statementTexts.toConfirm} lines={view.toConfirm} confirm={(key) => void vm.confirmGuess(key)} busy={state.busy} />
          <Lines title={statementTexts.recorded} lines={view.recorded} />
          <Lines title={statementTexts.settled} lines={view.settled} />
          <Lines title={statementTexts.unmatched} lines={view.unmatched} />
          {view.alreadyImported && <p className="muted">{view.alreadyImported}</p>}
          {view.repeated && <p className="muted">{view.repeated}</p>}
        </div>
      )}
      {state.aside && state.aside.items.length > 0 && (
        <div className="statement__aside" role="region" aria-label={statementTexts.asideTitle}>
          <Lines title={statementTexts.asideTitle} lines={asideLines(state.aside)} />
          <p className="muted">{statementTexts.asideIntro}</p>
          {paging && (
            <nav className="ledger__pages" aria-label="Páginas dos pagamentos a conferir">
              <button type="button" className="button" disabled={paging.page <= 1} onClick={() => void vm.goToAside(paging.page - 1)}>
                Anterior
              </button>
              <span>{paging.text}</span>
              <button type="button" className="button" disabled={paging.page >= paging.pages} onClick={() => void vm.goToAside(paging.page + 1)}>
                Próxima
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
};
