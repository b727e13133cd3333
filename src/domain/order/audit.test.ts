import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditDiff, type AuditValue, editConflict } from './audit';

const value: fc.Arbitrary<AuditValue> = fc.oneof(fc.constant(null), fc.boolean(), fc.integer({ min: 0, max: 3 }), fc.constantFrom('a', 'b'));
const keys = ['caseNumber', 'status', 'forecastComment', 'caseType'];

describe('audit diff', () => {
  it('lists exactly the fields whose value changes, with both values, and a field new to the record with its value alone', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value), fc.dictionary(fc.constantFrom(...keys), fc.option(value, { nil: undefined })), (before, after) => {
        const diff = auditDiff(before, after);
        for (const key of keys) {
          const changed = after[key] !== undefined && (!(key in before) || after[key] !== before[key]);
          expect(key in diff.after).toBe(changed);
          expect(key in diff.before).toBe(changed && key in before);
          if (changed) {
            if (key in before) expect(diff.before[key]).toBe(before[key]);
            expect(diff.after[key]).toBe(after[key]);
          }
        }
      }),
    );
  });
});

describe('an edit on an older version', () => {
  const field = fc.constantFrom(...keys);
  const change = fc.record({ actorId: fc.constantFrom('me', 'other', null), fields: fc.uniqueArray(field) });

  it('goes through unless a later change set a field it sets, and names who made a clash', () => {
    fc.assert(
      fc.property(fc.uniqueArray(field), fc.array(change, { maxLength: 4 }), (edited, later) => {
        const verdict = editConflict(edited, later, 'me');
        const clashing = later.filter((c) => c.fields.some((f) => edited.includes(f)));
        expect(verdict === 'none').toBe(clashing.length === 0);
        if (verdict === 'mine') expect(clashing.every((c) => c.actorId === 'me')).toBe(true);
        if (verdict === 'others') expect(clashing.some((c) => c.actorId !== 'me')).toBe(true);
      }),
    );
  });

  it('never clashes with no later change, nor for an edit of nothing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(field), (edited) => {
        expect(editConflict(edited, [], 'me')).toBe('none');
      }),
    );
    fc.assert(
      fc.property(fc.array(change), (later) => {
        expect(editConflict([], later, 'me')).toBe('none');
      }),
    );
    expect(
      editConflict(
        ['status'],
        [
          { actorId: 'me', fields: ['caseNumber'] },
          { actorId: 'other', fields: ['status'] },
        ],
        'me',
      ),
    ).toBe('others');
    expect(editConflict(['status'], [{ actorId: 'me', fields: ['status'] }], 'me')).toBe('mine');
  });
});
