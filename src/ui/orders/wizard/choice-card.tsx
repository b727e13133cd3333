import type { ReactNode } from 'react';

/** A big selectable card: products, case types, arcades, shipping methods. */
export const ChoiceCard = ({
  selected,
  onSelect,
  title,
  description,
  icon,
  role = 'radio',
}: {
  selected: boolean;
  onSelect: () => void;
  title: string;
  description?: string;
  icon?: ReactNode;
  role?: 'radio' | 'checkbox';
}) => (
  <button type="button" role={role} aria-checked={selected} className={selected ? 'choice choice--on' : 'choice'} onClick={onSelect}>
    {icon && <span className="choice__icon">{icon}</span>}
    <span className="choice__title">{title}</span>
    {description && <span className="choice__text">{description}</span>}
  </button>
);
