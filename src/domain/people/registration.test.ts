import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { registrationMessages, validateRegistration } from './registration';
import { consentMessages } from './consent';
import { validRegistration } from './registration.arbitrary';
import { dentistSpecialties } from './specialties';
import { personNameMessage } from './person-name';
import { lengthProblem, textLimits } from '../shared/text-limits';

describe('registration', () => {
  it('offers the 25 specialties, Ortodontia and Clínico Geral among them', () => {
    expect(dentistSpecialties).toHaveLength(25);
    expect(new Set(dentistSpecialties).size).toBe(25);
    expect(dentistSpecialties).toContain('Ortodontia');
    expect(dentistSpecialties).toContain('Clínico Geral');
  });

  it('accepts every complete registration', () => {
    fc.assert(
      fc.property(validRegistration, (form) => {
        expect(validateRegistration(form)).toEqual({});
      }),
    );
  });

  it('rejects each single wrong field with its message', () => {
    const cases = [
      ['name', ' ', registrationMessages.required],
      ['email', ' ', registrationMessages.required],
      ['email', 'ana@', registrationMessages.email],
      ['cpf', '', registrationMessages.required],
      ['cpf', '111.111.111-11', registrationMessages.cpf],
      ['cpf', '111.111.111', 'CPF inválido. O CPF deve conter 11 dígitos.'],
      ['gender', 'OTHER', registrationMessages.required],
      ['phone', '  ', registrationMessages.required],
      ['phone', '(11) 9876', registrationMessages.phone],
      ['phone', '  (11) 9876-54  ', registrationMessages.phone],
      ['croNumber', '', registrationMessages.required],
      ['croNumber', 'SP-12', registrationMessages.cro],
      ['croNumber', '123456789', registrationMessages.cro],
      ['croState', 'XX', registrationMessages.required],
      ['specialty', ' ', registrationMessages.required],
      ['specialty', 'Astrologia', registrationMessages.specialty],
    ] as const;
    for (const [field, value, message] of cases) {
      fc.assert(
        fc.property(validRegistration, (form) => {
          expect(validateRegistration({ ...form, [field]: value })).toEqual({ [field]: message });
        }),
        { numRuns: 20 },
      );
    }
    fc.assert(
      fc.property(validRegistration, (form) => {
        expect(validateRegistration({ ...form, croNumber: ' 12345678 ' })).toEqual({});
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a name with digits, and each text past its limit with the count', () => {
    fc.assert(
      fc.property(validRegistration, (form) => {
        expect(validateRegistration({ ...form, name: 'Ana 2' })).toEqual({ name: personNameMessage });
        const name = 'Ana '.repeat(31);
        expect(validateRegistration({ ...form, name })).toEqual({ name: lengthProblem(name, textLimits.personName) });
        const email = `${'a'.repeat(250)}@ca.com.br`;
        expect(validateRegistration({ ...form, email })).toMatchObject({ email: lengthProblem(email, textLimits.email) });
        const clinicName = 'Clínica '.repeat(16);
        expect(validateRegistration({ ...form, clinicName })).toEqual({ clinicName: lengthProblem(clinicName, textLimits.clinicName) });
        const password = `Aa1!${'x'.repeat(textLimits.password)}`;
        expect(validateRegistration({ ...form, password, passwordConfirmation: password })).toEqual({ password: lengthProblem(password, textLimits.password) });
      }),
      { numRuns: 20 },
    );
  });

  it('asks for a strong password typed twice the same', () => {
    fc.assert(
      fc.property(validRegistration, (form) => {
        expect(validateRegistration({ ...form, password: 'fraca', passwordConfirmation: 'fraca' })).toEqual({ password: registrationMessages.password });
        expect(validateRegistration({ ...form, passwordConfirmation: `${form.password}x` })).toEqual({ passwordConfirmation: registrationMessages.confirmation });
        expect(validateRegistration({ ...form, password: '', passwordConfirmation: '' })).toEqual({ password: registrationMessages.required });
        // The terms of use and the privacy notice are accepted, or nothing is sent.
        expect(validateRegistration({ ...form, acceptedTerms: false })).toEqual({ acceptedTerms: consentMessages.required });
      }),
    );
  });
});
