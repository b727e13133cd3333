import { useEffect, useRef } from 'react';
import type { PlanReviewViewModel } from '../../application/plan-review/plan-review.view-model';
import { type CommentDraft } from '../../application/plan-review/plan-review.state';
import { useFormik } from 'formik';
import { textLimits } from '../../domain/shared/text-limits';
import { TextField } from '../widgets/text-field';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import { ToothSelect } from './tooth-select';

/** The comment being written where the dentist tapped: its tooth and what should change. */
export const CommentForm = ({ review, draft, error }: { review: PlanReviewViewModel; draft: CommentDraft; error: string | undefined }) => {
  const form = useFormik({
    initialValues: { text: '' },
    onSubmit: async (v, helpers) => {
      if (await review.comments.save(v.text)) helpers.resetForm();
    },
  });
  // Opened by a tap on the model, the form is brought where the eye is (below the model on a phone), ready to type in.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }, []);
  return (
    <form ref={ref} className="plan-review__comment-form" onSubmit={form.handleSubmit} aria-label={planReviewTexts.pin}>
      <ToothSelect label={planReviewTexts.tooth} teeth={draft.teeth} value={draft.tooth} choose={(t) => review.comments.chooseTooth(t)} />
      <TextField form={form} name="text" label={planReviewTexts.commentText} rows={3} max={textLimits.planComment} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="decision__actions">
        <button type="submit" className="button button--primary" disabled={form.isSubmitting}>
          {planReviewTexts.saveComment}
        </button>
        <button type="button" className="button" onClick={() => review.comments.cancel()}>
          {planReviewTexts.cancel}
        </button>
      </div>
    </form>
  );
};
