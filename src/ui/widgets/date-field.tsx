import { useState } from 'react';
import * as E from 'fp-ts/Either';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { brDateToIso, isoDateToBr } from '../../domain/format/date';
import { applyMask } from '../../domain/format/mask';

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const toText = (d: Date) => isoDateToBr(`${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
const toDate = (text: string): Date | undefined => {
  const iso = brDateToIso(text);
  if (E.isLeft(iso)) return undefined;
  const [y, m, d] = iso.right.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  date.setFullYear(y);
  return date;
};

// Spec §2: the calendar goes back to year 1.
const firstMonth = (() => {
  const d = new Date(2000, 0, 1);
  d.setFullYear(1);
  return d;
})();

/** Spec §2 calendar/date picker: typed as dd/MM/yyyy or picked on a pt-BR calendar. */
export const DateField = ({ label, name, value, error, onChange }: { label: string; name: string; value: string; error: string | undefined; onChange: (text: string) => void }) => {
  const [open, setOpen] = useState(false);
  const selected = toDate(value);
  return (
    <div className="field date-field">
      <label className="field__label" htmlFor={name}>
        {label}
      </label>
      <div className="date-field__row">
        <input id={name} name={name} inputMode="numeric" placeholder="dd/mm/aaaa" value={value} onChange={(e) => onChange(applyMask('00/00/0000', e.target.value))} aria-describedby={error ? `${name}-error` : undefined} />
        <button type="button" className="button button--small" aria-expanded={open} onClick={() => setOpen(!open)}>
          Calendário
        </button>
      </div>
      {open && (
        <DayPicker
          mode="single"
          locale={ptBR}
          captionLayout="dropdown"
          startMonth={firstMonth}
          endMonth={new Date(2100, 11)}
          defaultMonth={selected ?? new Date()}
          selected={selected}
          onSelect={(d) => {
            if (d) onChange(toText(d));
            setOpen(false);
          }}
        />
      )}
      {error && (
        <span id={`${name}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
};
