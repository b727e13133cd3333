import { Link } from 'react-router-dom';
import { prescriptionPathOfDraft, wizardPath } from '../../../application/navigation/wizard-paths';
import type { ReviewRow } from '../../../application/orders/draft-review';
import type { DraftOrder } from '../../../domain/order/draft-order';
import { draftStepLabels } from '../../../domain/order/draft-steps';

/** The last step: the prescription form (aligners), then the whole order, each fact with a way back to its step, before it is sent. */
export const QuizStep = ({ draft, draftId, review }: { draft: DraftOrder; draftId: string | null; review: readonly ReviewRow[] }) => (
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
      <p className="muted">A placa de contenção não precisa de ficha de prescrição.</p>
    )}
    <h3 className="review__title">Confira o pedido antes de enviar</h3>
    <dl className="review">
      {review.map((row) => (
        <div key={row.label} className="review__row">
          <dt>{row.label}</dt>
          <dd>
            {row.lines.map((line) => (
              <span key={line} className="review__line">
                {line}
              </span>
            ))}
          </dd>
          {draftId && (
            <dd className="review__change">
              <Link to={wizardPath(draftId, row.step)} aria-label={`Alterar ${row.label.toLowerCase()} (etapa ${draftStepLabels[row.step]})`}>
                Alterar
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  </div>
);
