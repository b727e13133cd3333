import fc from 'fast-check';
import { alignmentFields, Characteristic, type PrescriptionForm } from './prescription';
import { allTeeth, lowerPairs, upperPairs } from './tooth-chart';

const characteristics = Object.keys(Characteristic.keys) as Characteristic[];
const text = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '');
const choice = fc.constantFrom('YES', 'NO', 'WITH_NECESSARY' as const);

/** Valid prescriptions: every dependency of spec §4 and §5 respected. */
export const validPrescription: fc.Arbitrary<PrescriptionForm> = fc
  .record({
    caseType: fc.constantFrom('CASO_NOVO', 'CONTINUACAO_TRATAMENTO' as const),
    continuationType: fc.constantFrom('CHANGE', 'KEEP' as const),
    complaint: text,
    characteristics: fc.uniqueArray(fc.constantFrom(...characteristics), { minLength: 1, maxLength: 3 }),
    otherCharacteristic: text,
    nonMovingTeeth: fc.uniqueArray(fc.constantFrom(...allTeeth), { maxLength: 4 }),
    anteroposteriorRelation: fc.constantFrom('KEEP', 'WITHOUT_DIP', 'WITH_DIP' as const),
    overjet: fc.constantFrom('KEEP', 'WITHOUT_DIP', 'WITH_DIP' as const),
    overbite: fc.constantFrom('keep', 'superior', 'inferior', 'both'),
    openBite: fc.constantFrom('keep', 'superior', 'inferior', 'both'),
    midline: fc.constantFrom('KEEP', 'WITHOUT_DIP', 'WITH_DIP' as const),
    midlineTeeth: fc.uniqueArray(fc.oneof(fc.constantFrom(...allTeeth).map(String), fc.constantFrom(...upperPairs)), { minLength: 1, maxLength: 3 }),
    midlineArcardeSuperior: fc.constantFrom('KEEP', 'SUPERIOR_RIGHT', 'SUPERIOR_LEFT' as const),
    midlineArcardeInferior: fc.constantFrom('INFERIOR_RIGHT', 'INFERIOR_LEFT' as const),
    diastemasAndSpaces: fc.constantFrom('KEEP', 'CLOSE_ALL', 'CLOSE_PARTIALLY' as const),
    diastemasAndSpacesTeeth: fc.uniqueArray(fc.constantFrom(...upperPairs, ...lowerPairs), { minLength: 1, maxLength: 4 }),
    alignment: fc.tuple(...alignmentFields.map(() => choice)),
    extraction: fc.constantFrom('WITHOUT_EXTRACTION', 'WITH_EXTRACTION' as const),
    extractionTeeth: fc.uniqueArray(fc.constantFrom(...allTeeth), { minLength: 1, maxLength: 4 }),
    additionalInformation: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== ''),
  })
  .map((r): PrescriptionForm => ({
    caseType: r.caseType,
    continuationType: r.caseType === 'CONTINUACAO_TRATAMENTO' ? r.continuationType : null,
    complaint: r.complaint,
    characteristics: r.characteristics,
    otherCharacteristic: r.characteristics.includes('OTHER') ? r.otherCharacteristic : '',
    nonMovingTeeth: r.nonMovingTeeth,
    anteroposteriorRelation: r.anteroposteriorRelation,
    overjet: r.overjet,
    overbiteKeep: r.overbite === 'keep',
    overbiteSuperior: r.overbite === 'superior' || r.overbite === 'both',
    overbiteInferior: r.overbite === 'inferior' || r.overbite === 'both',
    openBiteKeep: r.openBite === 'keep',
    openBiteSuperior: r.openBite === 'superior' || r.openBite === 'both',
    openBiteInferior: r.openBite === 'inferior' || r.openBite === 'both',
    midline: r.midline,
    midlineTeeth: r.midline === 'WITH_DIP' ? r.midlineTeeth : [],
    midlineArcardeSuperior: r.midline === 'KEEP' ? null : r.midlineArcardeSuperior,
    midlineArcardeInferior: r.midline === 'KEEP' ? null : r.midlineArcardeInferior,
    diastemasAndSpaces: r.diastemasAndSpaces,
    diastemasAndSpacesTeeth: r.diastemasAndSpaces === 'CLOSE_ALL' ? [...upperPairs, ...lowerPairs] : r.diastemasAndSpaces === 'CLOSE_PARTIALLY' ? r.diastemasAndSpacesTeeth : [],
    ...(Object.fromEntries(alignmentFields.map((f, i) => [f, r.alignment[i]])) as Record<(typeof alignmentFields)[number], 'YES'>),
    extraction: r.extraction,
    extractionTeeth: r.extraction === 'WITH_EXTRACTION' ? r.extractionTeeth : [],
    additionalInformation: r.additionalInformation,
  }));
