import { useFormik } from 'formik';
import { type ModelDeliveryView, trackingFormErrors } from '../../application/order/order.view';
import { textLimits } from '../../domain/shared/text-limits';
import { TextField } from '../widgets/text-field';

/** Models sent by post: where to send them, a copy of the address, and the tracking code once posted. */
export const ModelDeliverySection = ({
  delivery,
  busy,
  post,
  copy,
}: {
  delivery: ModelDeliveryView;
  busy: boolean;
  post: (code: string) => Promise<boolean>;
  copy: () => void;
}) => {
  const form = useFormik({
    initialValues: { trackingCode: '' },
    validate: trackingFormErrors,
    validateOnBlur: false,
    onSubmit: async (v, helpers) => {
      if (await post(v.trackingCode)) helpers.resetForm();
    },
  });
  return (
    <section className="card order-section models-by-post" aria-label="Envio dos modelos pelo correio">
      <h2>Envio dos modelos pelo correio</h2>
      <p>{delivery.awaitingModels ? 'Envie os modelos em gesso, bem embalados e identificados com o nome do paciente, para:' : 'Os modelos seguem para:'}</p>
      <address className="models-by-post__address">
        {delivery.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <button type="button" className="button button--small" onClick={copy}>
        Copiar endereço
      </button>
      {delivery.trackingCode && (
        <p className="models-by-post__tracking">
          Código de rastreio: <strong>{delivery.trackingCode}</strong>
          {delivery.postedAt && <span className="muted"> · informado em {delivery.postedAt}</span>}
        </p>
      )}
      {delivery.awaitingModels && (
        <form className="staff-inline" onSubmit={form.handleSubmit} noValidate>
          <TextField
            form={form}
            name="trackingCode"
            label={delivery.trackingCode ? 'Corrigir o código de rastreio' : 'Código de rastreio'}
            placeholder="AB123456789BR"
            autoComplete="off"
            max={textLimits.trackingCode}
            showError={form.submitCount > 0}
          />
          <button type="submit" className="button" disabled={busy || form.isSubmitting}>
            Salvar código
          </button>
        </form>
      )}
    </section>
  );
};
