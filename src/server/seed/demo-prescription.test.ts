import { describe, expect, it } from 'vitest';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { validatePrescription } from '../../domain/prescription/prescription-rules';
import { demoPrescription } from './demo-prescription';

describe('demo prescription', () => {
  it('is a complete, valid Ficha for a new case and for a continuation of the trio', () => {
    for (const caseType of ['CASO_NOVO', 'CASO_CONTINUACAO'] as const) {
      const form = demoPrescription(caseType);
      expect(PrescriptionForm.is(form)).toBe(true);
      expect(validatePrescription(form, caseType === 'CASO_CONTINUACAO' ? 'CA_TRIO' : null)).toEqual({});
    }
  });
});
