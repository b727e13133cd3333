import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it('uses kb below a megabyte and mb from there, always with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (bytes) => {
        const text = formatFileSize(bytes);
        expect(text).toMatch(/^\d+,\d{2} (kb|mb)$/);
        expect(text.endsWith('mb')).toBe(bytes >= 1024 * 1024);
        const value = Number(text.split(' ')[0]!.replace(',', '.'));
        const unit = text.endsWith('mb') ? 1024 * 1024 : 1024;
        expect(Math.abs(value * unit - bytes)).toBeLessThanOrEqual(unit * 0.005 + 1e-9);
      }),
    );
    expect(formatFileSize(1536)).toBe('1,50 kb');
    expect([formatFileSize(1024 * 1024 - 1), formatFileSize(1024 * 1024)]).toEqual(['1024,00 kb', '1,00 mb']);
    expect(formatFileSize(300 * 1024 * 1024)).toBe('300,00 mb');
  });
});
