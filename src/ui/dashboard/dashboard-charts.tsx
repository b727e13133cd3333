import { useEffect, useMemo, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartType,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { FigureTable } from '../../application/orders/dashboard';
import { countBarsData } from './chart-sizes';

// The dashboard's charts: Chart.js on a canvas, in a chunk of their own that the page
// loads after its tables. Each draws one table of the view model; the table itself is what a
// screen reader reads, so the canvas is for the eyes only. Chart.js rather than an SVG library:
// recharts' evaluation and first chart were one 450 ms task on a phone.

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

const palette = ['#0f5c63', '#d97706', '#2563eb', '#7c3aed', '#059669', '#dc2626', '#64748b', '#0891b2', '#a16207', '#be185d'];
const short = (label: string) => label.replace(/^Semana de /, '').slice(0, 5);
/** A long status name on two lines, so a phone's narrow axis shows it whole. */
const twoLines = (label: string): string | string[] => {
  const words = label.split(' ');
  if (label.length <= 20 || words.length < 2) return label;
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')] as const);
  const longer = (s: readonly [string, string]) => Math.max(s[0].length, s[1].length);
  return [...splits.reduce((best, s) => (longer(s) < longer(best) ? s : best))];
};
const days = (value: number) => `${value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} dias`;

/** Drawn at once (no animation), in pt-BR numbers, filling the box the page kept for it. */
const common = {
  animation: false,
  responsive: true,
  maintainAspectRatio: false,
  locale: 'pt-BR',
  plugins: { legend: { position: 'bottom', labels: { boxWidth: 10, boxHeight: 10 } } },
} as const;

/** A canvas holding one chart, drawn again only when its numbers change. */
const ChartCanvas = <T extends ChartType>({ config }: { readonly config: ChartConfiguration<T> }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    Chart.defaults.font.family = getComputedStyle(canvas.current).fontFamily;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return <canvas ref={canvas} />;
};

/** Bars of one count per row (orders per status): only the rows that have any. */
export const CountBars = ({ table }: { table: FigureTable }) => {
  const config = useMemo((): ChartConfiguration<'bar'> => {
    const data = countBarsData(table);
    return {
      type: 'bar',
      data: { labels: data.map((d) => twoLines(d.label)), datasets: [{ label: table.columns[1], data: data.map((d) => d.value), backgroundColor: palette[0] }] },
      options: {
        ...common,
        indexAxis: 'y',
        plugins: { legend: { display: false } },
        scales: { x: { ticks: { precision: 0 } }, y: { ticks: { autoSkip: false, font: { size: 11, lineHeight: 1.1 } } } },
      },
    };
  }, [table]);
  return <ChartCanvas config={config} />;
};

/**
 * One line per numeric column over the weeks (stage flows, approvals and reviews); `paired`
 * columns come two by two (what entered a stage, what left it): one colour, the second dashed.
 */
export const WeeklyLines = ({ table, columns, paired = false }: { table: FigureTable; columns: readonly number[]; paired?: boolean }) => {
  const config = useMemo(
    (): ChartConfiguration<'line'> => ({
      type: 'line',
      data: {
        labels: table.rows.map((r) => short(String(r[0]))),
        datasets: columns.map((c, i) => {
          const colour = palette[(paired ? Math.floor(i / 2) : i) % palette.length];
          return {
            label: table.columns[c],
            data: table.rows.map((r) => Number(r[c])),
            borderColor: colour,
            backgroundColor: colour,
            borderDash: paired && i % 2 === 1 ? [6, 4] : [],
            pointRadius: 0,
            borderWidth: 2,
          };
        }),
      },
      options: { ...common, interaction: { mode: 'index', intersect: false }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    }),
    [table, columns, paired],
  );
  return <ChartCanvas config={config} />;
};

/** The waits' median and 90th percentile, in days. */
export const SpanBars = ({ hours }: { hours: readonly { readonly label: string; readonly median: number | null; readonly p90: number | null }[] }) => {
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: hours.map((h) => h.label),
        datasets: [
          { label: 'Mediana', data: hours.map((h) => (h.median === null ? 0 : h.median / 24)), backgroundColor: palette[0] },
          { label: '90%', data: hours.map((h) => (h.p90 === null ? 0 : h.p90 / 24)), backgroundColor: palette[1] },
        ],
      },
      options: {
        ...common,
        plugins: { ...common.plugins, tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${days(item.parsed.y ?? 0)}` } } },
        scales: { x: { ticks: { autoSkip: false, font: { size: 11 } } }, y: { beginAtZero: true, ticks: { callback: (v) => `${Number(v).toLocaleString('pt-BR')} d` } } },
      },
    }),
    [hours],
  );
  return <ChartCanvas config={config} />;
};
