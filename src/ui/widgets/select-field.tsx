import type { FormikProps } from 'formik';

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
  const error = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select name={name} value={String(form.values[name] ?? '')} onChange={form.handleChange} onBlur={form.handleBlur} aria-invalid={error ? true : undefined} disabled={disabled}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <span className="field__error">{error}</span>}
    </label>
  );
}
