import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { domainError } from '../shared/domain-error';
import {
  atBrasiliaWallClock,
  brasiliaWallClock,
  brazilDayOf,
  brDateToIso,
  dayMs,
  endOfBrazilDay,
  formatInstantBr,
  formatInstantBrDateTime,
  invalidDateMessage,
  isoDateToBr,
  startOfBrazilDay,
} from './date';

const pad = (n: number, w: number) => String(n).padStart(w, '0');

describe('dates', () => {
  it('turns every real calendar day typed dd/MM/yyyy into yyyy-MM-dd and back', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const [d, m, y] = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()];
        const br = `${pad(d, 2)}/${pad(m, 2)}/${pad(y, 4)}`;
        const iso = brDateToIso(br);
        expect(iso).toEqual(E.right(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`));
        if (E.isRight(iso)) expect(isoDateToBr(iso.right)).toBe(br);
      }),
    );
  });

  it('refuses impossible days and other shapes', () => {
    for (const bad of ['31/02/2024', '29/02/2023', '00/01/2020', '12/13/2020', '2020-01-01', '1/1/2020', '01/01/0000']) {
      expect(brDateToIso(bad)).toEqual(E.left(expect.objectContaining({ message: invalidDateMessage })));
    }
    expect(E.isRight(brDateToIso('29/02/2024'))).toBe(true);
    for (const bad of ['29/02/1900', '29/02/2100', 'x01/01/2020', '01/01/20201', '01/01/2020x'])
      expect([bad, brDateToIso(bad)]).toEqual([bad, E.left(domainError('DATE_INVALID', 'Data inválida'))]);
    expect(brDateToIso('29/02/2000')).toEqual(E.right('2000-02-29'));
    expect(brDateToIso(' 24/11/2026 ')).toEqual(E.right('2026-11-24'));
  });

  it('shows the day of an ISO instant as dd/MM/yyyy', () => {
    expect(isoDateToBr('2026-11-24T10:00:00.000Z')).toBe('24/11/2026');
  });

  it('shows an instant as the day in Brasília', () => {
    expect(formatInstantBr('2026-11-21T02:30:00Z')).toBe('20/11/2026');
    expect(formatInstantBr('2026-11-21T03:30:00Z')).toBe('21/11/2026');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        expect(formatInstantBr(d.toISOString())).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      }),
    );
  });

  it('gives an instant its day and Brasília time, the day being the one shown alone', () => {
    expect(formatInstantBrDateTime('2026-11-21T02:30:00Z')).toBe('20/11/2026 23:30');
    expect(formatInstantBrDateTime('2026-11-21T03:05:00Z')).toBe('21/11/2026 00:05');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        const text = formatInstantBrDateTime(d.toISOString());
        expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} ([01]\d|2[0-3]):[0-5]\d$/);
        expect(text.slice(0, 10)).toBe(formatInstantBr(d.toISOString()));
        // Brasília is three hours behind UTC (no daylight saving since 2019).
        if (d >= new Date('2019-03-01')) expect(Number(text.slice(14))).toBe(d.getUTCMinutes());
      }),
    );
  });
});

describe('a Brasília day as instants', () => {
  // Brazil has kept no summer time since 2019: before it, Brasília was at times two hours behind.
  it('reads Brasília’s wall clock three hours behind UTC, on the day Brazil calls it, and back to the same instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const wall = brasiliaWallClock(instant);
        expect((wall.getUTCHours() + 3) % 24).toBe(instant.getUTCHours());
        expect(wall.getUTCMinutes()).toBe(instant.getUTCMinutes());
        expect(wall.toISOString().slice(0, 10)).toBe(brazilDayOf(instant));
        expect(atBrasiliaWallClock(wall.getTime()).getTime()).toBe(instant.getTime());
      }),
    );
    expect(dayMs).toBe(86_400_000);
  });

  it('begins at the instant whose Brasília calendar day it is, and ends a day later exclusive', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const day = brazilDayOf(instant);
        const start = startOfBrazilDay(day);
        const end = endOfBrazilDay(day);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime()).toBeLessThan(end.getTime());
        expect(brazilDayOf(start)).toBe(day);
        expect(brazilDayOf(new Date(end.getTime() - 1))).toBe(day);
      }),
    );
  });
});
