import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { applyMask, masks, onlyDigits } from '../format/mask';
import { DomainError, domainError } from '../shared/domain-error';

// ---- model ----

export interface CpfBrand {
  readonly Cpf: unique symbol;
}
export interface CnpjBrand {
  readonly Cnpj: unique symbol;
}

const allSame = (digits: string): boolean => /^(\d)\1*$/.test(digits);

// Mod-11 check digit over `digits` with the given weights.
const checkDigit = (digits: string, weights: readonly number[]): number => {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

const cpfWeights = (length: number): number[] => Array.from({ length }, (_, i) => length + 1 - i);
const cnpjWeights1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const cnpjWeights2 = [6, ...cnpjWeights1];

/** True when an 11-digit string has valid CPF check digits. */
export const hasValidCpfDigits = (digits: string): boolean =>
  /^\d{11}$/.test(digits) && !allSame(digits) && checkDigit(digits, cpfWeights(9)) === Number(digits[9]) && checkDigit(digits, cpfWeights(10)) === Number(digits[10]);

/** True when a 14-digit string has valid CNPJ check digits. */
export const hasValidCnpjDigits = (digits: string): boolean =>
  /^\d{14}$/.test(digits) && !allSame(digits) && checkDigit(digits, cnpjWeights1) === Number(digits[12]) && checkDigit(digits, cnpjWeights2) === Number(digits[13]);

/** A CPF as its 11 digits, check digits verified. */
export const Cpf = t.brand(t.string, (s): s is t.Branded<string, CpfBrand> => hasValidCpfDigits(s), 'Cpf');
export type Cpf = t.TypeOf<typeof Cpf>;

/** A CNPJ as its 14 digits, check digits verified. */
export const Cnpj = t.brand(t.string, (s): s is t.Branded<string, CnpjBrand> => hasValidCnpjDigits(s), 'Cnpj');
export type Cnpj = t.TypeOf<typeof Cnpj>;

export const documentMessages = {
  cpfLength: 'CPF inválido. O CPF deve conter 11 dígitos.',
  cpfInvalid: 'CPF inválido',
  cnpjLength: 'CNPJ inválido. O CNPJ deve conter 14 dígitos.',
  cnpjInvalid: 'CNPJ inválido',
} as const;

// ---- constructors ----

/** Reads a typed CPF (formatted or not). */
export const parseCpf = (text: string): E.Either<DomainError, Cpf> => {
  const digits = onlyDigits(text);
  if (digits.length !== 11) return E.left(domainError('CPF_LENGTH', documentMessages.cpfLength, 'cpf'));
  return Cpf.is(digits) ? E.right(digits) : E.left(domainError('CPF_INVALID', documentMessages.cpfInvalid, 'cpf'));
};

/** Reads a typed CNPJ (formatted or not). */
export const parseCnpj = (text: string): E.Either<DomainError, Cnpj> => {
  const digits = onlyDigits(text);
  if (digits.length !== 14) return E.left(domainError('CNPJ_LENGTH', documentMessages.cnpjLength, 'cnpj'));
  return Cnpj.is(digits) ? E.right(digits) : E.left(domainError('CNPJ_INVALID', documentMessages.cnpjInvalid, 'cnpj'));
};

// ---- formats ----

/** CPF 000.000.000-00. */
export const formatCpf = (text: string): string => applyMask(masks.cpf, text);

/** CNPJ 00.000.000/0000-00. */
export const formatCnpj = (text: string): string => applyMask(masks.cnpj, text);

/** Spec §5: for display, 14 digits show as CNPJ, anything else as CPF. */
export const formatDocument = (text: string): string => (onlyDigits(text).length === 14 ? formatCnpj(text) : formatCpf(text));

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
