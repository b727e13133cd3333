import { type ReactNode, useId } from 'react';

/** What a control inside a field needs: its id, and the id of its message when there is one. */
export interface FieldControl {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** A label, the control, and its message below, described to screen readers. */
export const FieldShell = ({ label, error, children }: { label: ReactNode; error: string | undefined; children: (control: FieldControl) => ReactNode }) => {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
};
