import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allPairs, allTeeth, areAdjacent, isPair, isTooth, lowerPairs, pairId, upperPairs } from './tooth-chart';

describe('tooth chart', () => {
  it('has the 32 teeth 11-18, 21-28, 31-38, 41-48 once each', () => {
    const expected = [1, 2, 3, 4].flatMap((q) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => q * 10 + n));
    expect([...allTeeth].sort()).toEqual(expected.sort());
  });

  it('has 15 spaces per arch, across the midline, none after 28 or 38', () => {
    expect(upperPairs).toHaveLength(15);
    expect(lowerPairs).toHaveLength(15);
    expect(upperPairs).toContain('11-21');
    expect(upperPairs).toContain('15-14');
    expect(lowerPairs).toContain('41-31');
    expect(allPairs.some((p) => p.startsWith('28-') || p.startsWith('38-'))).toBe(false);
  });

  it('pairs only neighbours of the same arch, each space joining two teeth one apart in the chart', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allTeeth), fc.constantFrom(...allTeeth), (a, b) => {
        expect(areAdjacent(a, b)).toBe(areAdjacent(b, a));
        if (areAdjacent(a, b)) expect(Math.floor(a / 10) === Math.floor(b / 10) ? Math.abs(a - b) === 1 : [a % 10, b % 10].every((u) => u === 1)).toBe(true);
        expect(isPair(pairId(a, b)) || isPair(pairId(b, a))).toBe(areAdjacent(a, b));
      }),
    );
  });

  it('knows a tooth and a space only by the chart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (n) => {
        expect(isTooth(n)).toBe(allTeeth.includes(n));
      }),
    );
    expect([isTooth(11), isTooth(48), isTooth(19), isTooth(0)]).toEqual([true, true, false, false]);
    expect([isPair('11-21'), isPair('41-31'), isPair('28-31'), isPair('12-11')]).toEqual([true, true, false, true]);
  });
});
