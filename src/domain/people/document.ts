import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { applyMask, cnpjCharacters, masks, onlyDigits } from '../format/mask';
import { DomainError, domainError } from '../shared/domain-error';

// ---- model ----

export interface CpfBrand {
  readonly Cpf: unique symbol;
}
export interface CnpjBrand {
  readonly Cnpj: unique symbol;
}

const allSame = (text: string): boolean => /^(.)\1*$/.test(text);

// Mod-11 check digit over `chars` with the given weights; each character is worth its ASCII code
// minus 48 (a digit its value, 'A' 17 … 'Z' 42), as the Receita's alphanumeric CNPJ counts it.
const checkDigit = (chars: string, weights: readonly number[]): number => {
  const sum = weights.reduce((acc, w, i) => acc + w * (chars.charCodeAt(i) - 48), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

const cpfWeights = (length: number): number[] => Array.from({ length }, (_, i) => length + 1 - i);
const cnpjWeights1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const cnpjWeights2 = [6, ...cnpjWeights1];

/** True when an 11-digit string has valid CPF check digits. */
export const hasValidCpfDigits = (digits: string): boolean =>
  /^\d{11}$/.test(digits) && !allSame(digits) && checkDigit(digits, cpfWeights(9)) === Number(digits[9]) && checkDigit(digits, cpfWeights(10)) === Number(digits[10]);

/**
 * True when 14 characters are a CNPJ with valid check digits: 12 of digits or upper-case letters
 * (the alphanumeric CNPJ issued since July 2026, IN RFB 2.229/2024), then two digits.
 */
export const hasValidCnpjDigits = (chars: string): boolean =>
  /^[0-9A-Z]{12}\d{2}$/.test(chars) && !allSame(chars) && checkDigit(chars, cnpjWeights1) === Number(chars[12]) && checkDigit(chars, cnpjWeights2) === Number(chars[13]);

/** A CPF as its 11 digits, check digits verified. */
export const Cpf = t.brand(t.string, (s): s is t.Branded<string, CpfBrand> => hasValidCpfDigits(s), 'Cpf');
export type Cpf = t.TypeOf<typeof Cpf>;

/** A CNPJ as its 14 characters (digits and upper-case letters), check digits verified. */
export const Cnpj = t.brand(t.string, (s): s is t.Branded<string, CnpjBrand> => hasValidCnpjDigits(s), 'Cnpj');
export type Cnpj = t.TypeOf<typeof Cnpj>;

export const documentMessages = {
  cpfLength: 'CPF inválido. O CPF deve conter 11 dígitos.',
  cpfInvalid: 'CPF inválido',
  cnpjLength: 'CNPJ inválido. O CNPJ deve conter 14 letras ou números.',
  cnpjInvalid: 'CNPJ inválido',
} as const;

// ---- constructors ----

/** Reads a typed CPF (formatted or not). */
export const parseCpf = (text: string): E.Either<DomainError, Cpf> => {
  const digits = onlyDigits(text);
  if (digits.length !== 11) return E.left(domainError('CPF_LENGTH', documentMessages.cpfLength, 'cpf'));
  return Cpf.is(digits) ? E.right(digits) : E.left(domainError('CPF_INVALID', documentMessages.cpfInvalid, 'cpf'));
};

/** Reads a typed CNPJ (formatted or not, letters in either case), as its 14 characters upper-case. */
export const parseCnpj = (text: string): E.Either<DomainError, Cnpj> => {
  const chars = cnpjCharacters(text);
  if (chars.length !== 14) return E.left(domainError('CNPJ_LENGTH', documentMessages.cnpjLength, 'cnpj'));
  return Cnpj.is(chars) ? E.right(chars) : E.left(domainError('CNPJ_INVALID', documentMessages.cnpjInvalid, 'cnpj'));
};

// ---- formats ----

/** CPF 000.000.000-00. */
export const formatCpf = (text: string): string => applyMask(masks.cpf, text);

/** CNPJ 00.000.000/0000-00, or 12.ABC.345/01DE-35 with letters. */
export const formatCnpj = (text: string): string => applyMask(masks.cnpj, text);

/** Spec §5: for display, 14 characters show as CNPJ, anything else as CPF. */
export const formatDocument = (text: string): string => (cnpjCharacters(text).length === 14 ? formatCnpj(text) : formatCpf(text));

/** What is wrong with a typed CPF in the words of spec §5 (its length first), or undefined when it is valid. */
export const cpfProblem = (text: string): string | undefined => {
  const parsed = parseCpf(text);
  return E.isLeft(parsed) ? parsed.left.message : undefined;
};

/** What is wrong with a typed CNPJ in the words of spec §5 (its length first), or undefined when it is valid. */
export const cnpjProblem = (text: string): string | undefined => {
  const parsed = parseCnpj(text);
  return E.isLeft(parsed) ? parsed.left.message : undefined;
};
