/** Records a field's problem in a form's errors when there is one: a valid field gets no key at all. */
export const setIfAny = (errors: Partial<Record<string, string>>, field: string, problem: string | undefined): void => {
  if (problem !== undefined) errors[field] = problem;
};

/**
 * The first problem of a form's errors as one sentence naming its field by its label, or
 * undefined when there is none. A field without a label is not named: a person never reads
 * a field's code.
 */
export const firstProblem = (errors: Readonly<Record<string, string | undefined>>, labels: Readonly<Record<string, string>>): string | undefined => {
  const first = Object.entries(errors).find(([, message]) => message !== undefined);
  if (!first) return undefined;
  const label = fieldLabel(labels, first[0]);
  return label === undefined ? first[1] : `${first[1]} (${label}).`;
};

/** A field's label by its path ("teeth.3" is "teeth"'s), or undefined when it has none; never an inherited property. */
export const fieldLabel = (labels: Readonly<Record<string, string>>, path: string): string | undefined => {
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- split always answers at least one part
  const key = Object.hasOwn(labels, path) ? path : path.split('.')[0]!;
  return Object.hasOwn(labels, key) ? labels[key] : undefined;
};
