import { Link } from 'react-router-dom';
import { PatientPicker } from '../../application/onboarding/patient-picker';
import { NewOrderStart } from '../../application/onboarding/new-order-start';
import { useService } from '../di/container-context';
import { PlusIcon } from '../widgets/icons';

// Spec §2: the seven steps of an order, in order.
const steps = ['Paciente', 'Produto', 'Personalizar', 'Envio dos modelos', 'Anexos', 'Endereço', 'Ficha'];

/** /orders/new: the order starts with its patient; the draft is kept on the server from there. */
export const NewOrderPage = () => {
  const picker = useService(PatientPicker);
  const start = useService(NewOrderStart);
  return (
    <section className="new-order">
      <div className="new-order__head">
        <Link to="/orders" className="link-button">
          ‹ Voltar aos pedidos
        </Link>
        <h1>Novo pedido</h1>
      </div>
      <ol className="steps" aria-label="Etapas do pedido">
        {steps.map((step, i) => (
          <li key={step} className={i === 0 ? 'steps__step steps__step--current' : 'steps__step'} aria-current={i === 0 ? 'step' : undefined}>
            <span className="steps__number">{i + 1}</span>
            <span className="steps__label">{step}</span>
          </li>
        ))}
      </ol>
      <div className="card new-order__card">
        <h2>Para quem é o pedido?</h2>
        <p className="muted">Escolha um paciente já cadastrado ou cadastre um novo. O rascunho do pedido fica salvo e aparece na sua lista de pedidos.</p>
        <button type="button" className="button button--primary" onClick={() => picker.open((patient) => void start.start(patient))}>
          <PlusIcon /> Selecionar paciente
        </button>
      </div>
    </section>
  );
};
