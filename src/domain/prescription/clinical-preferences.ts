import * as t from 'io-ts';
import { text } from '../shared/text';
import { textLimits } from '../shared/text-limits';
import { alignmentFields, emptyPrescription, PrescriptionForm } from './prescription';
import { setDiastemas, setMidline } from './prescription-rules';
import { prescriptionAnswers } from './prescription-answers';

// A dentist's default answers for the Ficha's sections where a default makes sense;
// a new case's prescription starts from them, every field still editable.

/** The Ficha's answers a dentist may save as defaults: sections 6 to 11, without their tooth charts. */
export const clinicalPreferenceFields = [
  'overbiteKeep',
  'overbiteSuperior',
  'overbiteInferior',
  'openBiteKeep',
  'openBiteSuperior',
  'openBiteInferior',
  'midline',
  'midlineArcardeSuperior',
  'midlineArcardeInferior',
  'diastemasAndSpaces',
  ...alignmentFields,
  'extraction',
] as const satisfies readonly (keyof PrescriptionForm)[];
type PreferenceField = (typeof clinicalPreferenceFields)[number];

const answerCodecs = Object.fromEntries(clinicalPreferenceFields.map((f) => [f, PrescriptionForm.props[f]])) as { [F in PreferenceField]: (typeof PrescriptionForm.props)[F] };

export const standingNoteLabel = 'Observação para todos os casos';

export const ClinicalPreferences = t.type({ ...answerCodecs, standingNote: text(standingNoteLabel, textLimits.additionalInformation) });
export type ClinicalPreferences = t.TypeOf<typeof ClinicalPreferences>;

const pick = (form: PrescriptionForm): Pick<PrescriptionForm, PreferenceField> =>
  Object.fromEntries(clinicalPreferenceFields.map((f) => [f, form[f]])) as Pick<PrescriptionForm, PreferenceField>;

export const emptyClinicalPreferences: ClinicalPreferences = { ...pick(emptyPrescription), standingNote: '' };

/** The preferences as a Ficha, so the page that edits them follows the Ficha's own rules between answers. */
export const preferencesAsForm = (p: ClinicalPreferences): PrescriptionForm => ({ ...emptyPrescription, ...pick({ ...emptyPrescription, ...p }) });

/** A Ficha's answers as preferences, with the standing note. */
export const preferencesOfForm = (form: PrescriptionForm, standingNote: string): ClinicalPreferences => ({ ...pick(form), standingNote });

/**
 * The preferences made consistent as the Ficha keeps its answers: "Manter" excludes the arches it
 * would improve, and the midline's directions belong to a midline that moves. Idempotent.
 */
export const normalizeClinicalPreferences = (p: ClinicalPreferences): ClinicalPreferences => {
  const moved = setMidline(preferencesAsForm(p), p.midline);
  const form = p.midline === null ? { ...moved, midlineArcardeSuperior: null, midlineArcardeInferior: null } : moved;
  const keepOrArches = (keep: boolean, superior: boolean, inferior: boolean) => (keep ? { keep: true, superior: false, inferior: false } : { keep, superior, inferior });
  const overbite = keepOrArches(form.overbiteKeep, form.overbiteSuperior, form.overbiteInferior);
  const openBite = keepOrArches(form.openBiteKeep, form.openBiteSuperior, form.openBiteInferior);
  return preferencesOfForm(
    {
      ...form,
      overbiteKeep: overbite.keep,
      overbiteSuperior: overbite.superior,
      overbiteInferior: overbite.inferior,
      openBiteKeep: openBite.keep,
      openBiteSuperior: openBite.superior,
      openBiteInferior: openBite.inferior,
    },
    p.standingNote,
  );
};

/** Whether any default is saved: without one, a new Ficha starts empty and unmarked. */
export const hasClinicalPreferences = (p: ClinicalPreferences): boolean =>
  p.standingNote.trim() !== '' || clinicalPreferenceFields.some((f) => p[f] !== emptyClinicalPreferences[f]);

/**
 * A new case's Ficha started from the dentist's preferences: each saved default fills its answer
 * ("Fechar todos" marks every space, as when clicked), the standing note the additional
 * information if it is empty. A continuation keeps its own rules and is returned as it is.
 */
export const withClinicalPreferences = (form: PrescriptionForm, p: ClinicalPreferences): PrescriptionForm => {
  if (form.caseType !== 'CASO_NOVO' || !hasClinicalPreferences(p)) return form;
  const normalized = normalizeClinicalPreferences(p);
  const filled = { ...form, ...pick(preferencesAsForm(normalized)), midlineTeeth: [], extractionTeeth: [] };
  return {
    ...setDiastemas(filled, normalized.diastemasAndSpaces),
    additionalInformation: form.additionalInformation === '' ? normalized.standingNote : form.additionalInformation,
  };
};

/** The sections a preference fills (6 to 11), as the printed Ficha words them, without tooth lists, and the note: the staff's view and the LGPD export. */
export const preferenceSections = (p: ClinicalPreferences): { readonly title: string; readonly lines: readonly string[] }[] => [
  ...prescriptionAnswers(preferencesAsForm(p))
    .filter((s) => s.n >= 6 && s.n <= 11)
    .map((s) => ({ title: s.title, lines: s.lines.filter((l) => !l.startsWith('Dentes') && !l.startsWith('Espaços')) })),
  { title: standingNoteLabel, lines: [p.standingNote.trim() === '' ? '—' : p.standingNote] },
];
