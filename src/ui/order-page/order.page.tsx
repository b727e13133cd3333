import { isLoadedOrderPage } from '../../application/order-page/order-page.state';
import { useEffect } from 'react';
import { useObservableState } from 'observable-hooks';
import { Link, useParams } from 'react-router-dom';
import { orderPageViewModels } from '../../application/order-page/order-page.view-model';
import { useViewModel } from '../di/use-view-model';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { PlanningsSection } from './plannings-section';
import { DecisionSection } from './decision-section';
import { MessagesSection } from '../order/messages-section';
import { OrderBand, orderScreen } from '../order/order-band';
import { AddressesSection, AttachmentsSection, FactsSection, TimelineSection } from '../order/order-facts';
import { useAreas } from '../di/area';
import { orderPageArea } from '../composition/order-page.area';
import { usePageTitle } from '../widgets/page-title';
import { ModelDeliverySection } from './model-delivery-section';
import { ChargesSection } from '../payments/charges-section';

/** /orders/{id}: the dentist follows a sent order and decides on its planning. */
export const OrderPage = () => {
  useAreas(orderPageArea);
  const { orderId = '' } = useParams();
  const vm = useViewModel(orderPageViewModels, orderId);
  useEffect(() => {
    void vm.load();
    const following = vm.live.start();
    return () => following.unsubscribe();
  }, [vm]);
  const state = useObservableState(vm.state$);
  usePageTitle(orderScreen(state));
  if (!state || state.phase === 'loading') return <LoadingWrapper visible>{null}</LoadingWrapper>;
  if (state.phase === 'not-found' || !isLoadedOrderPage(state)) {
    return (
      <section className="order-page order-page--missing">
        <div className="card panel--centered">
          <h1>Pedido não encontrado</h1>
          <p className="muted">Confira o endereço ou volte para a lista de pedidos.</p>
          <Link to="/orders" className="button button--primary">
            Ver meus pedidos
          </Link>
        </div>
      </section>
    );
  }
  const { view, order } = state;
  return (
    <section className="order-page">
      <OrderBand view={view} listPath="/orders" prescriptionPath={`/orders/${order.id}/prescription`} subtitle={`${order.patient.firstName} ${order.patient.lastName}`} />
      <div className="order-page__grid">
        <div className="order-page__main">
          <DecisionSection vm={vm} state={state} />
          {state.charges && state.charges.charges.length > 0 && <ChargesSection charges={state.charges} section={vm.charges} busy={state.busy} />}
          <PlanningsSection vm={vm} state={state} />
          <MessagesSection
            messages={state.messages}
            types={order.messageTypes}
            send={(type, text) => vm.messages.send(type, text)}
            held={vm.messages.input}
            emptyText="Nenhuma mensagem ainda. Escreva para a nossa equipe se tiver alguma dúvida."
          />
        </div>
        <aside className="order-page__side">
          <TimelineSection view={view} />
          <FactsSection view={view} />
          {view.modelDelivery && (
            <ModelDeliverySection delivery={view.modelDelivery} busy={state.busy} post={(code) => vm.postModels(code)} copy={() => void vm.copyModelsAddress()} />
          )}
          <AddressesSection view={view} addresses={state.addresses} busy={state.busy} change={(kind, id) => void vm.addresses.change(kind, id)} />
          <AttachmentsSection view={view} files={vm.files} />
        </aside>
      </div>
    </section>
  );
};
