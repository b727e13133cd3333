import { useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { type StatusTargetsModel, type TargetLine, statusTargetTexts } from '../../application/orders/status-targets';

/** "Metas por status" under the staff queue: whole days per status, read when opened. */
export const StatusTargetsSection = ({ model }: { model: StatusTargetsModel }) => {
  const lines = useObservableState(model.lines$);
  return (
    <details className="queue__details status-targets" onToggle={(e) => e.currentTarget.open && lines === undefined && void model.load()}>
      <summary>{statusTargetTexts.title}</summary>
      <p className="muted">{statusTargetTexts.intro}</p>
      {lines === undefined ? (
        <p className="muted">Carregando…</p>
      ) : (
        <ul className="status-targets__list">
          {lines.map((line) => (
            <TargetRow key={`${line.status}-${line.days}`} line={line} model={model} />
          ))}
        </ul>
      )}
    </details>
  );
};

const TargetRow = ({ line, model }: { line: TargetLine; model: StatusTargetsModel }) => {
  const [days, setDays] = useState(line.days);
  const id = `target-${line.status}`;
  return (
    <li className="status-targets__line">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void model.save(line.status, days);
        }}
      >
        <label htmlFor={id}>{line.label}</label>
        <input id={id} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} aria-describedby={`${id}-unit`} />
        <span id={`${id}-unit`} className="muted">
          dias
        </span>
        <button type="submit" className="button button--small" disabled={days === line.days}>
          Salvar
        </button>
      </form>
    </li>
  );
};
