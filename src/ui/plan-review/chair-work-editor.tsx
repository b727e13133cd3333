import { useState } from 'react';
import type { PlanReviewViewModel } from '../../application/plan-review/plan-review.view-model';
import type { PlanReviewState } from '../../application/plan-review/plan-review.state';
import { useFormik } from 'formik';
import { TextField } from '../widgets/text-field';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import { ToothSelect } from './tooth-select';

/** The planner marks, at the stage shown, the IPR done before it and the attachments bonded or removed at it. */
export const ChairWorkEditor = ({ review, state }: { review: PlanReviewViewModel; state: PlanReviewState }) => {
  const ipr = useFormik({
    initialValues: { contact: state.contacts[0] ?? '', mm: '' },
    onSubmit: async (v, helpers) => {
      if (await review.chairWork.addIpr(v.contact, v.mm)) helpers.resetForm({ values: { contact: v.contact, mm: '' } });
    },
  });
  const [tooth, setTooth] = useState<number>(state.teeth[0] ?? 11);
  return (
    <div className="plan-review__comment-form">
      <form className="staff-inline" onSubmit={ipr.handleSubmit} aria-label={planReviewTexts.addIpr}>
        <label className="field">
          <span className="field__label">{planReviewTexts.iprContact}</span>
          <select name="contact" value={ipr.values.contact} onChange={ipr.handleChange}>
            {state.contacts.map((c) => (
              <option key={c} value={c}>
                {c.replace('-', ' e ')}
              </option>
            ))}
          </select>
        </label>
        <TextField form={ipr} name="mm" label={planReviewTexts.iprMm} inputMode="decimal" />
        <button type="submit" className="button button--small" disabled={ipr.isSubmitting || ipr.values.mm.trim() === ''}>
          {planReviewTexts.addIpr}
        </button>
      </form>
      <div className="staff-inline">
        <ToothSelect label={planReviewTexts.bondTooth} teeth={state.teeth} value={tooth} choose={setTooth} />
        <button type="button" className="button button--small" onClick={() => void review.chairWork.bond(tooth)}>
          {planReviewTexts.bond}
        </button>
      </div>
      {state.attachedNow.map((t) => (
        <button key={t} type="button" className="link-button" onClick={() => void review.chairWork.unbond(t)}>
          {planReviewTexts.unbond(t)}
        </button>
      ))}
      {state.chairWork.length > 0 && (
        <button type="button" className="link-button" onClick={() => void review.chairWork.clearStage()}>
          {planReviewTexts.clearStage}
        </button>
      )}
      {state.chairError && (
        <p className="field__error" role="alert">
          {state.chairError}
        </p>
      )}
    </div>
  );
};
