import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { alignmentFields, emptyPrescription, type PrescriptionForm } from './prescription';
import { validPrescription } from './prescription.arbitrary';
import { lowerPairs, upperPairs } from './tooth-chart';
import {
  ClinicalPreferences,
  clinicalPreferenceFields,
  emptyClinicalPreferences,
  hasClinicalPreferences,
  normalizeClinicalPreferences,
  preferenceSections,
  preferencesAsForm,
  preferencesOfForm,
  standingNoteLabel,
  withClinicalPreferences,
} from './clinical-preferences';
import { prescriptionAnswers } from './prescription-answers';
import { textLimits } from '../shared/text-limits';

const maybe = <A>(values: readonly A[]) => fc.option(fc.constantFrom(...values), { nil: null });
// Any answers at all, consistent or not, as a crafted request could send them; the note from the whole Unicode range.
const anyPreferences: fc.Arbitrary<ClinicalPreferences> = fc.record({
  overbiteKeep: fc.boolean(),
  overbiteSuperior: fc.boolean(),
  overbiteInferior: fc.boolean(),
  openBiteKeep: fc.boolean(),
  openBiteSuperior: fc.boolean(),
  openBiteInferior: fc.boolean(),
  midline: maybe(['KEEP', 'WITHOUT_DIP', 'WITH_DIP'] as const),
  midlineArcardeSuperior: maybe(['KEEP', 'SUPERIOR_RIGHT', 'SUPERIOR_LEFT'] as const),
  midlineArcardeInferior: maybe(['KEEP', 'INFERIOR_RIGHT', 'INFERIOR_LEFT'] as const),
  diastemasAndSpaces: maybe(['KEEP', 'CLOSE_ALL', 'CLOSE_PARTIALLY'] as const),
  ...(Object.fromEntries(alignmentFields.map((f) => [f, maybe(['YES', 'NO', 'WITH_NECESSARY'] as const)])) as Record<
    (typeof alignmentFields)[number],
    fc.Arbitrary<'YES' | 'NO' | 'WITH_NECESSARY' | null>
  >),
  extraction: maybe(['WITHOUT_EXTRACTION', 'WITH_EXTRACTION'] as const),
  standingNote: fc.string({ unit: 'grapheme', maxLength: 80 }),
});

const newCase = (form: PrescriptionForm): PrescriptionForm => ({ ...form, caseType: 'CASO_NOVO', continuationType: null });

describe('clinical preferences', () => {
  it('are kept consistent as the Ficha keeps its answers, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(anyPreferences, (p) => {
        const n = normalizeClinicalPreferences(p);
        expect(normalizeClinicalPreferences(n)).toEqual(n);
        if (n.overbiteKeep) expect([n.overbiteSuperior, n.overbiteInferior]).toEqual([false, false]);
        if (n.openBiteKeep) expect([n.openBiteSuperior, n.openBiteInferior]).toEqual([false, false]);
        if (n.midline === null || n.midline === 'KEEP') expect([n.midlineArcardeSuperior, n.midlineArcardeInferior]).toEqual([null, null]);
        expect(n.standingNote).toBe(p.standingNote);
        expect(E.isRight(ClinicalPreferences.decode(n))).toBe(true);
      }),
    );
  });

  it('fill a new case’s Ficha with each saved answer and touch nothing else', () => {
    fc.assert(
      fc.property(anyPreferences, validPrescription.map(newCase), fc.boolean(), (p, typed, blank) => {
        const form = blank ? newCase(emptyPrescription) : typed;
        const filled = withClinicalPreferences(form, p);
        if (!hasClinicalPreferences(p)) {
          expect(filled).toEqual(form);
          return;
        }
        const n = normalizeClinicalPreferences(p);
        for (const f of clinicalPreferenceFields) expect(filled[f]).toEqual(n[f]);
        expect(filled.diastemasAndSpacesTeeth).toEqual(n.diastemasAndSpaces === 'CLOSE_ALL' ? [...upperPairs, ...lowerPairs] : []);
        expect([filled.midlineTeeth, filled.extractionTeeth]).toEqual([[], []]);
        expect(filled.additionalInformation).toBe(form.additionalInformation === '' ? n.standingNote : form.additionalInformation);
        for (const f of ['caseType', 'complaint', 'characteristics', 'otherCharacteristic', 'nonMovingTeeth', 'anteroposteriorRelation', 'overjet'] as const)
          expect(filled[f]).toEqual(form[f]);
      }),
    );
  });

  it('leave a continuation’s Ficha as its own rules made it', () => {
    fc.assert(
      fc.property(anyPreferences, validPrescription, (p, form) => {
        const continuation: PrescriptionForm = { ...form, caseType: 'CONTINUACAO_TRATAMENTO', continuationType: form.continuationType ?? 'KEEP' };
        expect(withClinicalPreferences(continuation, p)).toEqual(continuation);
      }),
    );
  });

  it('are a Ficha’s answers: any valid Ficha’s answers decode as preferences', () => {
    fc.assert(
      fc.property(validPrescription, (form) => {
        const p = preferencesOfForm(form, form.additionalInformation);
        expect(ClinicalPreferences.decode(p)).toEqual(E.right(p));
        expect(hasClinicalPreferences(p)).toBe(true);
      }),
    );
    expect(hasClinicalPreferences(emptyClinicalPreferences)).toBe(false);
    expect(hasClinicalPreferences({ ...emptyClinicalPreferences, standingNote: '  ' })).toBe(false);
    expect(E.isLeft(ClinicalPreferences.decode({ ...emptyClinicalPreferences, standingNote: 'a\u0000b' }))).toBe(true);
  });

  it('keep every answer normalising has no reason to change: the arches chosen without “Manter”, a moving midline’s directions, the other sections', () => {
    fc.assert(
      fc.property(anyPreferences, (p) => {
        const n = normalizeClinicalPreferences(p);
        expect([n.overbiteKeep, n.overbiteSuperior, n.overbiteInferior]).toEqual(p.overbiteKeep ? [true, false, false] : [false, p.overbiteSuperior, p.overbiteInferior]);
        expect([n.openBiteKeep, n.openBiteSuperior, n.openBiteInferior]).toEqual(p.openBiteKeep ? [true, false, false] : [false, p.openBiteSuperior, p.openBiteInferior]);
        expect(n.midline).toBe(p.midline);
        const moves = p.midline === 'WITHOUT_DIP' || p.midline === 'WITH_DIP';
        expect([n.midlineArcardeSuperior, n.midlineArcardeInferior]).toEqual(moves ? [p.midlineArcardeSuperior, p.midlineArcardeInferior] : [null, null]);
        for (const f of [...alignmentFields, 'extraction', 'diastemasAndSpaces'] as const) expect([f, n[f]]).toEqual([f, p[f]]);
      }),
    );
  });

  it('are shown as the printed Ficha words sections 6 to 11, without tooth lists, then the note (a dash when there is none)', () => {
    fc.assert(
      fc.property(anyPreferences, (p) => {
        const sections = preferenceSections(p);
        const ficha = prescriptionAnswers(preferencesAsForm(p)).filter((s) => s.n >= 6 && s.n <= 11);
        expect(sections.map((s) => s.title)).toEqual([...ficha.map((s) => s.title), standingNoteLabel]);
        sections.slice(0, -1).forEach((section, i) => {
          expect(section.lines).toEqual(ficha[i]!.lines.filter((l) => !l.startsWith('Dentes') && !l.startsWith('Espaços')));
        });
        expect(sections.at(-1)!.lines).toEqual([p.standingNote.trim() === '' ? '—' : p.standingNote]);
      }),
    );
    expect(preferenceSections(emptyClinicalPreferences).map((s) => s.title)).toHaveLength(7);
    expect(preferenceSections({ ...emptyClinicalPreferences, standingNote: ' \n ' }).at(-1)).toEqual({ title: 'Observação para todos os casos', lines: ['—'] });
  });

  it('count a standing note alone as a preference, and refuse one past its limit naming it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((n) => n.trim() !== ''),
        (note) => {
          expect(hasClinicalPreferences({ ...emptyClinicalPreferences, standingNote: note })).toBe(true);
        },
      ),
    );
    const refused = ClinicalPreferences.decode({ ...emptyClinicalPreferences, standingNote: 'a'.repeat(textLimits.additionalInformation + 1) });
    expect(E.isLeft(refused) && refused.left.map((e) => e.message)).toEqual([
      `O campo Observação para todos os casos aceita no máximo ${textLimits.additionalInformation} caracteres.`,
    ]);
  });

  it('hold a Ficha’s sections 6 to 11 and nothing else, and read back from a Ficha exactly those answers', () => {
    fc.assert(
      fc.property(validPrescription, fc.string({ unit: 'grapheme', maxLength: 20 }), (form, note) => {
        const p = preferencesOfForm(form, note);
        expect(Object.keys(p).sort()).toEqual([...clinicalPreferenceFields, 'standingNote'].sort());
        for (const f of clinicalPreferenceFields) expect(p[f]).toEqual(form[f]);
        const back = preferencesAsForm(p);
        for (const f of clinicalPreferenceFields) expect(back[f]).toEqual(form[f]);
        expect(back.complaint).toBe(emptyPrescription.complaint);
      }),
    );
    expect(emptyClinicalPreferences).toEqual({ ...Object.fromEntries(clinicalPreferenceFields.map((f) => [f, emptyPrescription[f]])), standingNote: '' });
    // One saved answer is enough to count as preferences.
    for (const f of clinicalPreferenceFields) {
      const changed = { ...emptyClinicalPreferences, [f]: typeof emptyClinicalPreferences[f] === 'boolean' ? !emptyClinicalPreferences[f] : 'KEEP' };
      expect([f, hasClinicalPreferences(changed)]).toEqual([f, changed[f] !== emptyClinicalPreferences[f]]);
    }
  });
});
