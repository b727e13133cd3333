import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { timeLeft, transferLine } from './transfer';

const total = fc.integer({ min: 1, max: 2 ** 40 });
const secondsIn = (text: string): number => {
  const [, n, unit] = /cerca de (\d+) (s|min|h) restantes/.exec(text)!;
  return Number(n) * (unit === 's' ? 1 : unit === 'min' ? 60 : 3600);
};

describe('how far an upload is', () => {
  it('never shows a negative, infinite or unknown figure, and never more sent than the file', () => {
    fc.assert(
      fc.property(total, fc.double({ noNaN: false }), fc.option(fc.double(), { nil: undefined }), (size, sent, speed) => {
        const line = transferLine(sent, size, speed);
        expect(line).not.toMatch(/NaN|Infinity|-\d/);
        const [done, of] = line
          .split(' MB')[0]!
          .split(' de ')
          .map((n) => Number(n.replace(',', '.')));
        expect(done).toBeLessThanOrEqual(of!);
      }),
    );
  });

  it('says the time left only with a speed, and never less than what is left at that speed', () => {
    fc.assert(
      fc.property(total, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 1024, max: 2 ** 32, noNaN: true }), (size, part, speed) => {
        const sent = Math.floor(size * part);
        const line = transferLine(sent, size, speed);
        if (sent >= size) expect(line).not.toContain('restantes');
        else expect(secondsIn(line)).toBeGreaterThanOrEqual((size - sent) / speed);
      }),
    );
  });

  it('counts in seconds under a minute, minutes under an hour, then hours', () => {
    expect(timeLeft(0.2)).toBe('cerca de 1 s restantes');
    expect(timeLeft(59)).toBe('cerca de 59 s restantes');
    expect(timeLeft(60)).toBe('cerca de 1 min restantes');
    expect(timeLeft(61)).toBe('cerca de 2 min restantes');
    expect(timeLeft(3600)).toBe('cerca de 1 h restantes');
    expect(transferLine(5 * 1024 * 1024, 50 * 1024 * 1024, 1024 * 1024)).toBe('5,0 de 50,0 MB · 1,0 MB/s · cerca de 45 s restantes');
  });

  it('shows a finished upload by its sizes alone, whatever the last speed', () => {
    fc.assert(
      fc.property(total, fc.double({ min: 1024, max: 2 ** 32, noNaN: true }), (size, speed) => {
        expect(transferLine(size, size, speed)).toBe(transferLine(size, size, undefined));
      }),
    );
  });
});
