import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type RefinementGrant, type RefinementOrder, refinementBonusFor } from './refinement-bonus';

const ids = ['a', 'b', 'c'];
const grant: fc.Arbitrary<RefinementGrant> = fc.record({
  id: fc.uuid(),
  patientId: fc.constantFrom(...ids),
  steps: fc.integer({ min: 0, max: 20 }),
  // Half of the grants still unused, so that several compete for one order.
  usedByOrderId: fc.option(fc.constantFrom('o1', 'o2', 'o3'), { nil: null, freq: 2 }),
});
const order: fc.Arbitrary<RefinementOrder> = fc.record({
  id: fc.constantFrom('o1', 'o2', 'o3'),
  patientId: fc.constantFrom(...ids),
  caseType: fc.constantFrom('CASO_NOVO' as const, 'CASO_CONTINUACAO' as const, null),
});

describe('refinement bonus', () => {
  it('applies only to a continuation of the same patient, from one grant not used by another order', () => {
    fc.assert(
      fc.property(fc.array(grant, { maxLength: 6 }), order, (grants, o) => {
        const bonus = refinementBonusFor(grants, o);
        if (bonus === null) return;
        expect(o.caseType).toBe('CASO_CONTINUACAO');
        const g = grants.find((x) => x.id === bonus.grantId)!;
        expect(g.patientId).toBe(o.patientId);
        expect([null, o.id]).toContain(g.usedByOrderId);
        // Not cumulative: never more than a single grant.
        expect(bonus.steps).toBe(g.steps);
      }),
    );
  });

  it('is not available to a new case, another patient or after another order used it', () => {
    const g: RefinementGrant = { id: 'g', patientId: 'a', steps: 4, usedByOrderId: null };
    expect(refinementBonusFor([g], { id: 'o1', patientId: 'a', caseType: 'CASO_NOVO' })).toBeNull();
    expect(refinementBonusFor([g], { id: 'o1', patientId: 'b', caseType: 'CASO_CONTINUACAO' })).toBeNull();
    expect(refinementBonusFor([{ ...g, usedByOrderId: 'o2' }], { id: 'o1', patientId: 'a', caseType: 'CASO_CONTINUACAO' })).toBeNull();
    expect(
      refinementBonusFor(
        [
          { ...g, usedByOrderId: 'o1' },
          { ...g, id: 'h', steps: 9 },
        ],
        { id: 'o1', patientId: 'a', caseType: 'CASO_CONTINUACAO' },
      ),
    ).toEqual({ grantId: 'g', steps: 4 });
  });

  it('keeps the grant the order already used; otherwise applies the largest unused grant of the patient; an empty grant is none', () => {
    fc.assert(
      fc.property(fc.array(grant, { maxLength: 8 }), order, (grants, o) => {
        const continuation = { ...o, caseType: 'CASO_CONTINUACAO' as const };
        const bonus = refinementBonusFor(grants, continuation);
        const ofPatient = grants.filter((g) => g.patientId === o.patientId && g.steps > 0);
        const own = ofPatient.find((g) => g.usedByOrderId === o.id);
        const unused = ofPatient.filter((g) => g.usedByOrderId === null);
        if (own) expect(bonus).toEqual({ grantId: own.id, steps: own.steps });
        else if (unused.length > 0) expect(bonus?.steps).toBe(Math.max(...unused.map((g) => g.steps)));
        else expect(bonus).toBeNull();
      }),
      { numRuns: 500 },
    );
    const g: RefinementGrant = { id: 'g', patientId: 'a', steps: 0, usedByOrderId: null };
    expect(refinementBonusFor([g], { id: 'o1', patientId: 'a', caseType: 'CASO_CONTINUACAO' })).toBeNull();
  });
});
