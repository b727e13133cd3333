import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

// Spec §2: the calendar goes back to year 1.
const firstMonth = (() => {
  const d = new Date(2000, 0, 1);
  d.setFullYear(1);
  return d;
})();

/** The pt-BR calendar of a date field: loaded when first opened, with date-fns under it. */
export const DateCalendar = ({ selected, onPick }: { readonly selected: Date | undefined; readonly onPick: (date: Date | undefined) => void }) => (
  <DayPicker
    mode="single"
    locale={ptBR}
    captionLayout="dropdown"
    startMonth={firstMonth}
    endMonth={new Date(2100, 11)}
    defaultMonth={selected ?? new Date()}
    selected={selected}
    onSelect={onPick}
  />
);
