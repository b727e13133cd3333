import type { Arch } from '../../domain/order/arch';
import type { PrescriptionForm } from '../../domain/prescription/prescription';
import type { KeepOrArches } from '../../domain/prescription/prescription-rules';

export type ChoiceField = 'anteroposteriorRelation' | 'overjet' | 'midlineArcardeSuperior' | 'midlineArcardeInferior' | `${'superior' | 'inferior'}Aligner${string}`;
export type ChartField = 'nonMovingTeeth' | 'midlineTeeth' | 'diastemasAndSpacesTeeth' | 'extractionTeeth';

/**
 * What edits the Ficha's clinical sections (6 to 11): the Ficha itself and the dentist's
 * preferences, each applying the same domain rules between answers.
 */
export interface ClinicalAnswersEditor {
  setChoice(field: ChoiceField, value: string): void;
  setKeep(kind: KeepOrArches, keep: boolean): void;
  setArch(kind: KeepOrArches, arch: Arch, checked: boolean): void;
  setMidline(choice: NonNullable<PrescriptionForm['midline']>): void;
  setDiastemas(choice: NonNullable<PrescriptionForm['diastemasAndSpaces']>): void;
  setExtraction(choice: NonNullable<PrescriptionForm['extraction']>): void;
}
