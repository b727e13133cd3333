import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstYear, instantOfRfc3339, isCalendarDay, isRealDay, lastYear } from './calendar';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dayText = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

/** The oracle: a day exists when the proleptic Gregorian calendar of Date.UTC gives it back unchanged. */
const existsByDate = (y: number, m: number, d: number): boolean => {
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
};

describe('days and instants from the wire', () => {
  it('takes a day exactly when the calendar has it and its year is within the portal’s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const expected = y >= firstYear && y <= lastYear && existsByDate(y, m, d) && m >= 1 && m <= 12 && d >= 1;
        expect(isRealDay(y, m, d)).toBe(expected);
        expect(isCalendarDay(dayText(y, m, d))).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('knows the leap years, the ends of the months and the ends of the range', () => {
    expect(['2024-02-29', '2000-02-29', '2026-01-31', '2026-04-30', '1900-01-01', '2999-12-31'].every(isCalendarDay)).toBe(true);
    expect(['2026-02-29', '1900-02-29', '2100-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01', '1899-12-31', '3000-01-01'].some(isCalendarDay)).toBe(
      false,
    );
    expect(['2026-1-01', ' 2026-01-01', '2026-01-01T00:00:00Z', '２０２６-01-01', ''].some(isCalendarDay)).toBe(false);
  });

  it('reads every instant of the portal’s years as Date writes it, and with any offset', () => {
    const min = Date.UTC(firstYear, 0, 2);
    const max = Date.UTC(lastYear, 11, 30);
    fc.assert(
      fc.property(fc.integer({ min, max }), fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }), (ms, offsetMinutes) => {
        const at = new Date(ms);
        expect(instantOfRfc3339(at.toISOString())?.getTime()).toBe(ms);
        const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
        const sign = offsetMinutes < 0 ? '-' : '+';
        const abs = Math.abs(offsetMinutes);
        expect(instantOfRfc3339(`${local}${sign}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`)?.getTime()).toBe(ms);
      }),
    );
  });

  it('refuses an instant whose day, hour, minute, second or offset does not exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const told = `${dayText(y, m, d)}T12:00:00Z`;
        expect(instantOfRfc3339(told) !== undefined).toBe(isRealDay(y, m, d));
      }),
      { numRuns: 2000 },
    );
    for (const bad of [
      '2026-11-21T24:00:00Z',
      '2026-11-21T12:60:00Z',
      '2026-11-21T12:00:60Z',
      '2026-11-21T12:00:00+24:00',
      '2026-11-21T12:00:00-03:60',
      '2026-11-21 12:00:00Z',
      '2026-11-21T12:00Z',
      '2026-11-21T12:00:00',
    ]) {
      expect(instantOfRfc3339(bad)).toBeUndefined();
    }
    expect(instantOfRfc3339('2026-11-21T23:59:59.999999999-23:59')).toEqual(new Date('2026-11-22T23:58:59.999Z'));
    expect(instantOfRfc3339('2026-11-21T12:00:00.5Z')).toEqual(new Date('2026-11-21T12:00:00.500Z'));
    expect(instantOfRfc3339('2026-11-21T12:00:00.05+01:30')).toEqual(new Date('2026-11-21T10:30:00.050Z'));
    expect(instantOfRfc3339('2026-11-21t12:00:00z')).toEqual(new Date('2026-11-21T12:00:00.000Z'));
    expect(instantOfRfc3339('2026-11-21T12:00:00-00:00')).toEqual(new Date('2026-11-21T12:00:00.000Z'));
    for (const bad of [
      ' 2026-11-21T12:00:00Z',
      '2026-11-21T12:00:00Z ',
      'x2026-11-21T12:00:00Z',
      '2026-11-21T12:00:00Zx',
      '2026-11-21T12:00:00.Z',
      '2026-11-21T12:00:00.1234567890Z',
      '2026-11-21T23:59:60Z',
      '2026-11-21T12:00:00+23:60',
    ])
      expect([bad, instantOfRfc3339(bad)]).toEqual([bad, undefined]);
  });
});
