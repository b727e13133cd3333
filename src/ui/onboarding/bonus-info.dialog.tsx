import type { bonusRules } from '../../application/onboarding/bonus-info';

export const BonusInfoDialog = ({ props, close }: { props: typeof bonusRules; close: () => void }) => (
  <div className="dialog dialog--wide">
    <h2 className="dialog__title">{props.title}</h2>
    <ul className="bullet-list">
      {props.items.map((item) => (
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
