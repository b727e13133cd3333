import { Link } from 'react-router-dom';
import type { OrderPageView } from '../../application/order/order.view';
import { StatusBadge } from '../orders/status-badge';

/** The tab's name for an order page: its number once loaded, never the patient's name. */
export const orderScreen = (state: { readonly phase: 'loading' | 'ready' | 'not-found'; readonly view: { readonly title: string } | undefined } | undefined): string =>
  !state || state.phase === 'loading' ? 'Pedido' : state.phase === 'not-found' || !state.view ? 'Pedido não encontrado' : state.view.title;

/** The top of an order page: back to the list, the order's number and status, who it is for. */
export const OrderBand = ({ view, listPath, subtitle, prescriptionPath }: { view: OrderPageView; listPath: string; subtitle: string; prescriptionPath: string }) => (
  <header className="order-page__band">
    <Link to={listPath} className="link-button">
      ‹ Voltar aos pedidos
    </Link>
    <div className="order-page__title">
      <h1>{view.title}</h1>
      <StatusBadge status={view.statusCode} label={view.status} />
    </div>
    <p className="muted">{subtitle}</p>
    {view.hasPrescription && (
      <Link to={prescriptionPath} className="button button--small order-page__prescription">
        Ficha de prescrição
      </Link>
    )}
  </header>
);
