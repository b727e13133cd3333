import { isLoadedStaffOrder } from '../../application/staff/staff-order.state';
import { useEffect } from 'react';
import { useObservableState } from 'observable-hooks';
import { Link, useParams } from 'react-router-dom';
import { staffOrderViewModels } from '../../application/staff/staff-order.view-model';
import { useViewModel } from '../di/use-view-model';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { MessagesSection } from '../order/messages-section';
import { OrderBand, orderScreen } from '../order/order-band';
import { AddressesSection, AttachmentsSection, FactsSection, TimelineSection } from '../order/order-facts';
import { StaffEditSection } from './staff-edit-section';
import { StaffPlanningsSection } from './staff-plannings-section';
import { StaffRecordSection } from './staff-record-section';
import { DentistClinicalPreferences } from '../../application/prescription/clinical-preferences.view-model';
import { AuditSection } from './audit-section';
import { StaffFileUpload } from './staff-file-upload';
import { useAreas } from '../di/area';
import { useService } from '../di/container-context';
import { staffArea } from '../composition/staff.area';
import { usePageTitle } from '../widgets/page-title';
import { ChargesSection } from '../payments/charges-section';

/** /attendant/orders/{id}: staff work one order. */
export const StaffOrderPage = () => {
  useAreas(staffArea);
  const { orderId = '' } = useParams();
  const vm = useViewModel(staffOrderViewModels, orderId);
  const preferences = useService(DentistClinicalPreferences);
  useEffect(() => {
    void vm.load();
    const following = vm.live.start();
    return () => {
      following.unsubscribe();
      vm.dispose();
    };
  }, [vm]);
  const state = useObservableState(vm.state$);
  usePageTitle(orderScreen(state));
  if (!state || state.phase === 'loading') return <LoadingWrapper visible>{null}</LoadingWrapper>;
  if (state.phase === 'not-found' || !isLoadedStaffOrder(state)) {
    return (
      <section className="card panel--centered">
        <h1>Pedido não encontrado</h1>
        <Link to="/attendant/orders" className="button button--primary">
          Voltar aos pedidos
        </Link>
      </section>
    );
  }
  const { order, view } = state;
  return (
    <section className="order-page order-page--staff">
      <OrderBand
        view={view}
        listPath="/attendant/orders"
        prescriptionPath={`/attendant/orders/${order.id}/prescription`}
        subtitle={`${order.patient.firstName} ${order.patient.lastName} · Dentista: ${order.dentist.name}`}
      />
      <div className="order-page__grid">
        <div className="order-page__main">
          <StaffEditSection vm={vm} state={state} />
          <StaffPlanningsSection plannings={vm.plannings} review={vm.planReview} tracker={vm.files.tracker} state={state} />
          {state.charges && state.charges.charges.length > 0 && <ChargesSection charges={state.charges} section={vm.charges} busy={state.busy} />}
          <MessagesSection
            messages={state.messages}
            types={order.messageTypes}
            send={(type, text) => vm.messages.send(type, text)}
            held={vm.messages.input}
            emptyText="Nenhuma mensagem ainda. Escreva para o dentista por aqui."
          />
          <AuditSection entries={order.audit} nameOf={(id) => state.employees.find((e) => e.id === id)?.name} />
        </div>
        <aside className="order-page__side">
          <TimelineSection view={view} />
          <FactsSection view={view} />
          <StaffRecordSection vm={vm} state={state} preferences={preferences} />
          <AddressesSection view={view} addresses={state.addresses} busy={state.busy} change={(kind, id) => void vm.addresses.change(kind, id)}>
            <button type="button" className="button button--small" onClick={() => vm.manageAddresses()}>
              Gerenciar endereços do dentista
            </button>
          </AddressesSection>
          <AttachmentsSection view={view} files={vm.files}>
            <StaffFileUpload files={vm.files} busy={state.busy} uploads={state.uploads} errors={state.slotErrors} />
          </AttachmentsSection>
        </aside>
      </div>
    </section>
  );
};
