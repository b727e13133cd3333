import type { FormikProps } from 'formik';
import type { HTMLInputTypeAttribute } from 'react';
import { FieldShell } from './field-shell';

interface PlainProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
  readonly name?: string;
  /** A textarea of this many rows instead of a one-line input. */
  readonly rows?: number;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'url' | 'decimal';
  /** Phones' keyboards: "characters" starts every letter upper-case (an alphanumeric CNPJ). */
  readonly autoCapitalize?: 'none' | 'characters';
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly autoFocus?: boolean;
  /** The field's limit (`textLimits`): counted near it, refused past it with the field's own message, never cut. */
  readonly max?: number;
  readonly className?: string;
}

/** A labelled text input or textarea on a value and its setter, with its message below. */
export const PlainTextField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  rows,
  type = 'text',
  autoComplete,
  inputMode,
  autoCapitalize,
  placeholder,
  disabled,
  readOnly,
  autoFocus,
  max,
  className,
}: PlainProps) => (
  <FieldShell label={label} error={error} limit={max === undefined ? undefined : { text: value, max }} {...(className ? { className } : {})}>
    {(control) =>
      rows === undefined ? (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          readOnly={readOnly}
          autoFocus={autoFocus}
        />
      ) : (
        <textarea
          {...control}
          name={name}
          rows={rows}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          readOnly={readOnly}
          autoFocus={autoFocus}
        />
      )
    }
  </FieldShell>
);

interface Props<Values> extends Omit<PlainProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  /** Rewrites what is typed, e.g. a mask; the form keeps the result. */
  readonly format?: (text: string) => string;
  /** Shows the message before the field is touched (once the form was sent, say). */
  readonly showError?: boolean;
}

/** A labelled input bound to a Formik form; its message shows once the field was touched. */
export function TextField<Values>({ form, name, format, showError, ...rest }: Props<Values>) {
  const error = showError || form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return (
    <PlainTextField
      {...rest}
      name={name}
      value={String(form.values[name] ?? '')}
      onChange={(text) => void form.setFieldValue(name, format ? format(text) : text)}
      onBlur={() => void form.setFieldTouched(name, true)}
      error={error}
    />
  );
}
