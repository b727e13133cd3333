import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCpf } from './document';
import { validCpf } from './document.arbitrary';
import { notInformed, patientCpfDisplay, patientFullName, validatePatient } from './patient';

const name = fc.stringMatching(/^[A-Za-záéíóúâêôãõçÁÉÍÓÚÇ][A-Za-záéíóúâêôãõçÁÉÍÓÚÇ '’-]{0,39}$/);
const validPatient = fc.record({ firstName: name, lastName: name, cpf: fc.oneof(fc.constant(''), validCpf.map(formatCpf), validCpf), gender: fc.constantFrom('MALE', 'FEMALE') });

describe('patient', () => {
  it('accepts names, a gender and an optional valid CPF', () => {
    fc.assert(
      fc.property(validPatient, (p) => {
        expect(validatePatient(p)).toEqual({});
      }),
    );
  });

  it('rejects each missing or wrong field at its place', () => {
    fc.assert(
      fc.property(
        validPatient,
        fc.constantFrom(
          ['firstName', ' ', 'Campo obrigatório'],
          ['lastName', '', 'Campo obrigatório'],
          ['lastName', 'a'.repeat(101), 'Use no máximo 100 caracteres (agora são 101).'],
          ['firstName', 'b'.repeat(101), 'Use no máximo 100 caracteres (agora são 101).'],
          ['cpf', '123.456.789-00', 'CPF inválido'],
          ['cpf', ' 123.456.789-00 ', 'CPF inválido'],
          ['cpf', '123.456.789', 'CPF inválido. O CPF deve conter 11 dígitos.'],
          ['gender', '', 'Campo obrigatório'],
          ['firstName', 'Dra. Ana', 'Use só letras, espaços, apóstrofos e hífens no nome.'],
          ['lastName', 'Souza 2', 'Use só letras, espaços, apóstrofos e hífens no nome.'],
        ),
        (p, [field, value, message]) => {
          expect(validatePatient({ ...p, [field]: value })).toEqual({ [field]: message });
        },
      ),
    );
    fc.assert(
      fc.property(validPatient, (p) => {
        expect(validatePatient({ ...p, firstName: 'c'.repeat(100), cpf: ' ' })).toEqual({});
      }),
    );
  });

  it('shows Não informado without a CPF and the formatted CPF otherwise', () => {
    expect(patientCpfDisplay(null)).toBe(notInformed);
    expect(patientCpfDisplay('')).toBe(notInformed);
    expect(patientCpfDisplay('   ')).toBe('Não informado');
    expect(patientCpfDisplay(undefined)).toBe('Não informado');
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(patientCpfDisplay(cpf)).toBe(formatCpf(cpf));
      }),
    );
  });

  it('joins first and last name with one space', () => {
    expect(patientFullName({ firstName: ' João ', lastName: 'Silva ' })).toBe('João Silva');
    expect(patientFullName({ firstName: 'Ana', lastName: '  Souza Lima ' })).toBe('Ana Souza Lima');
    expect(patientFullName({ firstName: ' ', lastName: 'Lima' })).toBe('Lima');
  });
});
