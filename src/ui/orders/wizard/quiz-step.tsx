import { Link } from 'react-router-dom';
import { prescriptionPathOfDraft } from '../../../application/navigation/wizard-paths';
import { displayFileName } from '../../../domain/attachments/file-acceptance';
import type { DraftOrder } from '../../../domain/order/draft-order';
import { arcadesLabel, caseTypeLabel, modelProvideTypeLabel } from '../../../domain/order/order-labels';
import { alignerProductLabels, productKindLabels, thicknessLabels } from '../../../domain/order/products';


/** The last step: the prescription form (aligners), then the order at a glance before it is sent. */
export const QuizStep = ({ draft, draftId }: { draft: DraftOrder; draftId: string | null }) => (
  <div className="customize">
    {draft.product === 'ALINHADORES' ? (
      <div className={draft.hasPrescription ? 'rx-status rx-status--done' : 'rx-status'}>
        <p>{draft.hasPrescription ? 'Ficha de prescrição preenchida.' : 'Preencha a Ficha de prescrição: o planejamento dos alinhadores parte dela.'}</p>
        {draftId && (
          <Link className={draft.hasPrescription ? 'button' : 'button button--primary'} to={prescriptionPathOfDraft(draftId)}>
            {draft.hasPrescription ? 'Revisar a ficha de prescrição' : 'Preencher a ficha de prescrição'}
          </Link>
        )}
      </div>
    ) : (
      <p className="muted">A placa de contenção não precisa de ficha de prescrição. Confira o resumo e envie o pedido.</p>
    )}
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
      <dd>{draft.shippingMethod ? modelProvideTypeLabel(draft.shippingMethod) : '—'}</dd>
      <dt>Anexos</dt>
      <dd>{draft.attachments.length === 0 ? 'Nenhum' : draft.attachments.map((a) => displayFileName(a.name)).join(', ')}</dd>
    </dl>
  </div>
);
