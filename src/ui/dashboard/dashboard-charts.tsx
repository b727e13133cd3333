import { Fragment } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FigureTable } from '../../application/orders/dashboard';
import { chartHeights, countBarsData } from './chart-sizes';

// The dashboard's charts (issue 37): recharts, in a chunk of their own that the page loads after
// its tables. Each draws one table of the view model; the table itself is what a screen reader
// reads, so the charts keep out of the keyboard's way (no accessibility layer).

const palette = ['#0f5c63', '#d97706', '#2563eb', '#7c3aed', '#059669', '#dc2626', '#64748b', '#0891b2', '#a16207', '#be185d'];
/** The legend as words: a space between entries (recharts' own runs them together in the page's text). */
const legend = ({ payload }: { payload?: readonly { value?: unknown; color?: string }[] }) => (
  <ul className="chart-legend">
    {(payload ?? []).map((entry, i) => (
      <Fragment key={String(entry.value)}>
        {i > 0 && ' '}
        <li>
          <span className="chart-legend__swatch" style={{ background: entry.color }} /> {String(entry.value)}
        </li>
      </Fragment>
    ))}
  </ul>
);
const short = (label: string) => label.replace(/^Semana de /, '').slice(0, 5);

/** Bars of one count per row (orders per status): only the rows that have any. */
export const CountBars = ({ table }: { table: FigureTable }) => {
  const data = countBarsData(table);
  return (
    <ResponsiveContainer width="100%" height={chartHeights.countBars(table)}>
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={170} tick={{ fontSize: 12 }} />
        <Tooltip separator=": " />
        <Bar dataKey="value" name={table.columns[1]} fill={palette[0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
};

/** One line per numeric column over the weeks (stage flows, approvals and reviews). */
export const WeeklyLines = ({ table, columns }: { table: FigureTable; columns: readonly number[] }) => {
  const data = table.rows.map((r) => Object.fromEntries([['week', short(String(r[0]))], ...columns.map((c) => [table.columns[c]!, Number(r[c])])]));
  return (
    <ResponsiveContainer width="100%" height={chartHeights.weeklyLines}>
      <LineChart accessibilityLayer={false} data={data} margin={{ left: 0, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="week" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} width={36} />
        <Tooltip separator=": " />
        <Legend content={legend} />
        {columns.map((c, i) => (
          <Line key={c} type="linear" dataKey={table.columns[c]!} stroke={palette[i % palette.length]} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
};

/** The waits' median and 90th percentile, in days. */
export const SpanBars = ({ hours }: { hours: readonly { readonly label: string; readonly median: number | null; readonly p90: number | null }[] }) => {
  const data = hours.map((h) => ({ label: h.label, Mediana: h.median === null ? 0 : h.median / 24, '90%': h.p90 === null ? 0 : h.p90 / 24 }));
  return (
    <ResponsiveContainer width="100%" height={chartHeights.spanBars}>
      <BarChart accessibilityLayer={false} data={data} margin={{ left: 0, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
        <YAxis width={36} unit=" d" />
        <Tooltip separator=": " formatter={(v) => `${Number(v).toFixed(1).replace('.', ',')} dias`} />
        <Legend content={legend} />
        <Bar dataKey="Mediana" fill={palette[0]} isAnimationActive={false} />
        <Bar dataKey="90%" fill={palette[1]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
};
