import type { OrderQuickViewProps } from '../../application/orders/order-quick-view';
import { StatusBadge } from './status-badge';
import { DialogTitle } from '../widgets/dialog-title';
import { useEffect } from 'react';
import { staffOrderPageChunk, orderPageChunk } from '../page-chunks';

export const OrderQuickViewDialog = ({ props: { row, showDentist, openPrescription, openOrder }, close }: { props: OrderQuickViewProps; close: () => void }) => {
  // The order page's code starts loading now: "Abrir pedido" then waits for the order only.
  useEffect(() => {
    if (openOrder) void (showDentist ? staffOrderPageChunk() : orderPageChunk());
  }, [openOrder, showDentist]);
  return (
    <div className="dialog dialog--wide">
      <DialogTitle>Pedido {row.caseNumber === '—' ? '(rascunho)' : `nº ${row.caseNumber}`}</DialogTitle>
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
        {openPrescription && (
          <button type="button" className="button" onClick={openPrescription}>
            Ficha de prescrição
          </button>
        )}
        <button type="button" className={openOrder ? 'button' : 'button button--primary'} onClick={close}>
          Fechar
        </button>
        {openOrder && (
          <button type="button" className="button button--primary" onClick={openOrder}>
            Abrir pedido
          </button>
        )}
      </div>
    </div>
  );
};
