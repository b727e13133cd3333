import type { FormikProps } from 'formik';
import type { HTMLInputTypeAttribute } from 'react';

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

/** A labelled input bound to a Formik form, with its message once the field was touched. */
export function TextField<Values>({ form, name, label, type = 'text', autoComplete, inputMode, placeholder, format, disabled, maxLength }: Props<Values>) {
  const touched = form.touched[name];
  const error = touched ? (form.errors[name] as string | undefined) : undefined;
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        value={String(form.values[name] ?? '')}
        onChange={format ? (e) => void form.setFieldValue(name, format(e.target.value)) : form.handleChange}
        disabled={disabled}
        maxLength={maxLength}
        onBlur={form.handleBlur}
        aria-invalid={error ? true : undefined}
      />
      {error && <span className="field__error">{error}</span>}
    </label>
  );
}
