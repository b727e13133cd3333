import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBRL } from '../format/money';
import type { PlanningPrice } from './planning-total';
import { discountRate, formatPercentage, formatSignedBRL, priceLineLabel } from './price-line-labels';

const words = fc.stringMatching(/^[A-Za-zÀ-ú][A-Za-zÀ-ú ()0-9-]{0,30}[A-Za-zÀ-ú)0-9]$/);
const blank = fc.constantFrom(undefined, '', '   ', '\t');
const planning = (over: Partial<PlanningPrice>): PlanningPrice => ({ caseType: 'CASO_NOVO', items: [], upgradeCents: 0, discounts: [], bonusSteps: 0, ...over });

describe('what a price line says', () => {
  it('writes a rate in basis points as a Brazilian percentage: a comma, no trailing zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (basisPoints) => {
        expect(formatPercentage(basisPoints)).toBe(`${String(basisPoints / 100).replace('.', ',')}%`);
      }),
    );
    expect(formatPercentage(1250)).toBe('12,5%');
    expect(formatPercentage(1000)).toBe('10%');
    expect(formatPercentage(5)).toBe('0,05%');
  });

  it('writes what a discount takes off: its rate for a percentage, its amount in reais for a value', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (value) => {
        expect(discountRate({ type: 'PERCENTAGE', value })).toBe(formatPercentage(value));
        expect(discountRate({ type: 'VALUE', value })).toBe(formatBRL(value));
      }),
    );
    expect(discountRate({ type: 'PERCENTAGE', value: 1_250 })).toBe('12,5%');
    expect(discountRate({ type: 'VALUE', value: 15_000 })).toBe('R$\u00a0150,00');
  });

  it('writes a deduction with a minus sign and a space that never breaks, never a hyphen; anything else as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const shown = formatSignedBRL(cents);
        expect(shown.includes('-')).toBe(false);
        expect(shown.startsWith('\u2212\u00a0')).toBe(cents < 0);
        expect(shown.replace(/^\u2212\u00a0/, '')).toBe(formatBRL(Math.abs(cents)));
      }),
    );
  });

  it('names each line: the item, the upgrade, the bonus steps, the discount with its rate; a line whose entry is gone by its kind', () => {
    fc.assert(
      fc.property(words, fc.nat(40), fc.nat(40), (name, steps, ofSteps) => {
        const p = planning({ items: [{ description: name, quantity: 1, unitCents: 100, main: true }], upgradeName: name });
        expect(priceLineLabel(p, { kind: 'item', index: 0, cents: 100 })).toBe(name);
        expect(priceLineLabel(p, { kind: 'item', index: 1, cents: 100 })).toBe('Item');
        expect(priceLineLabel(p, { kind: 'upgrade', cents: 100 })).toBe(`Upgrade: ${name}`);
        expect(priceLineLabel(planning({}), { kind: 'upgrade', cents: 100 })).toBe('Upgrade:');
        expect(priceLineLabel(p, { kind: 'bonus', steps, ofSteps, cents: -1 })).toBe(`Etapas bonificadas: ${steps} de ${ofSteps}`);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(words, blank), fc.constantFrom('PERCENTAGE' as const, 'VALUE' as const), fc.integer({ min: 0, max: 10_000 }), (description, type, value) => {
        const p = planning({ discounts: [{ ...(description === undefined ? {} : { description }), type, value }] });
        const name = description?.trim() ? description.trim() : 'Desconto';
        expect(priceLineLabel(p, { kind: 'discount', index: 0, cents: -1 })).toBe(type === 'PERCENTAGE' ? `${name} · ${formatPercentage(value)}` : name);
        expect(priceLineLabel(p, { kind: 'discount', index: 1, cents: -1 })).toBe('Desconto');
      }),
    );
    expect(priceLineLabel(planning({ items: [{ quantity: 1, unitCents: 1, main: false }] }), { kind: 'item', index: 0, cents: 1 })).toBe('Item');
  });
});
