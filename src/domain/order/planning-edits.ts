import * as E from 'fp-ts/Either';
import type { Arch, Arches } from './arch';
import { type DomainError, domainError, type DomainErrorCode } from '../shared/domain-error';

// ---- model ----

export interface DiscountInput {
  readonly description: string;
  readonly type: 'PERCENTAGE' | 'VALUE';
  /** Basis points for PERCENTAGE (1% = 100), cents for VALUE. */
  readonly value: number;
}

export const planningEditMessages = {
  arcadePresent: 'O caso já tem esta arcada.',
  arcadeMissing: 'O caso não tem esta arcada.',
  lastArcade: 'O caso precisa de pelo menos uma arcada.',
  discountDescription: 'Descreva o desconto.',
  percentage: 'O desconto percentual vai de 0,01% a 100%.',
  value: 'O desconto em reais precisa ser maior que zero.',
  quantity: 'A quantidade vai de 1 a 100.',
  viewerUrl: 'O link do visualizador 3D precisa começar com https:// e não pode ter espaços.',
} as const;

const fail = <A>(code: DomainErrorCode, message: string): E.Either<DomainError, A> => E.left(domainError(code, message));

// ---- rules ----

/** Adds an arch to the case; adding one it has is refused. */
export const addArch = (arches: Arches, arch: Arch): E.Either<DomainError, Arches> =>
  arches[arch] ? fail('ARCADE_PRESENT', planningEditMessages.arcadePresent) : E.right({ ...arches, [arch]: true });

/** Removes an arch from the case, never the last one. */
export const removeArch = (arches: Arches, arch: Arch): E.Either<DomainError, Arches> => {
  if (!arches[arch]) return fail('ARCADE_MISSING', planningEditMessages.arcadeMissing);
  const next = { ...arches, [arch]: false };
  return next.upper || next.lower ? E.right(next) : fail('LAST_ARCADE', planningEditMessages.lastArcade);
};

/** A discount staff add to a planning: a description and a percentage up to 100% or a positive value. */
export const validateDiscount = (d: DiscountInput): E.Either<DomainError, DiscountInput> => {
  if (d.description.trim() === '') return fail('DISCOUNT_DESCRIPTION', planningEditMessages.discountDescription);
  if (!Number.isInteger(d.value)) return fail('DISCOUNT_VALUE', d.type === 'PERCENTAGE' ? planningEditMessages.percentage : planningEditMessages.value);
  if (d.type === 'PERCENTAGE' && (d.value < 1 || d.value > 10_000)) return fail('DISCOUNT_PERCENTAGE', planningEditMessages.percentage);
  if (d.type === 'VALUE' && d.value < 1) return fail('DISCOUNT_VALUE', planningEditMessages.value);
  return E.right({ ...d, description: d.description.trim() });
};

export const maxItemQuantity = 100;

export const validateQuantity = (n: number): E.Either<DomainError, number> =>
  Number.isInteger(n) && n >= 1 && n <= maxItemQuantity ? E.right(n) : fail('QUANTITY', planningEditMessages.quantity);

/** The planner's 3D viewer link: none (empty) or an https address without spaces. */
export const isViewerUrl = (link: string): boolean => link === '' || /^https:\/\/[^\s]+$/.test(link);
