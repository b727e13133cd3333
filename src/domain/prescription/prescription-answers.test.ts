import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alignmentFields, type Characteristic, emptyPrescription, type PrescriptionForm } from './prescription';
import { validPrescription } from './prescription.arbitrary';
import { prescriptionAnswers } from './prescription-answers';
import { alignmentOptions, diastemaOptions, dipOptions, extractionOptions } from './prescription-labels';

// The printed words, written out here as the print mode shows them (spec §2), not read from the code.
const dip = { KEEP: 'Manter', WITHOUT_DIP: 'Melhorar sem D.I.P.', WITH_DIP: 'Melhorar com D.I.P.' } as const;
const alignment = { YES: 'Sim', NO: 'Não', WITH_NECESSARY: 'Se necessário' } as const;
const diastemas = { KEEP: 'Manter', CLOSE_ALL: 'Fechar todos', CLOSE_PARTIALLY: 'Fechar parcialmente' } as const;
const extraction = { WITHOUT_EXTRACTION: 'Sem extração', WITH_EXTRACTION: 'Com extração' } as const;
const midlineMoves = {
  KEEP: 'Manter',
  SUPERIOR_RIGHT: 'Mover para a direita',
  SUPERIOR_LEFT: 'Mover para a esquerda',
  INFERIOR_RIGHT: 'Mover para a direita',
  INFERIOR_LEFT: 'Mover para a esquerda',
} as const;
const items = {
  Expansion: 'Expansão',
  Vestibularization: 'Vestibularização',
  AnteriorDIP: 'D.I.P. anterior',
  PosteriorRightDIP: 'D.I.P. posterior direito',
  PosteriorLeftDIP: 'D.I.P. posterior esquerdo',
} as const;
const titles = [
  'Queixa principal',
  'Características principais',
  'Dentes que não devem ser movimentados',
  'Relação anteroposterior',
  'Sobressaliência (overjet)',
  'Sobremordida (overbite)',
  'Mordida aberta',
  'Linha média',
  'Diastemas e espaços',
  'Diretrizes de alinhamento',
  'Extração',
  'Objetivos do tratamento e informações adicionais',
];

const maybe = <T>(values: readonly T[]) => fc.constantFrom<T | null>(null, ...values);
const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const teeth = fc.uniqueArray(fc.integer({ min: 11, max: 48 }), { maxLength: 4 });
const spaces = fc.uniqueArray(fc.constantFrom('11-21', '12-11', '21-22', '31-41'), { maxLength: 3 });

/** Any form as it may be printed, complete or not: every choice made or left blank. */
const anyForm: fc.Arbitrary<PrescriptionForm> = fc
  .record({
    complaint: text,
    additionalInformation: text,
    otherCharacteristic: text,
    characteristics: fc.uniqueArray(fc.constantFrom<Characteristic>('CROWDING', 'DIASTEMAS', 'OTHER', 'CLASS_III'), { maxLength: 3 }),
    nonMovingTeeth: teeth,
    anteroposteriorRelation: maybe(['KEEP', 'WITHOUT_DIP', 'WITH_DIP'] as const),
    overjet: maybe(['KEEP', 'WITHOUT_DIP', 'WITH_DIP'] as const),
    overbiteKeep: fc.boolean(),
    overbiteSuperior: fc.boolean(),
    overbiteInferior: fc.boolean(),
    openBiteKeep: fc.boolean(),
    openBiteSuperior: fc.boolean(),
    openBiteInferior: fc.boolean(),
    midline: maybe(['KEEP', 'WITHOUT_DIP', 'WITH_DIP'] as const),
    midlineTeeth: spaces,
    midlineArcardeSuperior: maybe(['KEEP', 'SUPERIOR_RIGHT', 'SUPERIOR_LEFT'] as const),
    midlineArcardeInferior: maybe(['KEEP', 'INFERIOR_RIGHT', 'INFERIOR_LEFT'] as const),
    diastemasAndSpaces: maybe(['KEEP', 'CLOSE_ALL', 'CLOSE_PARTIALLY'] as const),
    diastemasAndSpacesTeeth: spaces,
    alignment: fc.tuple(...alignmentFields.map(() => maybe(['YES', 'NO', 'WITH_NECESSARY'] as const))),
    extraction: maybe(['WITHOUT_EXTRACTION', 'WITH_EXTRACTION'] as const),
    extractionTeeth: teeth,
  })
  .map(({ alignment: choices, ...rest }) => ({ ...emptyPrescription, ...rest, ...Object.fromEntries(alignmentFields.map((f, i) => [f, choices[i]])) }));

const linesOf = (form: PrescriptionForm, n: number) => prescriptionAnswers(form)[n - 1]!.lines;
const listed = (values: readonly (string | number)[]) => (values.length === 0 ? 'Nenhum' : values.join(', '));

describe('printed answers', () => {
  it('has the 12 sections in order with their titles, each with an answer and nothing unprinted, for any form', () => {
    fc.assert(
      fc.property(fc.oneof(anyForm, validPrescription), (form) => {
        const sections = prescriptionAnswers(form);
        expect(sections.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        expect(sections.map((s) => s.title)).toEqual(titles);
        for (const s of sections) {
          expect(s.lines.length).toBeGreaterThan(0);
          for (const line of s.lines) expect(line).not.toMatch(/undefined|null|^$/);
        }
      }),
    );
  });

  it('prints the texts as typed, and a dash for a blank one', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        expect(linesOf(form, 1)).toEqual([form.complaint || '—']);
        expect(linesOf(form, 12)).toEqual([form.additionalInformation || '—']);
      }),
    );
    expect(linesOf(emptyPrescription, 1)).toEqual(['—']);
  });

  it('names the characteristics, with the other one in parentheses when told, and the teeth kept still', () => {
    const names: Record<string, string> = { CROWDING: 'Apinhamento', DIASTEMAS: 'Diastemas', OTHER: 'Outro', CLASS_III: 'Classe III' };
    fc.assert(
      fc.property(anyForm, (form) => {
        const other = form.characteristics.includes('OTHER') && form.otherCharacteristic ? ` (${form.otherCharacteristic})` : '';
        expect(linesOf(form, 2)).toEqual([listed(form.characteristics.map((c) => names[c]!)) + other]);
        expect(linesOf(form, 3)).toEqual([listed(form.nonMovingTeeth)]);
      }),
    );
    expect(linesOf(emptyPrescription, 2)).toEqual(['Nenhum']);
  });

  it('names each choice in Portuguese, a dash when none was made', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const word = <K extends string>(table: Record<K, string>, value: K | null) => (value === null ? '—' : table[value]);
        expect(linesOf(form, 4)).toEqual([word(dip, form.anteroposteriorRelation)]);
        expect(linesOf(form, 5)).toEqual([word(dip, form.overjet)]);
        expect(linesOf(form, 8)[0]).toBe(word(dip, form.midline));
        expect(linesOf(form, 9)[0]).toBe(word(diastemas, form.diastemasAndSpaces));
        expect(linesOf(form, 11)[0]).toBe(word(extraction, form.extraction));
        expect(linesOf(form, 10)).toEqual(
          alignmentFields.map((f) => {
            const arch = f.startsWith('superior') ? 'superior' : 'inferior';
            return `${items[f.replace(`${arch}Aligner`, '') as keyof typeof items]} (${arch}): ${word(alignment, form[f])}`;
          }),
        );
      }),
    );
  });

  it('prints Manter, or the arches improved, for the overbite and the open bite', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const arches = (keep: boolean, sup: boolean, inf: boolean, verb: string) =>
          keep
            ? 'Manter'
            : [sup && `Melhorar com ${verb} na arcada superior`, inf && `Melhorar com ${verb} na arcada inferior`].filter((x): x is string => Boolean(x)).join('; ') || '—';
        expect(linesOf(form, 6)).toEqual([arches(form.overbiteKeep, form.overbiteSuperior, form.overbiteInferior, 'intrusão')]);
        expect(linesOf(form, 7)).toEqual([arches(form.openBiteKeep, form.openBiteSuperior, form.openBiteInferior, 'extrusão')]);
      }),
    );
  });

  it('adds the teeth and spaces a choice calls for, and the midline moves once it is not kept', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const midline = linesOf(form, 8);
        const withTeeth = form.midline === 'WITH_DIP' ? [`Dentes e espaços: ${listed(form.midlineTeeth)}`] : [];
        const moves =
          form.midline !== null && form.midline !== 'KEEP'
            ? [
                `Arcada superior: ${form.midlineArcardeSuperior ? midlineMoves[form.midlineArcardeSuperior] : '—'}`,
                `Arcada inferior: ${form.midlineArcardeInferior ? midlineMoves[form.midlineArcardeInferior] : '—'}`,
              ]
            : [];
        expect(midline.slice(1)).toEqual([...withTeeth, ...moves]);
        expect(linesOf(form, 9).slice(1)).toEqual(form.diastemasAndSpaces === 'CLOSE_PARTIALLY' ? [`Espaços: ${listed(form.diastemasAndSpacesTeeth)}`] : []);
        expect(linesOf(form, 11).slice(1)).toEqual(form.extraction === 'WITH_EXTRACTION' ? [`Dentes: ${listed(form.extractionTeeth)}`] : []);
      }),
    );
  });

  it('offers each option of the form with a label of its own', () => {
    for (const options of [dipOptions, alignmentOptions, diastemaOptions, extractionOptions]) {
      const labels = options.map((o) => o.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const o of options) expect(o.label).not.toBe(o.value);
    }
    expect(dipOptions.map((o) => [o.value, o.label])).toEqual(Object.entries(dip));
    expect(alignmentOptions.map((o) => [o.value, o.label])).toEqual(Object.entries(alignment));
    expect(diastemaOptions.map((o) => [o.value, o.label])).toEqual(Object.entries(diastemas));
    expect(extractionOptions.map((o) => [o.value, o.label])).toEqual(Object.entries(extraction));
  });
});
