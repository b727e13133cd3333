/** A field's value as the audit trail keeps it. */
export type AuditValue = string | number | boolean | null;

/**
 * The fields that an edit changes, with their values before and after; fields the edit
 * leaves alone, or sets to what they were, are not listed. A field with no value before
 * (the arch a change names) is listed in `after` alone.
 */
export const auditDiff = (
  before: Readonly<Record<string, AuditValue>>,
  after: Readonly<Record<string, AuditValue | undefined>>,
): { readonly before: Record<string, AuditValue>; readonly after: Record<string, AuditValue> } => {
  const changedBefore: Record<string, AuditValue> = {};
  const changedAfter: Record<string, AuditValue> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || (key in before && before[key] === value)) continue;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `key in before`
    if (key in before) changedBefore[key] = before[key]!;
    changedAfter[key] = value;
  }
  return { before: changedBefore, after: changedAfter };
};

/** A change saved after the version a form was loaded from: who made it, and the fields it set. */
export interface LaterChange {
  readonly actorId: string | null;
  readonly fields: readonly string[];
}

/**
 * Whether an edit made on an older version still goes through (optimistic concurrency, merged
 * by field): it does unless a later change set one of the fields it sets. A conflict made only
 * by the person editing (another tab of theirs) is told apart from one made by someone else.
 */
export const editConflict = (editedFields: readonly string[], later: readonly LaterChange[], editorId: string): 'none' | 'mine' | 'others' => {
  const clashing = later.filter((c) => c.fields.some((f) => editedFields.includes(f)));
  if (clashing.length === 0) return 'none';
  return clashing.every((c) => c.actorId === editorId) ? 'mine' : 'others';
};
