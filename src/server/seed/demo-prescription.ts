import { alignmentFields, emptyPrescription, type PrescriptionForm } from '../../domain/prescription/prescription';
import type { CaseType } from '../../domain/order/order-labels';

/** The Ficha de prescrição of a sent demo aligner order: a plausible crowding case, complete. */
export const demoPrescription = (caseType: CaseType | null): PrescriptionForm => ({
  ...emptyPrescription,
  caseType: caseType === 'CASO_CONTINUACAO' ? 'CONTINUACAO_TRATAMENTO' : 'CASO_NOVO',
  continuationType: caseType === 'CASO_CONTINUACAO' ? 'KEEP' : null,
  complaint: 'Dentes anteriores apinhados e um espaço entre os incisivos superiores.',
  characteristics: ['CROWDING', 'DIASTEMAS'],
  anteroposteriorRelation: 'KEEP',
  overjet: 'KEEP',
  overbiteKeep: true,
  openBiteKeep: true,
  midline: 'KEEP',
  diastemasAndSpaces: 'CLOSE_PARTIALLY',
  diastemasAndSpacesTeeth: ['11-21'],
  ...(Object.fromEntries(alignmentFields.map((f) => [f, f.endsWith('Expansion') ? 'YES' : 'WITH_NECESSARY'])) as Record<
    (typeof alignmentFields)[number],
    'YES' | 'WITH_NECESSARY'
  >),
  extraction: 'WITHOUT_EXTRACTION',
  additionalInformation: 'Alinhar e nivelar os incisivos, fechar o diastema entre 11 e 21 e manter a oclusão posterior.',
});
