import type { PlanReviewViewModel } from '../../application/plan-review/plan-review.view-model';
import type { PlanReviewState } from '../../application/plan-review/plan-review.state';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import { CommentForm } from './comment-form';

/** The comments pinned on the plan: the dentist's own (removable until sent) and, for the planner, those of earlier plannings. */
export const CommentsList = ({ review, state }: { review: PlanReviewViewModel; state: PlanReviewState }) => (
  <section className="plan-review__comments" aria-label={planReviewTexts.commentsTitle}>
    <strong>{planReviewTexts.commentsTitle}</strong>
    {state.canComment && !state.draft && (
      <div className="decision__actions">
        <button type="button" className="button button--small" aria-pressed={state.pinning} onClick={() => (state.pinning ? review.comments.cancel() : review.comments.startPin())}>
          {state.pinning ? planReviewTexts.cancel : planReviewTexts.pin}
        </button>
        {state.pinning && (
          <span className="muted" role="status">
            {planReviewTexts.tapATooth}
          </span>
        )}
      </div>
    )}
    {state.draft && <CommentForm review={review} draft={state.draft} error={state.commentError} />}
    {!state.draft && state.commentError && (
      <p className="field__error" role="alert">
        {state.commentError}
      </p>
    )}
    {state.comments.length === 0 ? (
      <span className="muted">{planReviewTexts.noComments}</span>
    ) : (
      <ul>
        {state.comments.map((c) => (
          <li key={c.id} className={c.stage === state.stage ? 'plan-review__comment plan-review__comment--here' : 'plan-review__comment'}>
            <strong>{c.label}</strong> {c.text} <span className="muted">{c.note}</span>{' '}
            <button type="button" className="link-button" onClick={() => review.comments.goTo(c.id)}>
              {planReviewTexts.seeStage}
            </button>
            {c.removable && (
              <button type="button" className="link-button" onClick={() => void review.comments.remove(c.id)}>
                {planReviewTexts.remove}
              </button>
            )}
            {c.answerable && (
              <label className="scan-viewer__toggle">
                <input type="checkbox" checked={c.answered} onChange={(e) => void review.comments.answer(c.id, e.target.checked)} /> {planReviewTexts.answered}
              </label>
            )}
          </li>
        ))}
      </ul>
    )}
  </section>
);
