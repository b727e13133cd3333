import fc from 'fast-check';
import { hasValidCnpjDigits, hasValidCpfDigits } from './document';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const pairs = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** Every completion of `base` by two check digits that the rule accepts. */
export const validCompletions = (base: string, isValid: (s: string) => boolean): string[] => pairs.map((p) => base + p).filter(isValid);

/** Valid CPFs, found by search over the check digits rather than by the rule's own arithmetic. */
export const validCpf = digits(9)
  .filter((b) => !/^(\d)\1*$/.test(b))
  .map((b) => validCompletions(b, hasValidCpfDigits)[0]!)
  .filter((s) => s !== undefined && !/^(\d)\1*$/.test(s));

export const validCnpj = digits(12)
  .filter((b) => !/^(\d)\1*$/.test(b))
  .map((b) => validCompletions(b, hasValidCnpjDigits)[0]!)
  .filter((s) => s !== undefined && !/^(\d)\1*$/.test(s));

const alphanumeric = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));

/** Alphanumeric CNPJs (IN RFB 2.229/2024): twelve digits or letters, at least one a letter, then the check digits found by search. */
export const validAlphanumericCnpj = fc
  .array(alphanumeric, { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''))
  .filter((base) => /[A-Z]/.test(base))
  .map((base) => validCompletions(base, hasValidCnpjDigits)[0]!);
