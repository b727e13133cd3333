import { useObservableState } from 'observable-hooks';
import type { BonusInfoProps } from '../../application/onboarding/bonus-info.view-model';
import { DialogTitle } from '../widgets/dialog-title';

/** The header's "Saldo bonificado": the dentist's own balances, then the rules. */
export const BonusInfoDialog = ({ props: { rules, balances$ }, close }: { props: BonusInfoProps; close: () => void }) => {
  const balances = useObservableState(balances$, { phase: 'loading' as const });
  return (
    <div className="dialog dialog--wide">
      <DialogTitle>{rules.title}</DialogTitle>
      <div className="bonus-balances" aria-busy={balances.phase === 'loading'}>
        {balances.phase === 'ready' && (
          <dl className="bonus-balances__list">
            {balances.lines.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {balances.phase === 'loading' && <p className="muted">Carregando o seu saldo…</p>}
        {balances.phase === 'failed' && <p role="alert">{balances.message}</p>}
      </div>
      <h3>{rules.rulesTitle}</h3>
      <ul className="bullet-list">
        {rules.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={close}>
          Entendi
        </button>
      </div>
    </div>
  );
};
