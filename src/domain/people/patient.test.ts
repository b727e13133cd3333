import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCpf } from './document';
import { validCpf } from './document.arbitrary';
import { notInformed, patientCpfDisplay, patientFullName, validatePatient } from './patient';

const name = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const validPatient = fc.record({ firstName: name, lastName: name, cpf: fc.oneof(fc.constant(''), validCpf.map(formatCpf), validCpf), gender: fc.constantFrom('MALE', 'FEMALE') });

describe('patient', () => {
  it('accepts names, a gender and an optional valid CPF', () => {
    fc.assert(fc.property(validPatient, (p) => { expect(validatePatient(p)).toEqual({}); }));
  });

  it('rejects each missing or wrong field at its place', () => {
    fc.assert(
      fc.property(validPatient, fc.constantFrom(['firstName', ' '], ['lastName', ''], ['cpf', '123.456.789-00'], ['gender', '']), (p, [field, value]) => {
        const errors = validatePatient({ ...p, [field]: value });
        expect(Object.keys(errors)).toEqual([field]);
      }),
    );
  });

  it('shows Não informado without a CPF and the formatted CPF otherwise', () => {
    expect(patientCpfDisplay(null)).toBe(notInformed);
    expect(patientCpfDisplay('')).toBe(notInformed);
    fc.assert(fc.property(validCpf, (cpf) => { expect(patientCpfDisplay(cpf)).toBe(formatCpf(cpf)); }));
  });

  it('joins first and last name with one space', () => {
    expect(patientFullName({ firstName: ' João ', lastName: 'Silva ' })).toBe('João Silva');
  });
});
