import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { alignmentFields, Characteristic, emptyPrescription, PrescriptionForm } from './prescription';
import { validPrescription } from './prescription.arbitrary';
import {
  chartsEnabled,
  characteristicDisabled,
  continuationRules,
  midlineKeepDisabled,
  prescriptionMessages,
  setDiastemas,
  setExtraction,
  setMidline,
  setArch,
  setKeep,
  toggleCharacteristic,
  validatePrescription,
  withPrevious,
} from './prescription-rules';
import { lowerPairs, upperPairs } from './tooth-chart';

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
      ['characteristics', (f) => ({ ...f, characteristics: ['CROWDING', 'CLASS_III', 'DIASTEMAS', 'OPEN_BITE'], otherCharacteristic: '' }), prescriptionMessages.tooManyCharacteristics],
      ['characteristics.0', (f) => ({ ...f, characteristics: ['', ...f.characteristics.slice(1)], otherCharacteristic: f.characteristics.slice(1).includes('OTHER') ? f.otherCharacteristic : '' }), prescriptionMessages.characteristicEntry],
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
      ['additionalInformation', (f) => ({ ...f, additionalInformation: 'x'.repeat(5001) }), 'Máximo de 5000 caracteres'],
      ['continuationType', (f) => ({ ...f, caseType: 'CONTINUACAO_TRATAMENTO', continuationType: null }), required],
      ['caseType', (f) => ({ ...f, caseType: null, continuationType: null }), required],
    ];
    fc.assert(
      fc.property(validPrescription, product, fc.constantFrom(...corruptions), (form, p, [path, corrupt, message, applies]) => {
        if (applies && !applies(form)) return;
        expect(validatePrescription(corrupt(form), p)).toEqual({ [path]: message });
      }),
    );
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
      fc.property(anyForm, fc.constantFrom('superior', 'inferior' as const), (form, arch) => {
        expect(setKeep(form, 'overbite', true)).toMatchObject({ overbiteKeep: true, overbiteSuperior: false, overbiteInferior: false });
        expect(setKeep(form, 'openBite', true)).toMatchObject({ openBiteKeep: true, openBiteSuperior: false, openBiteInferior: false });
        expect(setArch(setKeep(form, 'overbite', true), 'overbite', arch, true).overbiteKeep).toBe(false);
        expect(setArch(setKeep(form, 'openBite', true), 'openBite', arch, true).openBiteKeep).toBe(false);
        expect(setArch(form, 'overbite', arch, true)).toMatchObject({ [arch === 'superior' ? 'overbiteSuperior' : 'overbiteInferior']: true, openBiteKeep: form.openBiteKeep });
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
        expect(chartsEnabled(form)).toEqual({ midline: form.midline === 'WITH_DIP', diastemas: form.diastemasAndSpaces === 'CLOSE_PARTIALLY', extraction: form.extraction === 'WITH_EXTRACTION' });
      }),
    );
  });

  it('disables Manter in one arch’s direction when the other arch is already Manter', () => {
    expect(midlineKeepDisabled({ ...emptyPrescription, midlineArcardeInferior: 'KEEP' }, 'superior')).toBe(true);
    expect(midlineKeepDisabled({ ...emptyPrescription, midlineArcardeSuperior: 'KEEP' }, 'inferior')).toBe(true);
    expect(midlineKeepDisabled({ ...emptyPrescription, midlineArcardeSuperior: 'SUPERIOR_LEFT' }, 'inferior')).toBe(false);
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
    expect(continuationRules({ ...emptyPrescription, caseType: 'CASO_NOVO' }, 'CA_TRIO', true)).toEqual({ showContinuationChoice: false, continuationLocked: false, answersLocked: false });
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
