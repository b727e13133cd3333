import type { FormikProps } from 'formik';
import type { HTMLInputTypeAttribute } from 'react';
import { FieldShell } from './field-shell';

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
  readonly readOnly?: boolean;
  readonly maxLength?: number;
}

/** A labelled input bound to a Formik form; its message shows once the field was touched. */
export function TextField<Values>({ form, name, label, type = 'text', autoComplete, inputMode, placeholder, format, disabled, readOnly, maxLength }: Props<Values>) {
  const error = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return (
    <FieldShell label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          value={String(form.values[name] ?? '')}
          onChange={format ? (e) => void form.setFieldValue(name, format(e.target.value)) : form.handleChange}
          onBlur={form.handleBlur}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={maxLength}
        />
      )}
    </FieldShell>
  );
}
