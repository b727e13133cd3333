import { lazy, type ReactNode, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import * as E from 'fp-ts/Either';
import { useObservableState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { dashboardModels, type FigureTable } from '../../application/orders/dashboard';
import { useAreas } from '../di/area';
import { useViewModel } from '../di/use-view-model';
import { ordersArea } from '../composition/orders.area';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { usePageTitle } from '../widgets/page-title';
import { chartHeights } from './chart-sizes';

// The charts and Chart.js come after the tables, in a chunk of their own, each chart once its card nears the screen.
const CountBars = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.CountBars })));
const WeeklyLines = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.WeeklyLines })));
const SpanBars = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.SpanBars })));

// The numeric columns each weekly chart draws (entered and left per stage; approvals and reviews), one array each so a chart is not drawn again on every render.
const flowColumns = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const decisionColumns = [1, 2] as const;

/** "Painel": the operation at a glance for the staff, each chart with its table and CSV. */
export const DashboardPage = () => {
  usePageTitle('Painel');
  useAreas(ordersArea);
  const model = useViewModel(dashboardModels);
  const view = useObservableState(model.view$);
  return (
    <section className="dashboard">
      <h1>Painel</h1>
      <LoadingWrapper visible={view === undefined}>
        {view !== undefined &&
          (E.isLeft(view) ? (
            <p role="alert">{view.left}</p>
          ) : (
            <>
              <div className="dashboard__cards">
                <Link className="dashboard__card dashboard__card--late" to="/attendant/orders?late=true&sort=LONGEST_IN_STATUS">
                  <strong>{view.right.late}</strong> pedidos atrasados
                </Link>
                <Link className="dashboard__card" to="/attendant/orders?statuses=WAITING_FOR_APPROVAL&sort=LONGEST_IN_STATUS">
                  <strong>{view.right.waiting}</strong> aguardando aprovação do dentista
                </Link>
              </div>
              <Figure
                table={view.right.tables.byStatus}
                chart={{ height: chartHeights.countBars(view.right.tables.byStatus), draw: () => <CountBars table={view.right.tables.byStatus} /> }}
              />
              <Figure
                table={view.right.tables.flows}
                chart={{ height: chartHeights.weeklyLines, draw: () => <WeeklyLines table={view.right.tables.flows} columns={flowColumns} paired /> }}
              />
              <Figure table={view.right.tables.spans} chart={{ height: chartHeights.spanBars, draw: () => <SpanBars hours={view.right.spanHours} /> }} />
              <Figure
                table={view.right.tables.decisions}
                chart={{ height: chartHeights.weeklyLines, draw: () => <WeeklyLines table={view.right.tables.decisions} columns={decisionColumns} /> }}
              />
              <Figure table={view.right.tables.reasons} />
            </>
          ))}
      </LoadingWrapper>
    </section>
  );
};

/** A chart (drawn for the eyes only, in the room kept for it), its numbers as a table, and the CSV of them. */
const Figure = ({ table, chart }: { table: FigureTable; chart?: { readonly height: number; readonly draw: () => ReactNode } }) => (
  <section className="card dashboard__figure" aria-labelledby={`fig-${table.key}`}>
    <h2 id={`fig-${table.key}`}>{table.title}</h2>
    {chart && <ChartRoom height={chart.height} draw={chart.draw} />}
    <details className="dashboard__numbers" open={chart === undefined || undefined}>
      <summary>Ver os números</summary>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{table.title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length}>Nenhum registro encontrado.</td>
              </tr>
            ) : (
              table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </details>
    <a className="button button--small" href={`data:text/csv;charset=utf-8,${encodeURIComponent(table.csv)}`} download={table.fileName}>
      Baixar CSV
    </a>
  </section>
);

/** The chart's box, its height kept from the start; the chart is drawn once the box comes near the screen. */
const ChartRoom = ({ height, draw }: { readonly height: number; readonly draw: () => ReactNode }) => {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px 0px' });
  return (
    <div ref={ref} className="dashboard__chart" style={{ height }} aria-hidden="true">
      {inView && <Suspense fallback={null}>{draw()}</Suspense>}
    </div>
  );
};
