import { lowerPairs, upperPairs } from './tooth-chart';
import type { Arch, Arches } from '../order/arch';
import { alignmentFields, type Characteristic, characteristicLabels, maxCharacteristics, type PrescriptionForm } from './prescription';
import { lengthErrors, textLimits } from '../shared/text-limits';

// ---- validation ----

export const prescriptionMessages = {
  required: 'Campo obrigatório',
  tooManyCharacteristics: 'Máximo de 3 características',
  characteristicEntry: 'No mínimo uma característica precisa ser informada',
} as const;

export type PrescriptionErrors = Partial<Record<string, string>>;

/** Spec §5: clinical fields are required only for the aligner trio or when no continuation product is set. */
export const clinicalFieldsRequired = (continuationProduct: string | null | undefined): boolean =>
  continuationProduct === null || continuationProduct === undefined || continuationProduct === 'CA_TRIO';

/** Every error of the form with its field path and the message of spec §5. */
export const validatePrescription = (form: PrescriptionForm, continuationProduct: string | null | undefined): PrescriptionErrors => {
  const errors: PrescriptionErrors = {};
  const required = prescriptionMessages.required;
  if (form.caseType !== 'CASO_NOVO' && form.caseType !== 'CONTINUACAO_TRATAMENTO') errors.caseType = required;
  if (form.caseType === 'CONTINUACAO_TRATAMENTO' && form.continuationType === null) errors.continuationType = required;

  if (clinicalFieldsRequired(continuationProduct)) {
    if (form.complaint.trim() === '') errors.complaint = required;
    if (form.characteristics.length === 0) errors.characteristics = required;
    else if (form.characteristics.length > maxCharacteristics) errors.characteristics = prescriptionMessages.tooManyCharacteristics;
    form.characteristics.forEach((c, i) => {
      if (!(c in characteristicLabels)) errors[`characteristics.${i}`] = prescriptionMessages.characteristicEntry;
    });
    if (form.characteristics.includes('OTHER') && form.otherCharacteristic.trim() === '') errors.otherCharacteristic = required;
    for (const field of ['anteroposteriorRelation', 'overjet', 'midline', 'diastemasAndSpaces', 'extraction'] as const) {
      if (form[field] === null) errors[field] = required;
    }
    if (!form.overbiteSuperior && !form.overbiteInferior && !form.overbiteKeep) errors.overbiteKeep = required;
    if (!form.openBiteSuperior && !form.openBiteInferior && !form.openBiteKeep) errors.openBiteKeep = required;
    if (form.midline === 'WITH_DIP' && form.midlineTeeth.length === 0) errors.midlineTeeth = required;
    if (form.midline !== null && form.midline !== 'KEEP') {
      if (form.midlineArcardeSuperior === null) errors.midlineArcardeSuperior = required;
      if (form.midlineArcardeInferior === null) errors.midlineArcardeInferior = required;
    }
    if (form.diastemasAndSpaces === 'CLOSE_PARTIALLY' && form.diastemasAndSpacesTeeth.length === 0) errors.diastemasAndSpacesTeeth = required;
    if (form.extraction === 'WITH_EXTRACTION' && form.extractionTeeth.length === 0) errors.extractionTeeth = required;
    for (const field of alignmentFields) if (form[field] === null) errors[field] = required;
  }

  if (form.additionalInformation.trim() === '') errors.additionalInformation = required;
  return {
    ...errors,
    ...lengthErrors(form, { complaint: textLimits.complaint, otherCharacteristic: textLimits.otherCharacteristic, additionalInformation: textLimits.additionalInformation }),
  };
};

// ---- dependencies between answers (spec §4) ----

/** Sections 6 and 7: keep as it is, or improve on one or both arches. */
export type KeepOrArches = 'overbite' | 'openBite';

const keyOf = (kind: KeepOrArches, part: 'Keep' | 'Superior' | 'Inferior') => `${kind}${part}` as const;
const archPart = { upper: 'Superior', lower: 'Inferior' } as const satisfies Record<Arch, string>;

/** The arches checked for improving the overbite or the open bite. */
export const archesChosen = (form: PrescriptionForm, kind: KeepOrArches): Arches => ({ upper: form[keyOf(kind, 'Superior')], lower: form[keyOf(kind, 'Inferior')] });

/** Manter clears and unchecks both arch options (spec §4). */
export const setKeep = (form: PrescriptionForm, kind: KeepOrArches, keep: boolean): PrescriptionForm =>
  keep ? { ...form, [keyOf(kind, 'Keep')]: true, [keyOf(kind, 'Superior')]: false, [keyOf(kind, 'Inferior')]: false } : { ...form, [keyOf(kind, 'Keep')]: false };

/** Checking an arch option undoes Manter. */
export const setArch = (form: PrescriptionForm, kind: KeepOrArches, arch: Arch, checked: boolean): PrescriptionForm => ({
  ...form,
  [keyOf(kind, archPart[arch])]: checked,
  [keyOf(kind, 'Keep')]: checked ? false : form[keyOf(kind, 'Keep')],
});

/** Without extraction, no teeth to extract. */
export const setExtraction = (form: PrescriptionForm, extraction: PrescriptionForm['extraction']): PrescriptionForm => ({
  ...form,
  extraction,
  extractionTeeth: extraction === 'WITH_EXTRACTION' ? form.extractionTeeth : [],
});

/** Keeping the midline clears its teeth and both directions; only WITH_DIP keeps the teeth. */
export const setMidline = (form: PrescriptionForm, midline: PrescriptionForm['midline']): PrescriptionForm => ({
  ...form,
  midline,
  midlineTeeth: midline === 'WITH_DIP' ? form.midlineTeeth : [],
  midlineArcardeSuperior: midline === 'KEEP' ? null : form.midlineArcardeSuperior,
  midlineArcardeInferior: midline === 'KEEP' ? null : form.midlineArcardeInferior,
});

/** CLOSE_ALL selects every adjacent pair; KEEP and CLOSE_PARTIALLY start from none. */
export const setDiastemas = (form: PrescriptionForm, choice: PrescriptionForm['diastemasAndSpaces']): PrescriptionForm => ({
  ...form,
  diastemasAndSpaces: choice,
  diastemasAndSpacesTeeth: choice === 'CLOSE_ALL' ? [...upperPairs, ...lowerPairs] : [],
});

/** Which charts take clicks. */
export const chartsEnabled = (form: PrescriptionForm) => ({
  midline: form.midline === 'WITH_DIP',
  diastemas: form.diastemasAndSpaces === 'CLOSE_PARTIALLY',
  extraction: form.extraction === 'WITH_EXTRACTION',
});

/** In the midline direction, Manter is disabled for one arch when the other arch is already Manter. */
export const midlineKeepDisabled = (form: PrescriptionForm, arch: Arch): boolean =>
  arch === 'upper' ? form.midlineArcardeInferior === 'KEEP' : form.midlineArcardeSuperior === 'KEEP';

/** Toggles a characteristic, never beyond three; dropping Outro drops its text. */
export const toggleCharacteristic = (form: PrescriptionForm, c: Characteristic): PrescriptionForm => {
  if (form.characteristics.includes(c)) {
    return { ...form, characteristics: form.characteristics.filter((x) => x !== c), otherCharacteristic: c === 'OTHER' ? '' : form.otherCharacteristic };
  }
  return form.characteristics.length >= maxCharacteristics ? form : { ...form, characteristics: [...form.characteristics, c] };
};

/** Unchecked options are disabled once three are chosen. */
export const characteristicDisabled = (form: PrescriptionForm, c: Characteristic): boolean =>
  !form.characteristics.includes(c) && form.characteristics.length >= maxCharacteristics;

/** Toggles a tooth or a pair on a chart, keeping only ids the chart has. */
export const toggleChartItem = <A extends string | number>(selected: readonly A[], item: A, valid: (a: A) => boolean): A[] =>
  !valid(item) ? [...selected] : selected.includes(item) ? selected.filter((x) => x !== item) : [...selected, item];

// ---- continuation (spec §4) ----

export interface ContinuationRules {
  /** New cases do not ask whether to keep or change. */
  readonly showContinuationChoice: boolean;
  /** The choice is forced to KEEP and cannot be changed. */
  readonly continuationLocked: boolean;
  /** Everything but the additional information is read-only. */
  readonly answersLocked: boolean;
}

export const continuationRules = (form: PrescriptionForm, continuationProduct: string | null | undefined, hasPrevious: boolean): ContinuationRules => {
  const continuation = form.caseType === 'CONTINUACAO_TRATAMENTO';
  const forcedKeep = continuation && continuationProduct !== 'CA_TRIO';
  return {
    showContinuationChoice: continuation,
    continuationLocked: forcedKeep,
    answersLocked: continuation && (forcedKeep || form.continuationType === 'KEEP') && hasPrevious,
  };
};

/**
 * Choosing KEEP or CHANGE for a continuation loads the previous prescription's answers;
 * the case type, the choice and the additional information stay the dentist's own.
 */
export const withPrevious = (form: PrescriptionForm, previous: PrescriptionForm | undefined): PrescriptionForm =>
  previous ? { ...previous, caseType: form.caseType, continuationType: form.continuationType, additionalInformation: form.additionalInformation } : form;

/** A continuation of anything but the aligner trio keeps the previous answers. */
export const applyContinuationProduct = (form: PrescriptionForm, continuationProduct: string | null | undefined): PrescriptionForm =>
  form.caseType === 'CONTINUACAO_TRATAMENTO' && continuationProduct !== 'CA_TRIO' ? { ...form, continuationType: 'KEEP' } : form;
