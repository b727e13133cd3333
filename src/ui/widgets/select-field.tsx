import type { FormikProps } from 'formik';
import { FieldShell } from './field-shell';

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
    <FieldShell label={label} error={error}>
      {(control) => (
        <select {...control} name={name} value={String(form.values[name] ?? '')} onChange={form.handleChange} onBlur={form.handleBlur} disabled={disabled}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
