import { lazy, Suspense, useState } from 'react';
import * as E from 'fp-ts/Either';
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

// The calendar and date-fns (20 KB gzip) come when the calendar is first opened.
const DateCalendar = lazy(() => import('./date-calendar').then((m) => ({ default: m.DateCalendar })));

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
        <input
          id={name}
          name={name}
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          value={value}
          onChange={(e) => onChange(applyMask('00/00/0000', e.target.value))}
          aria-describedby={error ? `${name}-error` : undefined}
        />
        <button type="button" className="button button--small" aria-expanded={open} onClick={() => setOpen(!open)}>
          Calendário
        </button>
      </div>
      {open && (
        <Suspense fallback={<p className="date-field__loading">Carregando o calendário…</p>}>
          <DateCalendar
            selected={selected}
            onPick={(d) => {
              if (d) onChange(toText(d));
              setOpen(false);
            }}
          />
        </Suspense>
      )}
      {error && (
        <span id={`${name}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
};
