import { useFormik } from 'formik';
import { type PlanningSurveyForm, validatePlanningSurvey } from '../../domain/survey/nps';
import { orderPageMessages } from '../../application/order/order.texts';
import type { PlanningRatingProps } from '../../application/order-page/planning-dialogs';
import { ScoreScale } from '../widgets/score-scale';
import { SurveyActions } from '../widgets/survey-actions';
import { DialogTitle } from '../widgets/dialog-title';
import { TextField } from '../widgets/text-field';
import { textLimits } from '../../domain/shared/text-limits';

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
      <DialogTitle>Avalie o planejamento</DialogTitle>
      <ScoreScale
        label={orderPageMessages.planningQuestion}
        ends={['Nada', 'Totalmente']}
        value={form.values.planningScore}
        onChange={(n) => void form.setFieldValue('planningScore', n)}
        error={form.submitCount > 0 ? form.errors.planningScore : undefined}
      />
      <TextField form={form} name="planningOpinion" label={orderPageMessages.planningOpinion} rows={3} max={textLimits.opinion} />
      <SurveyActions notInterested={() => void props.notInterested()} later={props.later} sending={form.isSubmitting} />
    </form>
  );
};
