/** Records a field's problem in a form's errors when there is one: a valid field gets no key at all. */
export const setIfAny = (errors: Partial<Record<string, string>>, field: string, problem: string | undefined): void => {
  if (problem !== undefined) errors[field] = problem;
};
