import * as t from 'io-ts';
import { Text } from '../shared/text';
import { type Arch, arches } from '../order/arch';

// ---- model ----

export const PrescriptionCaseType = t.keyof({ CASO_NOVO: null, CONTINUACAO_TRATAMENTO: null });
export const ContinuationType = t.keyof({ CHANGE: null, KEEP: null });
export const DipChoice = t.keyof({ KEEP: null, WITHOUT_DIP: null, WITH_DIP: null });
export const MidlineSuperior = t.keyof({ KEEP: null, SUPERIOR_RIGHT: null, SUPERIOR_LEFT: null });
export const MidlineInferior = t.keyof({ KEEP: null, INFERIOR_RIGHT: null, INFERIOR_LEFT: null });
export const Diastemas = t.keyof({ KEEP: null, CLOSE_ALL: null, CLOSE_PARTIALLY: null });
export const AlignmentChoice = t.keyof({ YES: null, NO: null, WITH_NECESSARY: null });
export const Extraction = t.keyof({ WITHOUT_EXTRACTION: null, WITH_EXTRACTION: null });

/** Spec §3: the characteristics a dentist can point out, at most three. */
export const characteristicLabels = {
  DENTAL_SHAPE_ANOMALY: 'Anomalia de forma dentária',
  CROWDING: 'Apinhamento',
  NARROW_ARCH: 'Arco atrésico',
  CLASS_II_DIVISION_I: 'Classe II divisão I',
  CLASS_II_DIVISION_II: 'Classe II divisão II',
  CLASS_III: 'Classe III',
  BUCCALLY_TILTED_TEETH: 'Dentes vestibularizados',
  DIASTEMAS: 'Diastemas',
  OPEN_BITE: 'Mordida aberta',
  ANTERIOR_CROSSBITE: 'Mordida cruzada anterior',
  POSTERIOR_CROSSBITE: 'Mordida cruzada posterior',
  DEEP_BITE: 'Sobremordida profunda',
  OTHER: 'Outro',
  OVERJET: 'Sobressaliência acentuada',
  ASYMMETRIC_SMILE: 'Sorriso assimétrico',
} as const;
export const Characteristic = t.keyof(characteristicLabels);
export type Characteristic = t.TypeOf<typeof Characteristic>;

/** The specification names the form's fields of an arch with its Portuguese word. */
const fieldWords = { upper: 'superior', lower: 'inferior' } as const satisfies Record<Arch, string>;
const alignmentItems = ['Expansion', 'Vestibularization', 'AnteriorDIP', 'PosteriorRightDIP', 'PosteriorLeftDIP'] as const;
export type AlignmentItem = (typeof alignmentItems)[number];
/** Section 10: an arch's five space-gaining guidelines, each field with its item. */
export const alignmentFieldsOf = (arch: Arch) => alignmentItems.map((item) => ({ field: `${fieldWords[arch]}Aligner${item}` as const, item }));
export const alignmentFields = arches.flatMap((arch) => alignmentFieldsOf(arch).map(({ field }) => field));
export type AlignmentField = (typeof alignmentFields)[number];
/** Section 8: an arch's midline field and the moves it takes. */
export const midlineFields = {
  upper: { field: 'midlineArcardeSuperior', right: 'SUPERIOR_RIGHT', left: 'SUPERIOR_LEFT' },
  lower: { field: 'midlineArcardeInferior', right: 'INFERIOR_RIGHT', left: 'INFERIOR_LEFT' },
} as const satisfies Record<Arch, { field: string; right: string; left: string }>;

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/**
 * The prescription as answered. Choices not made yet are null; the validation says which
 * are required.
 */
export const PrescriptionForm = t.type({
  caseType: nullable(PrescriptionCaseType),
  continuationType: nullable(ContinuationType),
  complaint: Text,
  characteristics: t.array(Text),
  otherCharacteristic: Text,
  nonMovingTeeth: t.array(t.number),
  anteroposteriorRelation: nullable(DipChoice),
  overjet: nullable(DipChoice),
  overbiteKeep: t.boolean,
  overbiteSuperior: t.boolean,
  overbiteInferior: t.boolean,
  openBiteKeep: t.boolean,
  openBiteSuperior: t.boolean,
  openBiteInferior: t.boolean,
  midline: nullable(DipChoice),
  midlineTeeth: t.array(Text),
  midlineArcardeSuperior: nullable(MidlineSuperior),
  midlineArcardeInferior: nullable(MidlineInferior),
  diastemasAndSpaces: nullable(Diastemas),
  diastemasAndSpacesTeeth: t.array(Text),
  ...(Object.fromEntries(alignmentFields.map((f) => [f, nullable(AlignmentChoice)])) as Record<AlignmentField, t.UnionC<[typeof AlignmentChoice, t.NullC]>>),
  extraction: nullable(Extraction),
  extractionTeeth: t.array(t.number),
  additionalInformation: Text,
});
export type PrescriptionForm = t.TypeOf<typeof PrescriptionForm>;

export const maxCharacteristics = 3;

export const emptyPrescription: PrescriptionForm = {
  caseType: null,
  continuationType: null,
  complaint: '',
  characteristics: [],
  otherCharacteristic: '',
  nonMovingTeeth: [],
  anteroposteriorRelation: null,
  overjet: null,
  overbiteKeep: false,
  overbiteSuperior: false,
  overbiteInferior: false,
  openBiteKeep: false,
  openBiteSuperior: false,
  openBiteInferior: false,
  midline: null,
  midlineTeeth: [],
  midlineArcardeSuperior: null,
  midlineArcardeInferior: null,
  diastemasAndSpaces: null,
  diastemasAndSpacesTeeth: [],
  ...(Object.fromEntries(alignmentFields.map((f) => [f, null])) as Record<AlignmentField, null>),
  extraction: null,
  extractionTeeth: [],
  additionalInformation: '',
};

/** Portuguese names of the form's fields, for messages that say where the problem is. */
export const prescriptionFieldLabels: Readonly<Record<string, string>> = {
  caseType: 'Tipo de caso',
  continuationType: 'Continuação',
  complaint: 'Queixa principal',
  characteristics: 'Características principais',
  otherCharacteristic: 'Outra característica',
  nonMovingTeeth: 'Dentes que não devem ser movimentados',
  anteroposteriorRelation: 'Relação anteroposterior',
  overjet: 'Sobressaliência (overjet)',
  overbiteKeep: 'Sobremordida (overbite)',
  openBiteKeep: 'Mordida aberta',
  midline: 'Linha média',
  midlineTeeth: 'Dentes da linha média',
  midlineArcardeSuperior: 'Linha média superior',
  midlineArcardeInferior: 'Linha média inferior',
  diastemasAndSpaces: 'Diastemas e espaços',
  diastemasAndSpacesTeeth: 'Espaços a fechar',
  extraction: 'Extração',
  extractionTeeth: 'Dentes a extrair',
  additionalInformation: 'Objetivos do tratamento e informações adicionais',
  ...Object.fromEntries(alignmentFields.map((f) => [f, 'Diretrizes de alinhamento'])),
};
