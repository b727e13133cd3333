const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Spec §3: empty values (empty list, null, blank string) are dropped from payloads. */
export const compactPayload = <A extends Record<string, unknown>>(payload: A): Partial<A> =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => !isEmpty(value))) as Partial<A>;
