import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type ArchPricedItem, archStepsOf, type CatalogueEntry, itemsForArches } from './arch-pricing';

const catalogue: CatalogueEntry[] = [
  { code: 'ALIGNER_STEP', name: 'Etapas de alinhadores (ambas as arcadas)', pricingKind: 'SEGMENT', unitCents: 32_000 },
  { code: 'ALIGNER_STEP_SINGLE', name: 'Etapas de alinhadores (uma arcada)', pricingKind: 'SEGMENT', unitCents: 19_000 },
  { code: 'ALIGNER_STEP', name: 'Etapas de alinhadores (ambas as arcadas, preço especial)', pricingKind: 'SPECIAL', unitCents: 28_000 },
  { code: 'RETENTION_PLATE', name: 'Placa de contenção (por arcada)', pricingKind: 'FIXED_PRICE', unitCents: 15_000 },
];
const steps = archStepsOf(catalogue)!;

const item: fc.Arbitrary<ArchPricedItem & { main: boolean }> = fc.record({
  productCode: fc.constantFrom('ALIGNER_STEP', 'ALIGNER_STEP_SINGLE', 'RETENTION_PLATE', 'ATTACHMENT_TEMPLATE', null),
  description: fc.string({ unit: 'binary', maxLength: 20 }),
  quantity: fc.integer({ min: 1, max: 40 }),
  unitCents: fc.integer({ min: 0, max: 50_000 }),
  main: fc.boolean(),
});
const catalogueItem = (code: 'ALIGNER_STEP' | 'ALIGNER_STEP_SINGLE' | 'RETENTION_PLATE', quantity: number) => {
  const entry = catalogue.find((p) => p.code === code)!;
  return { productCode: code, description: entry.name, quantity, unitCents: entry.unitCents };
};

describe('pricing for the arches of the case', () => {
  it('finds the standard steps of both arch counts, and nothing in a catalogue without them', () => {
    expect(steps.bothArches.unitCents).toBe(32_000);
    expect(steps.oneArch.unitCents).toBe(19_000);
    expect(archStepsOf(catalogue.filter((p) => p.code !== 'ALIGNER_STEP_SINGLE'))).toBeUndefined();
  });

  it('leaves every item as it is when the arch count does not change', () => {
    fc.assert(
      fc.property(fc.array(item), fc.constantFrom(1 as const, 2 as const), (items, n) => {
        expect(itemsForArches(items, n, n, steps)).toEqual(items);
      }),
    );
  });

  it('never changes how many steps or items a planning has, nor what it does not price per arch', () => {
    fc.assert(
      fc.property(fc.array(item), fc.constantFrom([2, 1] as const, [1, 2] as const), (items, [from, to]) => {
        const after = itemsForArches(items, from, to, steps);
        expect(after).toHaveLength(items.length);
        after.forEach((a, i) => {
          const b = items[i]!;
          expect(a.main).toBe(b.main);
          if (b.productCode !== 'RETENTION_PLATE') expect(a.quantity).toBe(b.quantity);
          if (b.productCode === null || b.productCode === 'ATTACHMENT_TEMPLATE') expect(a).toEqual(b);
        });
      }),
    );
  });

  it('prices the steps for one arch after removing one, per-arch items halved, and back again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10 }), (n, pairs) => {
        const both = [catalogueItem('ALIGNER_STEP', n), catalogueItem('RETENTION_PLATE', pairs * 2)];
        const one = itemsForArches(both, 2, 1, steps);
        expect(one).toEqual([catalogueItem('ALIGNER_STEP_SINGLE', n), catalogueItem('RETENTION_PLATE', pairs)]);
        expect(itemsForArches(one, 1, 2, steps)).toEqual(both);
        const total = (xs: typeof both) => xs.reduce((s, x) => s + x.quantity * x.unitCents, 0);
        expect(total(one)).toBeLessThan(total(both));
      }),
    );
  });
});
