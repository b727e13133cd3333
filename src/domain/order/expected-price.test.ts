import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBRL } from '../format/money';
import type { CatalogueEntry } from './arch-pricing';
import { expectedPrice, expectedPriceText } from './expected-price';

const cents = fc.integer({ min: 1, max: 10_000_000 });
const entry = (code: string, pricingKind: string) => cents.map((unitCents): CatalogueEntry => ({ code, name: code, pricingKind, unitCents }));
/** A price table with the standard steps, a special price that never counts here, and the plate. */
const table = fc.record({
  both: entry('ALIGNER_STEP', 'SEGMENT'),
  one: entry('ALIGNER_STEP_SINGLE', 'SEGMENT'),
  special: entry('ALIGNER_STEP', 'SPECIAL'),
  plate: entry('RETENTION_PLATE', 'FIXED_PRICE'),
});
const arches = fc.constantFrom([true, true], [true, false], [false, true]) as fc.Arbitrary<[boolean, boolean]>;

describe('the price a dentist can expect before the planning', () => {
  it('is, for aligners, the standard step of the arch count, whatever order the table lists', () => {
    fc.assert(
      fc.property(table, arches, fc.boolean(), (t, [sup, inf], reversed) => {
        const catalogue = reversed ? [t.plate, t.special, t.one, t.both] : [t.both, t.one, t.special, t.plate];
        const price = expectedPrice({ product: 'ALINHADORES', arcadeSuperior: sup, arcadeInferior: inf }, catalogue);
        const both = sup && inf;
        expect(price).toEqual({ kind: 'PER_STEP', unitCents: both ? t.both.unitCents : t.one.unitCents, arches: both ? 2 : 1 });
        expect(expectedPriceText(price!)).toContain(`${formatBRL(price!.kind === 'PER_STEP' ? price!.unitCents : 0)} por etapa`);
      }),
    );
  });

  it('is, for a retention plate, one plate per arch, its total the plates times the unit', () => {
    fc.assert(
      fc.property(table, arches, (t, [sup, inf]) => {
        const price = expectedPrice({ product: 'PLACA_CONTENCAO', arcadeSuperior: sup, arcadeInferior: inf }, [t.both, t.one, t.plate]);
        const plates = sup && inf ? 2 : 1;
        expect(price).toEqual({ kind: 'PLATES', unitCents: t.plate.unitCents, plates, totalCents: plates * t.plate.unitCents });
        expect(expectedPriceText(price!)).toMatch(new RegExp(`^A partir de ${formatBRL(plates * t.plate.unitCents).replace(/[.$]/g, '\\$&')} \\(${plates} placas? de `));
      }),
    );
  });

  it('is none without a product, without an arch, or with the table missing what prices it', () => {
    fc.assert(
      fc.property(table, fc.constantFrom('ALINHADORES' as const, 'PLACA_CONTENCAO' as const), (t, product) => {
        expect(expectedPrice({ product: null, arcadeSuperior: true, arcadeInferior: true }, [t.both, t.one, t.plate])).toBeUndefined();
        expect(expectedPrice({ product, arcadeSuperior: false, arcadeInferior: false }, [t.both, t.one, t.plate])).toBeUndefined();
        expect(expectedPrice({ product, arcadeSuperior: true, arcadeInferior: false }, product === 'ALINHADORES' ? [t.special, t.plate] : [t.both, t.one])).toBeUndefined();
      }),
    );
  });

  it('says the price in a sentence with what it depends on: the steps for aligners, the plates for a retention', () => {
    expect(expectedPriceText({ kind: 'PER_STEP', unitCents: 19_000, arches: 2 })).toBe(
      'A partir de R$\u00a0190,00 por etapa (ambas as arcadas); o total depende do número de etapas do planejamento.',
    );
    expect(expectedPriceText({ kind: 'PER_STEP', unitCents: 11_000, arches: 1 })).toBe(
      'A partir de R$\u00a0110,00 por etapa (uma arcada); o total depende do número de etapas do planejamento.',
    );
    expect(expectedPriceText({ kind: 'PLATES', unitCents: 15_000, plates: 2, totalCents: 30_000 })).toBe(
      'A partir de R$\u00a0300,00 (2 placas de R$\u00a0150,00); o valor final vem no planejamento.',
    );
    expect(expectedPriceText({ kind: 'PLATES', unitCents: 15_000, plates: 1, totalCents: 15_000 })).toBe(
      'A partir de R$\u00a0150,00 (1 placa de R$\u00a0150,00); o valor final vem no planejamento.',
    );
  });

  it('prices a plate only at its fixed price, never at another kind of price for the same code', () => {
    fc.assert(
      fc.property(table, cents, (t, other) => {
        const special = { ...t.plate, pricingKind: 'SPECIAL', unitCents: other };
        expect(expectedPrice({ product: 'PLACA_CONTENCAO', arcadeSuperior: true, arcadeInferior: false }, [special])).toBeUndefined();
        expect(expectedPrice({ product: 'PLACA_CONTENCAO', arcadeSuperior: true, arcadeInferior: false }, [special, t.plate])).toMatchObject({ unitCents: t.plate.unitCents });
      }),
    );
  });
});
