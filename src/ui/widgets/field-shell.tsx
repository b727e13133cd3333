import { type ReactNode, useId } from 'react';
import { lengthCounter, lengthProblem } from '../../domain/shared/text-limits';
import { LengthCounter } from './length-counter';

/** What a control inside a field needs: its id, and the id of its message when there is one. */
export interface FieldControl {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** A text's limit and what is typed: the field counts near the limit and says so past it, as the person types. */
export interface FieldLimit {
  readonly text: string;
  readonly max: number;
}

/** A label, the control, and its message below, described to screen readers. */
export const FieldShell = ({
  label,
  error,
  limit,
  className,
  children,
}: {
  label: ReactNode;
  error: string | undefined;
  limit?: FieldLimit | undefined;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) => {
  const id = useId();
  // Past its limit a field says so at once, whether or not it was touched: nothing typed is cut.
  const message = (limit && lengthProblem(limit.text, limit.max)) ?? error;
  const counter = limit && lengthCounter(limit.text, limit.max);
  const describedBy = [message && `${id}-error`, counter && `${id}-counter`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy })}
      {limit && <LengthCounter text={limit.text} max={limit.max} id={`${id}-counter`} />}
      {message && (
        <span className="field__error" id={`${id}-error`}>
          {message}
        </span>
      )}
    </div>
  );
};
