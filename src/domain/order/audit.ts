/** A field's value as the audit trail keeps it. */
export type AuditValue = string | number | boolean | null;

/**
 * The fields that an edit changes, with their values before and after; fields the edit
 * leaves alone, or sets to what they were, are not listed.
 */
export const auditDiff = (
  before: Readonly<Record<string, AuditValue>>,
  after: Readonly<Record<string, AuditValue | undefined>>,
): { readonly before: Record<string, AuditValue>; readonly after: Record<string, AuditValue> } => {
  const changedBefore: Record<string, AuditValue> = {};
  const changedAfter: Record<string, AuditValue> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || !(key in before) || before[key] === value) continue;
    changedBefore[key] = before[key]!;
    changedAfter[key] = value;
  }
  return { before: changedBefore, after: changedAfter };
};
