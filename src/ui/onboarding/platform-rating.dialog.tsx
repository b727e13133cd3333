import { useFormik } from 'formik';
import { platformQuestions, type PlatformSurveyForm, validatePlatformSurvey } from '../../domain/survey/nps';
import type { PlatformRatingProps } from '../../application/onboarding/platform-survey';
import { ScoreScale } from '../widgets/score-scale';
import { SurveyActions } from '../widgets/survey-actions';
import { DialogTitle } from '../widgets/dialog-title';
import { TextField } from '../widgets/text-field';
import { textLimits } from '../../domain/shared/text-limits';

/** platform-rating: the post-purchase survey, 0 to 10 (spec §5). */
export const PlatformRatingDialog = ({ props }: { props: PlatformRatingProps }) => {
  const form = useFormik<PlatformSurveyForm>({
    initialValues: { recommendationScore: null, recommendationOpinion: '', confidenceScore: null, confidenceOpinion: '' },
    validate: validatePlatformSurvey,
    validateOnChange: true,
    onSubmit: async (values) => {
      await props.send(values);
    },
  });
  const submitted = form.submitCount > 0;
  return (
    <form className="dialog dialog--form" onSubmit={form.handleSubmit} noValidate>
      <DialogTitle>Conte como está sendo sua experiência</DialogTitle>
      <p className="muted">Leva menos de um minuto e nos ajuda a melhorar o atendimento.</p>
      <ScoreScale
        label={platformQuestions.recommendation}
        ends={['Nada provável', 'Muito provável']}
        value={form.values.recommendationScore}
        onChange={(n) => void form.setFieldValue('recommendationScore', n)}
        error={submitted ? form.errors.recommendationScore : undefined}
      />
      <TextField form={form} name="recommendationOpinion" label={platformQuestions.recommendationOpinion} rows={2} max={textLimits.opinion} />
      <ScoreScale
        label={platformQuestions.confidence}
        ends={['Nenhuma confiança', 'Total confiança']}
        value={form.values.confidenceScore}
        onChange={(n) => void form.setFieldValue('confidenceScore', n)}
        error={submitted ? form.errors.confidenceScore : undefined}
      />
      <TextField form={form} name="confidenceOpinion" label={platformQuestions.confidenceOpinion} rows={2} max={textLimits.opinion} />
      <SurveyActions notInterested={() => void props.notInterested()} later={props.later} sending={form.isSubmitting} />
    </form>
  );
};
