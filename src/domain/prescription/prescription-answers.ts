import { alignmentFieldsOf, type Characteristic, characteristicLabels, type PrescriptionForm } from './prescription';
import { arches, archWords } from '../order/arch';
import { alignmentItemLabels, alignmentOptions, diastemaOptions, dipOptions, extractionOptions } from './prescription-labels';

export interface AnswerSection {
  readonly n: number;
  readonly title: string;
  readonly lines: readonly string[];
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | null): string => options.find((o) => o.value === value)?.label ?? '—';
const list = (items: readonly (string | number)[]): string => (items.length === 0 ? 'Nenhum' : items.join(', '));
const midlineLabels: Readonly<Record<NonNullable<PrescriptionForm['midlineArcardeSuperior'] | PrescriptionForm['midlineArcardeInferior']>, string>> = {
  KEEP: 'Manter',
  SUPERIOR_RIGHT: 'Mover para a direita',
  SUPERIOR_LEFT: 'Mover para a esquerda',
  INFERIOR_RIGHT: 'Mover para a direita',
  INFERIOR_LEFT: 'Mover para a esquerda',
};

/** The answers in the form's 12 numbered sections, as the print mode shows them. */
export const prescriptionAnswers = (form: PrescriptionForm): AnswerSection[] => [
  { n: 1, title: 'Queixa principal', lines: [form.complaint || '—'] },
  {
    n: 2,
    title: 'Características principais',
    lines: [
      list(form.characteristics.map((c) => characteristicLabels[c as Characteristic] ?? c)) +
        (form.characteristics.includes('OTHER') && form.otherCharacteristic ? ` (${form.otherCharacteristic})` : ''),
    ],
  },
  { n: 3, title: 'Dentes que não devem ser movimentados', lines: [list(form.nonMovingTeeth)] },
  { n: 4, title: 'Relação anteroposterior', lines: [labelOf(dipOptions, form.anteroposteriorRelation)] },
  { n: 5, title: 'Sobressaliência (overjet)', lines: [labelOf(dipOptions, form.overjet)] },
  {
    n: 6,
    title: 'Sobremordida (overbite)',
    lines: [
      form.overbiteKeep
        ? 'Manter'
        : [form.overbiteSuperior && 'Melhorar com intrusão na arcada superior', form.overbiteInferior && 'Melhorar com intrusão na arcada inferior'].filter(Boolean).join('; ') ||
          '—',
    ],
  },
  {
    n: 7,
    title: 'Mordida aberta',
    lines: [
      form.openBiteKeep
        ? 'Manter'
        : [form.openBiteSuperior && 'Melhorar com extrusão na arcada superior', form.openBiteInferior && 'Melhorar com extrusão na arcada inferior'].filter(Boolean).join('; ') ||
          '—',
    ],
  },
  {
    n: 8,
    title: 'Linha média',
    lines: [
      labelOf(dipOptions, form.midline),
      ...(form.midline === 'WITH_DIP' ? [`Dentes e espaços: ${list(form.midlineTeeth)}`] : []),
      ...(form.midline && form.midline !== 'KEEP'
        ? [
            `Arcada superior: ${form.midlineArcardeSuperior ? midlineLabels[form.midlineArcardeSuperior] : '—'}`,
            `Arcada inferior: ${form.midlineArcardeInferior ? midlineLabels[form.midlineArcardeInferior] : '—'}`,
          ]
        : []),
    ],
  },
  {
    n: 9,
    title: 'Diastemas e espaços',
    lines: [labelOf(diastemaOptions, form.diastemasAndSpaces), ...(form.diastemasAndSpaces === 'CLOSE_PARTIALLY' ? [`Espaços: ${list(form.diastemasAndSpacesTeeth)}`] : [])],
  },
  {
    n: 10,
    title: 'Diretrizes de alinhamento',
    lines: arches.flatMap((arch) =>
      alignmentFieldsOf(arch).map(({ field, item }) => `${alignmentItemLabels[item]} (${archWords[arch]}): ${labelOf(alignmentOptions, form[field])}`),
    ),
  },
  { n: 11, title: 'Extração', lines: [labelOf(extractionOptions, form.extraction), ...(form.extraction === 'WITH_EXTRACTION' ? [`Dentes: ${list(form.extractionTeeth)}`] : [])] },
  { n: 12, title: 'Objetivos do tratamento e informações adicionais', lines: [form.additionalInformation || '—'] },
];
