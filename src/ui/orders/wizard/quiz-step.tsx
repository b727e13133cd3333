import { displayFileName } from '../../../domain/attachments/file-acceptance';
import type { DraftOrder } from '../../../domain/order/draft-order';
import { arcadesLabel, caseTypeLabel } from '../../../domain/order/order-labels';
import { alignerProductLabels, productKindLabels, thicknessLabels } from '../../../domain/order/products';

const shippingLabels = { UPLOAD: 'Arquivos enviados', MODEL_URL: 'Link dos modelos', PHYSICAL_DELIVERY: 'Entrega física' } as const;

/** The last step: the order at a glance before it is sent; the prescription form joins it here. */
export const QuizStep = ({ draft }: { draft: DraftOrder }) => (
  <div className="customize">
    <p className="muted">
      A Ficha de prescrição será preenchida nesta etapa. Enquanto ela não chega ao portal, confira o resumo e envie o pedido: nossa equipe entra em contato para completar as informações clínicas.
    </p>
    <dl className="details">
      <dt>Paciente</dt>
      <dd>{draft.patient?.name}</dd>
      <dt>Produto</dt>
      <dd>
        {draft.product ? productKindLabels[draft.product] : '—'}
        {draft.item ? ` · ${alignerProductLabels[draft.item]}` : ''}
        {draft.thickness ? ` · ${thicknessLabels[draft.thickness]}` : ''}
      </dd>
      <dt>Tipo de caso</dt>
      <dd>{draft.caseType ? caseTypeLabel(draft.caseType) : '—'}</dd>
      <dt>Arcadas</dt>
      <dd>{arcadesLabel(draft.arcadeSuperior, draft.arcadeInferior) || '—'}</dd>
      <dt>Modelos</dt>
      <dd>{draft.shippingMethod ? shippingLabels[draft.shippingMethod] : '—'}</dd>
      <dt>Anexos</dt>
      <dd>{draft.attachments.length === 0 ? 'Nenhum' : draft.attachments.map((a) => displayFileName(a.name)).join(', ')}</dd>
    </dl>
  </div>
);
