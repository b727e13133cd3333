import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyBonusSteps, bonusChoice, discountsAtStake, mainSteps, type PlanningPrice, planningTotal, priceBreakdown } from './planning-total';
import { formatSignedBRL, priceLineLabel } from './price-line-labels';

const planning: fc.Arbitrary<PlanningPrice> = fc.record({
  caseType: fc.constantFrom('CASO_NOVO', 'CASO_CONTINUACAO' as const),
  items: fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 40 }), unitCents: fc.integer({ min: 0, max: 50_000 }), main: fc.boolean() }), { maxLength: 4 }),
  upgradeCents: fc.integer({ min: 0, max: 100_000 }),
  discounts: fc.array(
    fc.oneof(
      fc.record({ type: fc.constant('PERCENTAGE' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
      fc.record({ type: fc.constant('VALUE' as const), value: fc.integer({ min: 0, max: 200_000 }) }),
      fc.record({ type: fc.constant('PERCENTAGE' as const), value: fc.integer({ min: 0, max: 3_000 }), stepRange: fc.constantFrom('10-16', '17-32' as const) }),
    ),
    { maxLength: 3 },
  ),
  bonusSteps: fc.constant(0),
});
const subtotal = (p: PlanningPrice) => p.items.reduce((s, i) => s + i.quantity * i.unitCents, 0) + p.upgradeCents;

describe('planning total', () => {
  it('is whole cents, never negative, never above the items and upgrade', () => {
    fc.assert(
      fc.property(planning, fc.nat(40), (p, bonus) => {
        const total = planningTotal(applyBonusSteps(p, bonus));
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(subtotal(p));
      }),
    );
  });

  it('adds up the items and the upgrade when nothing is taken off', () => {
    fc.assert(
      fc.property(planning, (p) => {
        expect(planningTotal({ ...p, discounts: [] })).toBe(subtotal(p));
      }),
    );
    expect(
      planningTotal({
        caseType: 'CASO_NOVO',
        items: [{ quantity: 12, unitCents: 15_000, main: true }],
        upgradeCents: 5_000,
        discounts: [{ type: 'PERCENTAGE', value: 1_000 }],
        bonusSteps: 2,
      }),
    ).toBe(139_500);
  });

  it('never costs more with more bonus steps', () => {
    fc.assert(
      fc.property(planning, fc.nat(40), fc.nat(40), (p, a, b) => {
        const noRange = { ...p, discounts: p.discounts.filter((d) => d.stepRange === undefined) };
        const [few, many] = a <= b ? [a, b] : [b, a];
        expect(planningTotal({ ...noRange, bonusSteps: many })).toBeLessThanOrEqual(planningTotal({ ...noRange, bonusSteps: few }));
      }),
    );
  });

  it('removes the 10-16 and 17-32 discounts of a new case the first time bonus steps are applied', () => {
    fc.assert(
      fc.property(planning, fc.integer({ min: 1, max: 40 }), (p, bonus) => {
        const applied = applyBonusSteps(p, bonus);
        if (p.caseType === 'CASO_NOVO') expect(applied.discounts.some((d) => d.stepRange)).toBe(false);
        else expect(applied.discounts).toEqual(p.discounts);
        expect(applyBonusSteps(p, 0).discounts).toEqual(p.discounts);
        expect(mainSteps(applied)).toBe(mainSteps(p));
      }),
    );
  });

  it('counts only the main items as steps, and values a bonus step at the main items’ average step price', () => {
    const main = { quantity: 20, unitCents: 10_000, main: true };
    const extra = { quantity: 1, unitCents: 50_000, main: false };
    const p: PlanningPrice = { caseType: 'CASO_CONTINUACAO', items: [main, extra], upgradeCents: 0, discounts: [], bonusSteps: 2 };
    expect(mainSteps(p)).toBe(20);
    expect(planningTotal(p)).toBe(250_000 - 2 * 10_000);
    expect(planningTotal({ ...p, items: [extra], bonusSteps: 5 })).toBe(50_000);
    fc.assert(
      fc.property(planning, fc.integer({ min: 0, max: 40 }), (q, n) => {
        expect(mainSteps({ items: [...q.items, { quantity: n, unitCents: 1, main: false }] })).toBe(mainSteps(q));
        expect(mainSteps({ items: [...q.items, { quantity: n, unitCents: 1, main: true }] })).toBe(mainSteps(q) + n);
      }),
    );
  });

  it('takes a value discount off in cents and a percentage as hundredths of a percent', () => {
    const p: PlanningPrice = { caseType: 'CASO_NOVO', items: [{ quantity: 1, unitCents: 100_000, main: true }], upgradeCents: 0, discounts: [], bonusSteps: 0 };
    expect(planningTotal({ ...p, discounts: [{ type: 'VALUE', value: 500 }] })).toBe(99_500);
    expect(planningTotal({ ...p, discounts: [{ type: 'PERCENTAGE', value: 500 }] })).toBe(95_000);
  });

  it('keeps every discount without a step range, and every discount of a continuation or of a second bonus', () => {
    fc.assert(
      fc.property(planning, fc.integer({ min: 1, max: 10 }), (p, bonus) => {
        const first = applyBonusSteps(p, bonus);
        expect(first.discounts).toEqual(p.caseType === 'CASO_NOVO' ? p.discounts.filter((d) => d.stepRange === undefined) : p.discounts);
        expect(applyBonusSteps(first, bonus + 1).discounts).toEqual(first.discounts);
        expect(applyBonusSteps(p, 0).discounts).toEqual(p.discounts);
      }),
    );
  });
});

describe('a planning, line by line', () => {
  const withBonus = fc.tuple(planning, fc.nat(40)).map(([p, bonus]) => applyBonusSteps(p, bonus));

  it('adds up to its total to the cent, whatever the items, bonus and discounts', () => {
    fc.assert(
      fc.property(withBonus, (p) => {
        const { lines, totalCents } = priceBreakdown(p);
        expect(lines.reduce((s, l) => s + l.cents, 0)).toBe(totalCents);
        expect(totalCents).toBe(planningTotal(p));
        lines.forEach((l) => expect(Number.isInteger(l.cents)).toBe(true));
      }),
    );
  });

  it('has a line per item and per discount, the upgrade when there is one, the bonus when steps are used', () => {
    fc.assert(
      fc.property(withBonus, (p) => {
        const { lines } = priceBreakdown(p);
        expect(lines.filter((l) => l.kind === 'item').map((l) => (l.kind === 'item' ? l.index : -1))).toEqual(p.items.map((_, i) => i));
        expect(lines.filter((l) => l.kind === 'discount')).toHaveLength(p.discounts.length);
        expect(lines.some((l) => l.kind === 'upgrade')).toBe(p.upgradeCents > 0);
        expect(lines.some((l) => l.kind === 'bonus')).toBe(Math.min(p.bonusSteps, mainSteps(p)) > 0);
      }),
    );
  });

  it('charges in positive amounts and takes off in negative ones, never more than what is left', () => {
    fc.assert(
      fc.property(withBonus, (p) => {
        let left = 0;
        for (const l of priceBreakdown(p).lines) {
          if (l.kind === 'item' || l.kind === 'upgrade') expect(l.cents).toBeGreaterThanOrEqual(0);
          else {
            expect(l.cents).toBeLessThanOrEqual(0);
            expect(-l.cents).toBeLessThanOrEqual(left);
          }
          left += l.cents;
        }
      }),
    );
  });

  it('takes a discount off in full while the total stays above zero', () => {
    fc.assert(
      fc.property(withBonus, (p) => {
        const { lines, totalCents } = priceBreakdown(p);
        if (totalCents === 0) return;
        let left = 0;
        for (const l of lines) {
          if (l.kind === 'discount') {
            const d = p.discounts[l.index]!;
            const full = d.type === 'VALUE' ? d.value : Math.round((left * Math.min(d.value, 10_000)) / 10_000);
            expect(Math.abs(-l.cents - full)).toBeLessThanOrEqual(d.type === 'VALUE' ? 0 : 1);
          }
          left += l.cents;
        }
      }),
    );
  });

  it('reads as the issue shows it: 14 steps at R$ 200,81 less 10%, then 2 bonus steps of the same case', () => {
    const p: PlanningPrice = {
      caseType: 'CASO_NOVO',
      items: [
        { description: 'Etapas de alinhadores (ambas as arcadas)', quantity: 14, unitCents: 19_000, main: true },
        { description: 'Placa de contenção final (por arcada)', quantity: 2, unitCents: 15_000, main: false },
      ],
      upgradeCents: 0,
      discounts: [{ description: 'Desconto caso novo (10 a 16 etapas)', type: 'PERCENTAGE', value: 1_000, stepRange: '10-16' }],
      bonusSteps: 0,
    };
    const before = priceBreakdown(p);
    expect(before.lines.map((l) => [priceLineLabel(p, l), l.cents])).toEqual([
      ['Etapas de alinhadores (ambas as arcadas)', 266_000],
      ['Placa de contenção final (por arcada)', 30_000],
      ['Desconto caso novo (10 a 16 etapas) · 10%', -29_600],
    ]);
    const after = applyBonusSteps(p, 2);
    expect(priceBreakdown(after).lines.map((l) => priceLineLabel(after, l))).toEqual([
      'Etapas de alinhadores (ambas as arcadas)',
      'Placa de contenção final (por arcada)',
      'Etapas bonificadas: 2 de 14',
    ]);
    expect(formatSignedBRL(-38_000)).toBe('\u2212\u00a0R$\u00a0380,00');
  });
});

describe('using the balance or not', () => {
  const totalWith = (p: PlanningPrice, n: number) => planningTotal(applyBonusSteps(p, n));

  it('weighs the total without bonus steps against the total with the chosen ones, and names the cheaper', () => {
    fc.assert(
      fc.property(planning, fc.nat(40), fc.nat(40), (p, steps, max) => {
        const choice = bonusChoice(p, steps, max);
        expect(choice.withoutCents).toBe(totalWith(p, 0));
        expect(choice.withCents).toBe(totalWith(p, steps));
        expect(choice.cheaper).toBe(choice.withCents < choice.withoutCents ? 'WITH' : choice.withCents > choice.withoutCents ? 'WITHOUT' : 'SAME');
      }),
    );
  });

  it('says from how many steps, up to the most usable, using the balance costs less than not using it', () => {
    fc.assert(
      fc.property(planning, fc.nat(40), (p, max) => {
        const { worthFrom, withoutCents } = bonusChoice(p, 0, max);
        const cheaper = Array.from({ length: max }, (_, i) => i + 1).filter((n) => totalWith(p, n) < withoutCents);
        expect(worthFrom).toBe(cheaper[0]);
      }),
    );
  });

  it('puts at stake, for good, exactly a new case’s step-range discounts before the balance’s first use', () => {
    fc.assert(
      fc.property(planning, fc.nat(10), (p, used) => {
        const planned = { ...p, bonusSteps: used };
        const firstUse = p.caseType === 'CASO_NOVO' && used === 0;
        const stake = p.discounts.filter((d) => firstUse && d.stepRange !== undefined);
        expect(discountsAtStake(planned)).toEqual(stake);
        expect(bonusChoice(planned, 1, 1).lostForGood).toEqual(stake);
      }),
    );
  });

  it('reads as the issue shows it: one step of the balance costs more than none, two cost less', () => {
    const p: PlanningPrice = {
      caseType: 'CASO_NOVO',
      items: [
        { description: 'Etapas de alinhadores (ambas as arcadas)', quantity: 14, unitCents: 19_000, main: true },
        { description: 'Placa de contenção final (por arcada)', quantity: 2, unitCents: 15_000, main: false },
      ],
      upgradeCents: 0,
      discounts: [{ description: 'Desconto caso novo (10 a 16 etapas)', type: 'PERCENTAGE', value: 1_000, stepRange: '10-16' }],
      bonusSteps: 0,
    };
    expect(bonusChoice(p, 1, 14)).toEqual({ withoutCents: 266_400, withCents: 277_000, lostForGood: p.discounts, cheaper: 'WITHOUT', worthFrom: 2 });
    expect(bonusChoice(p, 2, 14)).toMatchObject({ withCents: 258_000, cheaper: 'WITH' });
    expect(bonusChoice(p, 0, 14).cheaper).toBe('SAME');
    expect(bonusChoice(p, 1, 1).worthFrom).toBeUndefined();
  });
});
