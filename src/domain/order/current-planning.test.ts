import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentPlanning } from './current-planning';

describe('the current planning', () => {
  it('is the planning marked current, and none when no planning is', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ number: fc.nat(), isCurrent: fc.boolean() }), { maxLength: 6 }), (plannings) => {
        const current = currentPlanning(plannings);
        expect(current).toBe(plannings.find((p) => p.isCurrent));
        if (current === undefined) expect(plannings.every((p) => !p.isCurrent)).toBe(true);
        else expect(current.isCurrent).toBe(true);
      }),
    );
    const first = { number: 1, isCurrent: false };
    const second = { number: 2, isCurrent: true };
    expect(currentPlanning([first, second])).toBe(second);
    expect(currentPlanning([first])).toBeUndefined();
  });
});
