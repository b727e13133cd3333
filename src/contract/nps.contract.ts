import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { textLimits } from '../domain/shared/text-limits';
import { Int32 } from '../domain/shared/wire-numbers';

/** One answer; a blank opinion is not sent (spec §3: empty values are dropped). */
export const NpsAnswer = t.intersection(
  [t.type({ question: text('Pergunta', textLimits.surveyQuestion) }), t.partial({ score: t.union([Int32, t.null]), answer: text('Resposta', textLimits.opinion) })],
  'NpsAnswer',
);
export type NpsAnswer = t.TypeOf<typeof NpsAnswer>;

/** POST /api/nps: the platform survey (origin ORDERS, type POST_PURCHASE). */
export const NpsSubmission = t.type({ origin: t.literal('ORDERS'), type: t.literal('POST_PURCHASE'), answers: t.array(NpsAnswer) }, 'NpsSubmission');
export type NpsSubmission = t.TypeOf<typeof NpsSubmission>;
export type NpsSubmissionBody = t.OutputOf<typeof NpsSubmission>;

/** A saved answer is thanked in words the browser may show. */
export const NpsThanks = t.type({ message: t.string }, 'NpsThanks');

export const npsMessages = {
  thanks: 'Obrigado por compartilhar sua opinião!',
  alreadyAnswered: 'Você já respondeu a esta pesquisa.',
} as const;

/** POST /api/nps/planning/{planningId}: the planning survey (origin ORDER_DETAIL, type PLANNING). */
export const PlanningNpsSubmission = t.type({ origin: t.literal('ORDER_DETAIL'), type: t.literal('PLANNING'), answers: t.array(NpsAnswer) }, 'PlanningNpsSubmission');
export type PlanningNpsSubmissionBody = t.OutputOf<typeof PlanningNpsSubmission>;
