import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validPrescription } from './prescription.arbitrary';
import { prescriptionAnswers } from './prescription-answers';

describe('printed answers', () => {
  it('has the 12 sections in order, each with an answer, for any valid form', () => {
    fc.assert(
      fc.property(validPrescription, (form) => {
        const sections = prescriptionAnswers(form);
        expect(sections.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        for (const s of sections) {
          expect(s.lines.length).toBeGreaterThan(0);
          for (const line of s.lines) expect(line).not.toMatch(/undefined|null/);
        }
        expect(sections[0]!.lines).toEqual([form.complaint]);
        expect(sections[11]!.lines).toEqual([form.additionalInformation]);
        if (form.extraction === 'WITH_EXTRACTION') expect(sections[10]!.lines[1]).toBe(`Dentes: ${form.extractionTeeth.join(', ')}`);
      }),
    );
  });
});
