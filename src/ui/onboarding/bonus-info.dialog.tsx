import type { bonusRules } from '../../application/onboarding/bonus-info';
import { DialogTitle } from '../widgets/dialog-title';

export const BonusInfoDialog = ({ props, close }: { props: typeof bonusRules; close: () => void }) => (
  <div className="dialog dialog--wide">
    <DialogTitle>{props.title}</DialogTitle>
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
