import type { PlanReviewViewModel } from '../../application/plan-review/plan-review.view-model';
import type { PlanReviewState } from '../../application/plan-review/plan-review.state';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';

/** "Mostrar ao paciente": a link the dentist sends (copied, or by WhatsApp), how often it was opened, and its revocation. */
export const ShareSection = ({ review, state }: { review: PlanReviewViewModel; state: PlanReviewState }) => (
  <section className="plan-review__comments" aria-label={planReviewTexts.shareTitle}>
    <strong>{planReviewTexts.shareTitle}</strong>
    <span className="muted">{state.shareLine ?? planReviewTexts.shareNone}</span>
    {state.link && (
      <>
        <label className="field">
          <span className="field__label">{planReviewTexts.shareLink}</span>
          <input readOnly value={state.link} onFocus={(e) => e.target.select()} />
        </label>
        <span className="muted">{planReviewTexts.shareOnce}</span>
      </>
    )}
    <div className="decision__actions">
      {state.link && (
        <>
          <button type="button" className="button button--small" onClick={() => void navigator.clipboard?.writeText(state.link ?? '')}>
            {planReviewTexts.shareCopy}
          </button>
          <a className="button button--small" href={`https://wa.me/?text=${encodeURIComponent(planReviewTexts.shareMessage(state.link))}`} target="_blank" rel="noreferrer">
            {planReviewTexts.shareWhatsApp}
          </a>
        </>
      )}
      <button type="button" className="button button--small" onClick={() => void review.share.create()}>
        {state.shareLine ? planReviewTexts.shareRenew : planReviewTexts.shareCreate}
      </button>
      {state.shareLine && (
        <button type="button" className="button button--small" onClick={() => void review.share.revoke()}>
          {planReviewTexts.shareRevoke}
        </button>
      )}
    </div>
    {state.shareError && (
      <p className="field__error" role="alert">
        {state.shareError}
      </p>
    )}
  </section>
);
