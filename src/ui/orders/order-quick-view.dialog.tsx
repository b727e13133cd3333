import type { OrderRow } from '../../application/orders/order-row';
import { StatusBadge } from './status-badge';

interface Props {
  readonly row: OrderRow;
  readonly showDentist: boolean;
}

export const OrderQuickViewDialog = ({ props: { row, showDentist }, close }: { props: Props; close: () => void }) => (
  <div className="dialog dialog--wide">
    <h2 className="dialog__title">Pedido {row.caseNumber === '—' ? '(rascunho)' : `nº ${row.caseNumber}`}</h2>
    <dl className="details">
      <dt>Paciente</dt>
      <dd>{row.patientName}</dd>
      {showDentist && (
        <>
          <dt>Dentista</dt>
          <dd>{row.dentistName}</dd>
        </>
      )}
      <dt>Produto</dt>
      <dd>{row.product}</dd>
      <dt>Tipo de caso</dt>
      <dd>{row.caseType}</dd>
      <dt>Arcadas</dt>
      <dd>{row.arcades}</dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={row.status} label={row.statusLabel} />
      </dd>
      <dt>Criado em</dt>
      <dd>{row.createdAt}</dd>
    </dl>
    <div className="dialog__actions">
      <button type="button" className="button button--primary" onClick={close}>
        Fechar
      </button>
    </div>
  </div>
);
