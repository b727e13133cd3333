import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { alignmentFields, Characteristic, emptyPrescription, PrescriptionForm, characteristicLabels, prescriptionFieldLabels } from './prescription';
import { validPrescription } from './prescription.arbitrary';
import {
  chartsEnabled,
  characteristicDisabled,
  applyContinuationProduct,
  continuationRules,
  midlineKeepDisabled,
  prescriptionMessages,
  setDiastemas,
  setExtraction,
  setMidline,
  archesChosen,
  setArch,
  setKeep,
  toggleChartItem,
  toggleCharacteristic,
  validatePrescription,
  withPrevious,
} from './prescription-rules';
import { lowerPairs, upperPairs } from './tooth-chart';
import { textLimits } from '../shared/text-limits';

const required = prescriptionMessages.required;
const product = fc.constantFrom(null, 'CA_TRIO');

describe('prescription validation', () => {
  it('accepts every valid prescription, and round-trips through its codec', () => {
    fc.assert(
      fc.property(validPrescription, product, (form, p) => {
        expect(validatePrescription(form, p)).toEqual({});
        expect(PrescriptionForm.decode(JSON.parse(JSON.stringify(PrescriptionForm.encode(form))))).toEqual(E.right(form));
      }),
    );
  });

  it('rejects each single-field corruption with the spec’s message at that path', () => {
    const corruptions: [string, (f: PrescriptionForm) => PrescriptionForm, string, ((f: PrescriptionForm) => boolean)?][] = [
      ['complaint', (f) => ({ ...f, complaint: ' ' }), required],
      ['characteristics', (f) => ({ ...f, characteristics: [], otherCharacteristic: '' }), required],
      [
        'characteristics',
        (f) => ({ ...f, characteristics: ['CROWDING', 'CLASS_III', 'DIASTEMAS', 'OPEN_BITE'], otherCharacteristic: '' }),
        prescriptionMessages.tooManyCharacteristics,
      ],
      [
        'characteristics.0',
        (f) => ({ ...f, characteristics: ['', ...f.characteristics.slice(1)], otherCharacteristic: f.characteristics.slice(1).includes('OTHER') ? f.otherCharacteristic : '' }),
        prescriptionMessages.characteristicEntry,
      ],
      ['otherCharacteristic', (f) => ({ ...f, characteristics: ['OTHER'], otherCharacteristic: '' }), required],
      ['anteroposteriorRelation', (f) => ({ ...f, anteroposteriorRelation: null }), required],
      ['overjet', (f) => ({ ...f, overjet: null }), required],
      ['overbiteKeep', (f) => ({ ...f, overbiteKeep: false, overbiteSuperior: false, overbiteInferior: false }), required],
      ['openBiteKeep', (f) => ({ ...f, openBiteKeep: false, openBiteSuperior: false, openBiteInferior: false }), required],
      ['midlineTeeth', (f) => ({ ...f, midlineTeeth: [] }), required, (f) => f.midline === 'WITH_DIP'],
      ['midlineArcardeSuperior', (f) => ({ ...f, midlineArcardeSuperior: null }), required, (f) => f.midline !== 'KEEP'],
      ['midlineArcardeInferior', (f) => ({ ...f, midlineArcardeInferior: null }), required, (f) => f.midline !== 'KEEP'],
      ['diastemasAndSpacesTeeth', (f) => ({ ...f, diastemasAndSpacesTeeth: [] }), required, (f) => f.diastemasAndSpaces === 'CLOSE_PARTIALLY'],
      ['extractionTeeth', (f) => ({ ...f, extractionTeeth: [] }), required, (f) => f.extraction === 'WITH_EXTRACTION'],
      ['superiorAlignerExpansion', (f) => ({ ...f, superiorAlignerExpansion: null }), required],
      ['inferiorAlignerPosteriorLeftDIP', (f) => ({ ...f, inferiorAlignerPosteriorLeftDIP: null }), required],
      ['additionalInformation', (f) => ({ ...f, additionalInformation: '' }), required],
      ['additionalInformation', (f) => ({ ...f, additionalInformation: ' \n\t ' }), required],
      ['otherCharacteristic', (f) => ({ ...f, characteristics: ['OTHER'], otherCharacteristic: ' \u3000 ' }), required],
      ['additionalInformation', (f) => ({ ...f, additionalInformation: 'x'.repeat(5001) }), 'Use no máximo 5.000 caracteres (agora são 5.001).'],
      ['continuationType', (f) => ({ ...f, caseType: 'CONTINUACAO_TRATAMENTO', continuationType: null }), required],
      ['caseType', (f) => ({ ...f, caseType: null, continuationType: null }), required],
    ];
    for (const [path, corrupt, message, applies] of corruptions) {
      fc.assert(
        fc.property(
          validPrescription.filter((form) => applies?.(form) ?? true),
          product,
          (form, p) => {
            expect(validatePrescription(corrupt(form), p)).toEqual({ [path]: message });
          },
        ),
        { numRuns: 20 },
      );
    }
  });

  it('asks only for the case and the additional information when the continuation product is not the trio', () => {
    const form = { ...emptyPrescription, caseType: 'CASO_NOVO' as const, additionalInformation: 'Manter' };
    expect(validatePrescription(form, 'ALIGNER_CA_SOFT')).toEqual({});
    expect(Object.keys(validatePrescription(form, 'CA_TRIO')).length).toBeGreaterThan(5);
    expect(validatePrescription(emptyPrescription, 'OTHER')).toEqual({ caseType: required, additionalInformation: required });
  });
});

describe('dependencies between answers', () => {
  const anyForm = validPrescription;
  it('Manter clears both overbite and open-bite arch options; an arch undoes Manter', () => {
    fc.assert(
      fc.property(anyForm, fc.constantFrom('upper' as const, 'lower' as const), (form, arch) => {
        expect(setKeep(form, 'overbite', true)).toMatchObject({ overbiteKeep: true, overbiteSuperior: false, overbiteInferior: false });
        expect(setKeep(form, 'openBite', true)).toMatchObject({ openBiteKeep: true, openBiteSuperior: false, openBiteInferior: false });
        expect(setArch(setKeep(form, 'overbite', true), 'overbite', arch, true).overbiteKeep).toBe(false);
        expect(setArch(setKeep(form, 'openBite', true), 'openBite', arch, true).openBiteKeep).toBe(false);
        expect(setArch(form, 'overbite', arch, true)).toMatchObject({ [arch === 'upper' ? 'overbiteSuperior' : 'overbiteInferior']: true, openBiteKeep: form.openBiteKeep });
      }),
    );
  });

  it('extraction WITHOUT clears the teeth; midline KEEP clears teeth and directions', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        expect(setExtraction(form, 'WITHOUT_EXTRACTION').extractionTeeth).toEqual([]);
        expect(setMidline(form, 'KEEP')).toMatchObject({ midlineTeeth: [], midlineArcardeSuperior: null, midlineArcardeInferior: null });
        expect(setMidline(form, 'WITHOUT_DIP').midlineTeeth).toEqual([]);
      }),
    );
  });

  it('CLOSE_ALL selects exactly the adjacent pairs of both arches; KEEP and CLOSE_PARTIALLY select none', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const all = setDiastemas(form, 'CLOSE_ALL').diastemasAndSpacesTeeth;
        expect([...all].sort()).toEqual([...upperPairs, ...lowerPairs].sort());
        expect(all.some((p) => p.startsWith('28-') || p.startsWith('38-'))).toBe(false);
        expect(setDiastemas(form, 'KEEP').diastemasAndSpacesTeeth).toEqual([]);
        expect(setDiastemas(form, 'CLOSE_PARTIALLY').diastemasAndSpacesTeeth).toEqual([]);
      }),
    );
  });

  it('enables each chart only for its choice', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        expect(chartsEnabled(form)).toEqual({
          midline: form.midline === 'WITH_DIP',
          diastemas: form.diastemasAndSpaces === 'CLOSE_PARTIALLY',
          extraction: form.extraction === 'WITH_EXTRACTION',
        });
      }),
    );
  });

  it('disables Manter in one arch’s direction when the other arch is already Manter', () => {
    expect(midlineKeepDisabled({ ...emptyPrescription, midlineArcardeInferior: 'KEEP' }, 'upper')).toBe(true);
    expect(midlineKeepDisabled({ ...emptyPrescription, midlineArcardeSuperior: 'KEEP' }, 'lower')).toBe(true);
    expect(midlineKeepDisabled({ ...emptyPrescription, midlineArcardeSuperior: 'SUPERIOR_LEFT' }, 'lower')).toBe(false);
  });

  it('never holds more than three characteristics, disables the rest at three, and drops the Outro text with Outro', () => {
    const all = Object.keys(Characteristic.keys) as Characteristic[];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...all), { maxLength: 20 }), (clicks) => {
        const form = clicks.reduce(toggleCharacteristic, { ...emptyPrescription, characteristics: ['OTHER'], otherCharacteristic: 'x' });
        expect(form.characteristics.length).toBeLessThanOrEqual(3);
        expect(new Set(form.characteristics).size).toBe(form.characteristics.length);
        for (const c of all) expect(characteristicDisabled(form, c)).toBe(form.characteristics.length === 3 && !form.characteristics.includes(c));
        if (!form.characteristics.includes('OTHER')) expect(form.otherCharacteristic).toBe('');
      }),
    );
  });

  it('locks a continuation with KEEP, and forces KEEP for products other than the trio', () => {
    const continuation = { ...emptyPrescription, caseType: 'CONTINUACAO_TRATAMENTO' as const };
    expect(continuationRules({ ...emptyPrescription, caseType: 'CASO_NOVO' }, 'CA_TRIO', true)).toEqual({
      showContinuationChoice: false,
      continuationLocked: false,
      answersLocked: false,
    });
    expect(continuationRules({ ...continuation, continuationType: 'KEEP' }, 'CA_TRIO', true).answersLocked).toBe(true);
    expect(continuationRules({ ...continuation, continuationType: 'CHANGE' }, 'CA_TRIO', true).answersLocked).toBe(false);
    expect(continuationRules(continuation, 'ALIGNER_CA_SOFT', true)).toMatchObject({ continuationLocked: true, answersLocked: true });
  });

  it('loads the previous answers, keeping the case choices and the new additional information', () => {
    fc.assert(
      fc.property(validPrescription, validPrescription, (previous, current) => {
        const loaded = withPrevious(current, previous);
        expect(loaded).toEqual({ ...previous, caseType: current.caseType, continuationType: current.continuationType, additionalInformation: current.additionalInformation });
        for (const f of alignmentFields) expect(loaded[f]).toBe(previous[f]);
      }),
    );
  });
});

describe('a new prescription and its names', () => {
  it('starts blank: no choice made, no text typed, no tooth marked, and decodes as a form', () => {
    for (const value of Object.values(emptyPrescription)) expect([null, false, '']).toContainEqual(Array.isArray(value) ? (value.length === 0 ? null : value) : value);
    expect(PrescriptionForm.is(emptyPrescription)).toBe(true);
  });

  it('asks for every clinical answer when blank, whether the product is the trio or not yet known', () => {
    const clinical = [
      'complaint',
      'characteristics',
      'anteroposteriorRelation',
      'overjet',
      'overbiteKeep',
      'openBiteKeep',
      'midline',
      'diastemasAndSpaces',
      'extraction',
      ...alignmentFields,
    ];
    for (const p of [null, undefined, 'CA_TRIO'])
      expect(Object.keys(validatePrescription(emptyPrescription, p)).sort()).toEqual(['caseType', 'additionalInformation', ...clinical].sort());
  });

  it('accepts additional information of exactly the maximum length', () => {
    fc.assert(
      fc.property(validPrescription, (form) => {
        expect(validatePrescription({ ...form, additionalInformation: 'a'.repeat(textLimits.additionalInformation) }, 'CA_TRIO')).toEqual({});
      }),
    );
  });

  it('refuses a form that lacks any of its fields', () => {
    const fields = Object.keys(emptyPrescription);
    fc.assert(
      fc.property(validPrescription, fc.constantFrom(...fields), (form, field) => {
        const { [field]: _dropped, ...rest } = form as unknown as Record<string, unknown>;
        expect(PrescriptionForm.is(rest)).toBe(false);
      }),
    );
  });

  it('names every section of the form in Portuguese, each section with its own name', () => {
    const sectionOf = (field: string) => (alignmentFields.includes(field as never) ? 'alignment' : field.replace(/(Superior|Inferior)$/, 'Keep'));
    const fields = Object.keys(emptyPrescription).filter((f) => !/^(overbite|openBite)(Superior|Inferior)$/.test(f));
    for (const field of fields) expect(prescriptionFieldLabels[field], field).toMatch(/^\p{Lu}\p{Ll}+/u);
    const bySection = new Map(fields.map((f) => [sectionOf(f), prescriptionFieldLabels[f]]));
    expect(new Set(bySection.values()).size).toBe(bySection.size);
    expect(new Set(alignmentFields.map((f) => prescriptionFieldLabels[f])).size).toBe(1);
  });

  it('names each characteristic in Portuguese, every name its own', () => {
    const names = (Object.keys(Characteristic.keys) as Characteristic[]).map((c) => Characteristic.is(c) && characteristicLabels[c]);
    expect(names.every((n) => typeof n === 'string' && /^\p{Lu}/u.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('answers that do not depend on each other', () => {
  const kinds = fc.constantFrom('overbite', 'openBite' as const);
  const arches = fc.constantFrom('upper' as const, 'lower' as const);

  it('unchecking Manter or an arch changes nothing else', () => {
    fc.assert(
      fc.property(validPrescription, kinds, arches, (form, kind, arch) => {
        expect(setKeep(form, kind, false)).toEqual({ ...form, [`${kind}Keep`]: false });
        const unchecked = setArch(form, kind, arch, false);
        expect(unchecked).toEqual({ ...form, [`${kind}${arch === 'upper' ? 'Superior' : 'Inferior'}`]: false });
      }),
    );
  });

  it('reads back the arches checked for the overbite or the open bite, each on its own field', () => {
    fc.assert(
      fc.property(validPrescription, kinds, arches, fc.boolean(), (form, kind, arch, checked) => {
        const other = arch === 'upper' ? 'lower' : 'upper';
        const chosen = archesChosen(setArch(form, kind, arch, checked), kind);
        expect(chosen[arch]).toBe(checked);
        expect(chosen[other]).toBe(archesChosen(form, kind)[other]);
        expect(archesChosen(form, kind)).toEqual({ upper: form[`${kind}Superior`], lower: form[`${kind}Inferior`] });
      }),
    );
  });

  it('keeps the teeth with extraction or with a midline DIP, and the directions unless the midline is kept', () => {
    fc.assert(
      fc.property(validPrescription, fc.constantFrom('WITHOUT_DIP', 'WITH_DIP' as const), (form, midline) => {
        expect(setExtraction(form, 'WITH_EXTRACTION')).toEqual({ ...form, extraction: 'WITH_EXTRACTION' });
        const moved = setMidline(form, midline);
        expect(moved).toMatchObject({ midlineArcardeSuperior: form.midlineArcardeSuperior, midlineArcardeInferior: form.midlineArcardeInferior });
        expect(moved.midlineTeeth).toEqual(midline === 'WITH_DIP' ? form.midlineTeeth : []);
      }),
    );
  });

  it('leaves Manter enabled in one arch while the other arch moves the midline', () => {
    expect(midlineKeepDisabled({ ...emptyPrescription, midlineArcardeInferior: 'INFERIOR_LEFT' }, 'upper')).toBe(false);
    expect(midlineKeepDisabled({ ...emptyPrescription, midlineArcardeInferior: 'KEEP', midlineArcardeSuperior: 'SUPERIOR_RIGHT' }, 'upper')).toBe(true);
  });

  it('adds a characteristic while fewer than three are chosen; a second click takes it back; other characteristics keep Outro’s text', () => {
    const all = Object.keys(Characteristic.keys) as Characteristic[];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...all), { maxLength: 2 }), fc.constantFrom(...all), (chosen, c) => {
        const form = { ...emptyPrescription, characteristics: chosen.filter((x) => x !== c), otherCharacteristic: 'texto' };
        const added = toggleCharacteristic(form, c);
        expect(added.characteristics).toEqual([...form.characteristics, c]);
        expect(toggleCharacteristic(added, c)).toEqual(c === 'OTHER' ? { ...form, otherCharacteristic: '' } : form);
      }),
    );
  });

  it('toggles a tooth of the chart on and off, and ignores a tooth the chart has not', () => {
    const chart = (n: number) => n % 2 === 0;
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 40 }).filter(chart)), fc.integer({ min: 0, max: 40 }), (selected, tooth) => {
        const once = toggleChartItem(selected, tooth, chart);
        if (!chart(tooth)) {
          expect(once).toEqual(selected);
          return;
        }
        expect(once.includes(tooth)).toBe(!selected.includes(tooth));
        expect(once.filter((x) => x !== tooth)).toEqual(selected.filter((x) => x !== tooth));
        expect([...toggleChartItem(once, tooth, chart)].sort()).toEqual([...selected].sort());
      }),
    );
  });

  it('forces Manter on a continuation of any product but the trio, and leaves every other form as it is', () => {
    fc.assert(
      fc.property(validPrescription, fc.constantFrom('CA_TRIO', 'ALIGNER_CA_SOFT', 'PLACA_CONTENCAO'), (form, p) => {
        const applied = applyContinuationProduct(form, p);
        const forced = form.caseType === 'CONTINUACAO_TRATAMENTO' && p !== 'CA_TRIO';
        expect(applied).toEqual(forced ? { ...form, continuationType: 'KEEP' } : form);
      }),
    );
  });
});
