import fc from 'fast-check';
import { formatPhone } from '../format/mask';
import { stateCodes } from './brazilian-states';
import { formatCpf } from './document';
import { validCpf } from './document.arbitrary';
import type { RegistrationForm } from './registration';
import { dentistSpecialties } from './specialties';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

export const validRegistration: fc.Arbitrary<RegistrationForm> = fc
  .record({
    name: fc.constantFrom('Ana Souza', 'João da Silva', 'Márcia Lopes'),
    email: fc.emailAddress().filter((e) => /\.[^.@]+$/.test(e) && e.length < 200),
    cpf: validCpf.map(formatCpf),
    gender: fc.constantFrom('MALE', 'FEMALE'),
    phone: digits(11).map(formatPhone),
    croNumber: fc.integer({ min: 1, max: 99_999_999 }).map(String),
    croState: fc.constantFrom(...stateCodes),
    specialty: fc.constantFrom(...dentistSpecialties),
    clinicName: fc.constantFrom('', 'Clínica Sorriso'),
    password: fc.constantFrom('Demo@1234', 'Sorriso#2026', 'Alinhador!9x'),
  })
  .map((f) => ({ ...f, passwordConfirmation: f.password, acceptedTerms: true }));
