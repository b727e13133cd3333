import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditDiff, type AuditValue } from './audit';

const value: fc.Arbitrary<AuditValue> = fc.oneof(fc.constant(null), fc.boolean(), fc.integer({ min: 0, max: 3 }), fc.constantFrom('a', 'b'));
const keys = ['caseNumber', 'status', 'forecastComment', 'caseType'];

describe('audit diff', () => {
  it('lists exactly the fields whose value changes, with both values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value), fc.dictionary(fc.constantFrom(...keys), fc.option(value, { nil: undefined })), (before, after) => {
        const diff = auditDiff(before, after);
        for (const key of keys) {
          const changed = key in before && after[key] !== undefined && after[key] !== before[key];
          expect(key in diff.after).toBe(changed);
          if (changed) {
            expect(diff.before[key]).toBe(before[key]);
            expect(diff.after[key]).toBe(after[key]);
          }
        }
      }),
    );
  });
});
