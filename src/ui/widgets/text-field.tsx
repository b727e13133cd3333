import type { FormikProps } from 'formik';
import { type HTMLInputTypeAttribute, useId } from 'react';

interface Props<Values> {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  readonly placeholder?: string;
  /** Rewrites what is typed, e.g. a mask; the form keeps the result. */
  readonly format?: (text: string) => string;
  readonly disabled?: boolean;
  readonly maxLength?: number;
}

/** A labelled input bound to a Formik form; its message, once touched, is described to screen readers. */
export function TextField<Values>({ form, name, label, type = 'text', autoComplete, inputMode, placeholder, format, disabled, maxLength }: Props<Values>) {
  const id = useId();
  const error = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        value={String(form.values[name] ?? '')}
        onChange={format ? (e) => void form.setFieldValue(name, format(e.target.value)) : form.handleChange}
        onBlur={form.handleBlur}
        disabled={disabled}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
