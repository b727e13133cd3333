import { useEffect } from 'react';
import { useObservableState } from 'observable-hooks';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { draftStepLabels } from '../../domain/order/draft-steps';
import { stepOfSlug, wizardPath } from '../../application/navigation/wizard-paths';
import { AddressBookViewModel } from '../../application/addresses/address-book.view-model';
import { newOrderViewModels } from '../../application/orders/new-order.view-model';
import { scanViewers } from '../../application/scans/scan-viewer.view-model';
import { useViewModel } from '../di/use-view-model';
import { useService } from '../di/container-context';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { PlusIcon } from '../widgets/icons';
import { StepIndicator } from './wizard/step-indicator';
import { CustomizeStep, ProductStep, ShippingStep } from './wizard/product-steps';
import { AttachmentsStep } from './wizard/attachments-step';
import { AddressStep } from './wizard/address-step';
import { QuizStep } from './wizard/quiz-step';
import { useAreas } from '../di/area';
import { newOrderArea } from '../composition/new-order.area';
import { usePageTitle } from '../widgets/page-title';
import { draftReview } from '../../application/orders/draft-review';

/** Links of earlier versions named the draft as `?draft=`. */
export const NewOrderPage = () => {
  usePageTitle('Novo pedido');
  useAreas(newOrderArea);
  const legacyDraft = useSearchParams()[0].get('draft');
  return legacyDraft ? <Navigate to={wizardPath(legacyDraft)} replace /> : <Wizard />;
};

/** /orders/new/{draft}/{step}: the seven steps of spec §2, each with its own address; without a step the draft resumes where it stopped. */
const Wizard = () => {
  const { draftId = null, step } = useParams();
  const wizard = useViewModel(newOrderViewModels);
  useEffect(() => void wizard.visit(draftId, stepOfSlug(step)), [wizard, draftId, step]);
  const state = useObservableState(wizard.state$);
  const book = useService(AddressBookViewModel);
  const viewers = useService(scanViewers);
  const addresses = useObservableState(book.state$, { loading: true, cards: [] });
  // The review names the addresses chosen: a draft opened straight on it has not read them yet.
  const onReview = state?.draft.step === 'QUIZ';
  useEffect(() => {
    if (onReview) void book.reload();
  }, [book, onReview]);
  if (!state || state.loading) return <LoadingWrapper visible>{null}</LoadingWrapper>;
  const { draft } = state;

  return (
    <section className="new-order">
      <div className="new-order__head">
        <Link to="/orders" className="link-button">
          ‹ Voltar aos pedidos
        </Link>
        <h1>Novo pedido{draft.patient ? ` · ${draft.patient.name}` : ''}</h1>
      </div>
      <StepIndicator current={draft.step} furthest={state.furthest} onGo={(step) => wizard.goTo(step)} />
      <div className="card new-order__card">
        <h2>{draftStepLabels[draft.step]}</h2>
        {draft.step === 'PATIENT' && (
          <>
            <p className="muted">
              {draft.patient
                ? `Paciente: ${draft.patient.name}.`
                : 'Escolha um paciente já cadastrado ou cadastre um novo. O rascunho do pedido fica salvo e aparece na sua lista de pedidos.'}
            </p>
            <button type="button" className="button" onClick={() => wizard.choosePatient()}>
              <PlusIcon /> {draft.patient ? 'Trocar paciente' : 'Selecionar paciente'}
            </button>
          </>
        )}
        {draft.step === 'PRODUCT' && <ProductStep draft={draft} wizard={wizard} />}
        {draft.step === 'CUSTOMIZE' && <CustomizeStep draft={draft} wizard={wizard} />}
        {draft.step === 'DATA_SHIPPING' && <ShippingStep draft={draft} wizard={wizard} />}
        {draft.step === 'ATTACHMENTS' && <AttachmentsStep draft={draft} wizard={wizard} uploads={state.uploads} slotErrors={state.slotErrors} viewers={viewers} />}
        {draft.step === 'ADDRESS' && <AddressStep draft={draft} wizard={wizard} book={book} />}
        {draft.step === 'QUIZ' && <QuizStep draft={draft} draftId={state.draftId} review={draftReview(draft, addresses.cards, state.expectedPrice)} />}
        {state.errors.length > 0 && (
          <ul className="step-errors" role="alert">
            {state.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        {import.meta.env.DEV && (
          <button type="button" className="link-button dev-autofill" onClick={() => wizard.autofill(addresses.cards.find((c) => c.address.isShipping)?.address)}>
            Preencher automaticamente (desenvolvimento)
          </button>
        )}
        <div className="wizard-actions">
          <button type="button" className="button" onClick={() => wizard.back()} disabled={draft.step === 'PATIENT'}>
            Voltar
          </button>
          <button type="button" className="button button--primary" onClick={() => void wizard.next()} disabled={state.saving || state.uploads.length > 0}>
            {draft.step === 'QUIZ' ? 'Enviar pedido' : 'Avançar'}
          </button>
        </div>
      </div>
    </section>
  );
};
