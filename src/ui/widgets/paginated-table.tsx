import type { ReactNode } from 'react';

export interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly className?: string;
  /** A column the list can be ordered by, largest first: whether it is, and the click that turns it on or off. */
  readonly sort?: { readonly descending: boolean; readonly toggle: () => void };
}

interface Props<Row> {
  readonly caption: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly actions: (row: Row) => ReactNode;
  readonly page: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPage: (page: number) => void;
  readonly busy?: boolean;
  /** "Página N de M" and how many rows in all, for lists that tell it (the staff queues). */
  readonly of?: { readonly pages: number; readonly total: number; readonly noun: readonly [string, string] };
}

/** Spec §2 table: an Ações column, 'Página N' with previous/next, and 'Nenhum registro encontrado.' */
export function PaginatedTable<Row>(p: Props<Row>) {
  // The rows are on their way for the first time: no "none found", no paging yet.
  const firstLoad = p.busy === true && p.rows.length === 0;
  return (
    <div className="table-wrap" aria-busy={p.busy || undefined}>
      <table className="table">
        <caption className="visually-hidden">{p.caption}</caption>
        <thead>
          <tr>
            {p.columns.map((c) => (
              <th key={c.header} scope="col" className={c.className} aria-sort={c.sort ? (c.sort.descending ? 'descending' : 'none') : undefined}>
                {c.sort ? (
                  <button type="button" className="table__sort" onClick={c.sort.toggle}>
                    {c.header}
                    <span aria-hidden="true">{c.sort.descending ? ' ▼' : ' ↕'}</span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
            <th scope="col" className="table__actions">
              Ações
            </th>
          </tr>
        </thead>
        <tbody>
          {firstLoad ? null : p.rows.length === 0 ? (
            <tr>
              <td colSpan={p.columns.length + 1} className="table__empty">
                Nenhum registro encontrado.
              </td>
            </tr>
          ) : (
            p.rows.map((row) => (
              <tr key={p.rowKey(row)}>
                {p.columns.map((c) => (
                  <td key={c.header} data-label={c.header} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))}
                <td className="table__actions">{p.actions(row)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {/* Drawn with the first rows, never above an empty table that they would push down. */}
      {!firstLoad && (
        <div className="pagination">
          <button type="button" className="button button--small" disabled={!p.hasPrevious} onClick={() => p.onPage(p.page - 1)} aria-label="Página anterior">
            ‹ Anterior
          </button>
          <span className="pagination__page" aria-live="polite">
            {p.of ? `Página ${p.page} de ${p.of.pages} · ${p.of.total} ${p.of.total === 1 ? p.of.noun[0] : p.of.noun[1]}` : `Página ${p.page}`}
          </span>
          <button type="button" className="button button--small" disabled={!p.hasNext} onClick={() => p.onPage(p.page + 1)} aria-label="Próxima página">
            Próxima ›
          </button>
        </div>
      )}
    </div>
  );
}
