import type { FigureTable } from '../../application/orders/dashboard';

/**
 * What each chart draws and how tall, known before Chart.js arrives: the page reserves the room,
 * so nothing under a chart moves when it is drawn.
 */
export const countBarsData = (table: FigureTable) => table.rows.filter((r) => Number(r[1]) > 0).map((r) => ({ label: String(r[0]), value: Number(r[1]) }));

export const chartHeights = {
  countBars: (table: FigureTable) => Math.max(160, countBarsData(table).length * 32),
  weeklyLines: 260,
  spanBars: 220,
} as const;
