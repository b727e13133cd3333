import { lengthErrors, textLimits } from '../shared/text-limits';
import { dayMs } from '../format/date';
// ---- model ----

export const scoreMin = 0;
export const scoreMax = 10;
export const requiredMessage = 'Campo obrigatório';

export const npsSurveys = {
  /** After a purchase: how likely to recommend, how confident in the product. */
  platform: { origin: 'ORDERS', type: 'POST_PURCHASE' },
  /** On the order page, about a planning. */
  planning: { origin: 'ORDER_DETAIL', type: 'PLANNING' },
} as const;

export interface PlatformSurveyForm {
  readonly recommendationScore: number | null;
  readonly recommendationOpinion: string;
  readonly confidenceScore: number | null;
  readonly confidenceOpinion: string;
}

export interface PlanningSurveyForm {
  readonly planningScore: number | null;
  readonly planningOpinion: string;
}

export const platformQuestions = {
  recommendation: 'De 0 a 10, quanto você recomendaria nossos alinhadores a um colega?',
  recommendationOpinion: 'Conte o motivo da sua nota (opcional)',
  confidence: 'De 0 a 10, quanta confiança você tem nos resultados dos tratamentos?',
  confidenceOpinion: 'O que aumentaria a sua confiança? (opcional)',
} as const;

// ---- rules ----

const isScore = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= scoreMin && n <= scoreMax;
const filled = (s: string) => s.trim() !== '';

/**
 * Spec §5: the recommendation score is always asked for, and an opinion needs its score;
 * the confidence score is required once the recommendation score is given or its opinion
 * written.
 */
export const validatePlatformSurvey = (form: PlatformSurveyForm): Partial<Record<keyof PlatformSurveyForm, string>> => {
  const errors: Partial<Record<keyof PlatformSurveyForm, string>> = {};
  if (!isScore(form.recommendationScore)) errors.recommendationScore = requiredMessage;
  const confidenceAsked = isScore(form.recommendationScore) || filled(form.confidenceOpinion);
  if (confidenceAsked && !isScore(form.confidenceScore)) errors.confidenceScore = requiredMessage;
  return { ...errors, ...lengthErrors(form, { recommendationOpinion: textLimits.opinion, confidenceOpinion: textLimits.opinion }) };
};

/** The planning score is required the same way. */
export const validatePlanningSurvey = (form: PlanningSurveyForm): Partial<Record<keyof PlanningSurveyForm, string>> => ({
  ...(isScore(form.planningScore) ? {} : { planningScore: requiredMessage }),
  ...lengthErrors(form, { planningOpinion: textLimits.opinion }),
});

/** When to offer the platform survey: once the dentist has a paid order, until answered or dismissed. */
export const shouldOfferPlatformSurvey = (state: { readonly paidOrders: number; readonly answered: boolean; readonly dismissed: boolean }): boolean =>
  state.paidOrders >= 1 && !state.answered && !state.dismissed;

/** Asked again after 'Responder depois' once this much time has passed. */
export const planningSurveyRetryMs = dayMs;

/** When to offer the planning survey: after the dentist decided on the planning, until answered or refused. */
export const shouldOfferPlanningSurvey = (state: {
  readonly decided: boolean;
  readonly answered: boolean;
  readonly notInterested: boolean;
  readonly postponedAt: Date | null;
  readonly now: Date;
}): boolean =>
  state.decided && !state.answered && !state.notInterested && (state.postponedAt === null || state.now.getTime() - state.postponedAt.getTime() >= planningSurveyRetryMs);
