import type { FormikProps } from 'formik';
import { useId } from 'react';

interface Props<Values> {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly placeholder?: string;
  readonly disabled?: boolean;
}

/** A labelled select bound to a Formik form. */
export function SelectField<Values>({ form, name, label, options, placeholder = 'Selecione', disabled }: Props<Values>) {
  const id = useId();
  const error = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
