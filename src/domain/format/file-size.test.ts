import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it('uses KB below a megabyte and MB from there, always with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (bytes) => {
        const text = formatFileSize(bytes);
        expect(text).toMatch(/^\d+,\d{2} (KB|MB)$/);
        expect(text.endsWith('MB')).toBe(bytes >= 1024 * 1024);
        const value = Number(text.split(' ')[0]!.replace(',', '.'));
        const unit = text.endsWith('MB') ? 1024 * 1024 : 1024;
        expect(Math.abs(value * unit - bytes)).toBeLessThanOrEqual(unit * 0.005 + 1e-9);
      }),
    );
    expect(formatFileSize(1536)).toBe('1,50 KB');
    expect([formatFileSize(1024 * 1024 - 1), formatFileSize(1024 * 1024)]).toEqual(['1024,00 KB', '1,00 MB']);
    expect(formatFileSize(300 * 1024 * 1024)).toBe('300,00 MB');
  });
});
