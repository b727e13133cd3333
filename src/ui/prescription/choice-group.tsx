interface Option<V extends string> {
  readonly value: V;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Radio buttons in a fieldset, its message below. */
export function ChoiceGroup<V extends string>({
  name,
  label,
  options,
  value,
  onChange,
  disabled,
  error,
}: {
  name: string;
  label: string;
  options: readonly Option<V>[];
  value: V | null;
  onChange: (v: V) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  return (
    <fieldset className="choice-group" disabled={disabled} aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      <div className="choice-group__options">
        {options.map((o) => (
          <label key={o.value} className={value === o.value ? 'pill pill--on' : 'pill'}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} disabled={o.disabled} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error && <span className="field__error">{error}</span>}
    </fieldset>
  );
}
