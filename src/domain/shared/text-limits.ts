/**
 * The longest text each typed field takes, in characters as a person counts them (code
 * points: an emoji is one). The form's check and the wire's codec read the same number, so
 * what the form lets through the server takes, and nothing is ever cut.
 */
export const textLimits = {
  username: 254,
  password: 200,
  personName: 120,
  patientName: 100,
  email: 254,
  document: 20,
  gender: 10,
  phone: 20,
  cro: 12,
  croState: 2,
  specialty: 80,
  clinicName: 120,
  verificationCode: 60,
  addressField: 200,
  search: 100,
  reason: 500,
  message: 2000,
  opinion: 1000,
  surveyQuestion: 300,
  contentionInfo: 1000,
  modelUrl: 2000,
  complaint: 2000,
  otherCharacteristic: 200,
  additionalInformation: 5000,
  prescriptionDocument: 100_000,
  statusChangeReason: 500,
  forecastComment: 1000,
  planningComment: 2000,
  /** A comment pinned on a tooth of the plan. */
  planComment: 500,
  viewerUrl: 500,
  discountDescription: 200,
  onyxCode: 50,
  trackingCode: 60,
} as const;

/** A text's length as a person counts it: one per code point, so an emoji or an accented letter typed as one counts once. */
export const textLength = (text: string): number => {
  let n = 0;
  // A string is iterated by code point: a surrogate pair once, a lone surrogate once too.
  for (const _codePoint of text) n++;
  return n;
};

const integer = (n: number) => n.toLocaleString('pt-BR');

/** The field's own message when a text passes its limit, or undefined when it fits. */
export const lengthProblem = (text: string, max: number): string | undefined => {
  const length = textLength(text);
  return length > max ? `Use no máximo ${integer(max)} caracteres (agora são ${integer(length)}).` : undefined;
};

/** The counter is shown from this share of the limit on: a person sees it before reaching the end, not on every field. */
export const counterShownFrom = 0.8;

/** The counter of a field near its limit ("1.850 de 2.000"), or undefined while far from it. */
export const lengthCounter = (text: string, max: number): string | undefined => {
  const length = textLength(text);
  return length >= Math.floor(max * counterShownFrom) ? `${integer(length)} de ${integer(max)} caracteres` : undefined;
};

/** The text fields of a form. */
type TextFields<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** Every text field of `form` longer than its limit, with its message; fields within their limits get no key. */
export const lengthErrors = <F extends object>(form: F, limits: Partial<Record<TextFields<F>, number>>): Partial<Record<TextFields<F>, string>> => {
  const errors: Partial<Record<TextFields<F>, string>> = {};
  for (const [field, max] of Object.entries(limits) as [TextFields<F>, number][]) {
    const problem = lengthProblem(form[field] as string, max);
    if (problem !== undefined) errors[field] = problem;
  }
  return errors;
};
