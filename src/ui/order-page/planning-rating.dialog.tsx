import { useFormik } from 'formik';
import { type PlanningSurveyForm, validatePlanningSurvey } from '../../domain/survey/nps';
import { orderPageMessages, type PlanningRatingProps } from '../../application/order-page/order-page.view-model';
import { ScoreScale } from '../widgets/score-scale';

/** planning-rating: how the planning met the dentist's expectations, after a decision. */
export const PlanningRatingDialog = ({ props }: { props: PlanningRatingProps }) => {
  const form = useFormik<PlanningSurveyForm>({
    initialValues: { planningScore: null, planningOpinion: '' },
    validate: validatePlanningSurvey,
    onSubmit: async (values) => {
      await props.send(values);
    },
  });
  return (
    <form className="dialog dialog--form" onSubmit={form.handleSubmit} noValidate>
      <h2 className="dialog__title">Avalie o planejamento</h2>
      <ScoreScale
        label={orderPageMessages.planningQuestion}
        ends={['Nada', 'Totalmente']}
        value={form.values.planningScore}
        onChange={(n) => void form.setFieldValue('planningScore', n)}
        error={form.submitCount > 0 ? form.errors.planningScore : undefined}
      />
      <label className="field">
        <span className="field__label">{orderPageMessages.planningOpinion}</span>
        <textarea name="planningOpinion" rows={3} maxLength={1000} value={form.values.planningOpinion} onChange={form.handleChange} />
      </label>
      <div className="dialog__actions dialog__actions--spread">
        <button type="button" className="link-button" onClick={() => void props.notInterested()}>
          Não tenho interesse
        </button>
        <div className="dialog__actions-group">
          <button type="button" className="button" onClick={props.later}>
            Responder depois
          </button>
          <button type="submit" className="button button--primary" disabled={form.isSubmitting}>
            Enviar
          </button>
        </div>
      </div>
    </form>
  );
};
