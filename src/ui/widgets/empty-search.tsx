import { SearchIcon } from './icons';

/** Shown when a search or filter finds nothing. */
export const EmptySearch = ({ onClear }: { onClear: () => void }) => (
  <div className="empty-search" role="status">
    <span className="empty-search__icon">
      <SearchIcon />
    </span>
    <h2>Nenhum registro encontrado</h2>
    <p>Verifique se o termo buscado está correto ou ajuste os filtros aplicados.</p>
    <button type="button" className="button button--primary" onClick={onClear}>
      Limpar busca
    </button>
  </div>
);
