import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  balanceLabel,
  type BonusContext,
  bonusMessages,
  changeBalanceRequest,
  kolMonthStart,
  selectorRange,
  usableKolSteps,
  validateBalanceRequest,
  validateBonusSelection,
} from './bonus-balance';

const context: fc.Arbitrary<BonusContext> = fc.record({
  totalSteps: fc.integer({ min: 0, max: 40 }),
  availableDentist: fc.integer({ min: 0, max: 20 }),
  availableKol: fc.integer({ min: 0, max: 12 }),
  usedForPatient: fc.integer({ min: 0, max: 10 }),
  kolUsedThisMonth: fc.integer({ min: 0, max: 6 }),
});
const selection = fc.record({ dentist: fc.integer({ min: 0, max: 25 }), kol: fc.integer({ min: 0, max: 15 }) });

describe('bonus balance', () => {
  it('never accepts more steps than the order has, nor more than available, nor beyond the KOL month', () => {
    fc.assert(
      fc.property(selection, context, (s, c) => {
        const result = validateBonusSelection(s, c);
        if (E.isRight(result)) {
          expect(s.dentist + s.kol).toBeLessThanOrEqual(c.totalSteps);
          expect(s.dentist + s.kol + c.usedForPatient).toBeLessThanOrEqual(c.totalSteps);
          expect(s.dentist).toBeLessThanOrEqual(c.availableDentist);
          expect(s.kol).toBeLessThanOrEqual(c.availableKol);
          expect(s.kol + c.kolUsedThisMonth).toBeLessThanOrEqual(6);
        }
      }),
    );
  });

  it('names the first rule broken with the spec’s sentences', () => {
    const c: BonusContext = { totalSteps: 10, availableDentist: 20, availableKol: 12, usedForPatient: 3, kolUsedThisMonth: 0 };
    const msg = (r: ReturnType<typeof validateBonusSelection>) => (E.isLeft(r) ? r.left.message : undefined);
    expect(msg(validateBonusSelection({ dentist: 8, kol: 3 }, c))).toBe(bonusMessages.selectedAboveTotal);
    expect(msg(validateBonusSelection({ dentist: 6, kol: 2 }, c))).toBe(bonusMessages.bonusAboveTotal);
    expect(msg(validateBonusSelection({ dentist: 0, kol: 7 }, { ...c, totalSteps: 20 }))).toBe(bonusMessages.kolMonthly);
    expect(msg(validateBonusSelection({ dentist: 5, kol: 2 }, c))).toBeUndefined();
  });

  it('reverts to the previous value on a violation, keeping its message', () => {
    fc.assert(
      fc.property(selection, selection, context, fc.integer({ min: 0, max: 5 }), (prev, next, c, availablePatient) => {
        const { selection: kept, error } = changeBalanceRequest({ ...prev, patient: 0 }, { ...next, patient: 0 }, { ...c, availablePatient });
        if (error) expect(kept).toEqual({ ...prev, patient: 0 });
        else expect(kept).toEqual({ ...next, patient: 0 });
      }),
    );
  });

  it('offers each balance from 0 to what is available, never past the planning’s steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.integer({ min: 0, max: 40 }), (n, total) => {
        expect(selectorRange(n, total)).toEqual({ min: 0, max: Math.max(0, Math.min(n, total)) });
      }),
    );
    // Twenty steps in the wallet, a 14-step planning: 0 to 14.
    expect(selectorRange(20, 14)).toEqual({ min: 0, max: 14 });
    expect(selectorRange(2.5, 14)).toEqual({ min: 0, max: 2 });
  });
});

describe('KOL month', () => {
  it('starts on the first day of the month in Brasília time, at or before now, less than a month back', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), (now) => {
        const start = kolMonthStart(now);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - start.getTime()).toBeLessThan(31 * 24 * 3600 * 1000);
        expect(start.getUTCHours()).toBe(3);
        expect(new Date(start.getTime() - 3 * 3600 * 1000).getUTCDate()).toBe(1);
      }),
    );
    expect(kolMonthStart(new Date('2026-12-01T02:59:00Z')).toISOString()).toBe('2026-11-01T03:00:00.000Z');
  });
});

describe('balance request with the refinement bonus', () => {
  it('never takes more refinement steps than available, and counts them against the order total', () => {
    fc.assert(
      fc.property(selection, fc.integer({ min: 0, max: 12 }), context, fc.integer({ min: 0, max: 10 }), (s, patient, c, availablePatient) => {
        const result = validateBalanceRequest({ ...s, patient }, { ...c, availablePatient });
        if (E.isRight(result)) {
          expect(patient).toBeLessThanOrEqual(availablePatient);
          expect(s.dentist + s.kol + patient).toBeLessThanOrEqual(c.totalSteps);
        }
      }),
    );
  });
});

describe('bonus balance at its edges', () => {
  const codeOf = (r: E.Either<{ code: string }, unknown>) => (E.isLeft(r) ? r.left.code : 'OK');
  const roomy = { totalSteps: 40, availableDentist: 20, availableKol: 12, usedForPatient: 0, kolUsedThisMonth: 0 };

  it('accepts exactly what is available and exactly the order’s steps, and one more of either is refused with its code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 6 }), (dentist, kol) => {
        const c = { ...roomy, totalSteps: dentist + kol, availableDentist: dentist, availableKol: kol };
        expect(codeOf(validateBonusSelection({ dentist, kol }, c))).toBe('OK');
        expect(codeOf(validateBonusSelection({ dentist: dentist + 1, kol }, { ...c, totalSteps: 99 }))).toBe('BONUS_ABOVE_AVAILABLE');
        expect(codeOf(validateBonusSelection({ dentist, kol: kol + 1 }, { ...c, totalSteps: 99, availableKol: kol }))).toBe('BONUS_ABOVE_AVAILABLE');
        expect(codeOf(validateBonusSelection({ dentist, kol }, { ...c, totalSteps: dentist + kol - 1 }))).toBe('BONUS_SELECTED_ABOVE_TOTAL');
        expect(codeOf(validateBonusSelection({ dentist, kol }, { ...c, usedForPatient: 1 }))).toBe('BONUS_ABOVE_TOTAL');
        expect(codeOf(validateBonusSelection({ dentist, kol }, { ...c, kolUsedThisMonth: 6 - kol }))).toBe('OK');
        if (kol > 0) expect(codeOf(validateBonusSelection({ dentist, kol }, { ...c, kolUsedThisMonth: 7 - kol }))).toBe('KOL_MONTHLY_LIMIT');
      }),
    );
  });

  it('takes the patient’s refinement bonus up to exactly what is available', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), (available) => {
        const c = { ...roomy, availablePatient: available };
        expect(codeOf(validateBalanceRequest({ dentist: 0, kol: 0, patient: available }, c))).toBe('OK');
        expect(codeOf(validateBalanceRequest({ dentist: 0, kol: 0, patient: 0 }, c))).toBe('OK');
        expect(codeOf(validateBalanceRequest({ dentist: 0, kol: 0, patient: available + 1 }, c))).toBe('BONUS_ABOVE_AVAILABLE');
      }),
    );
  });

  it('refuses a negative count from either balance, however much is available', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (n) => {
        expect(codeOf(validateBonusSelection({ dentist: -n, kol: 0 }, roomy))).toBe('BONUS_ABOVE_AVAILABLE');
        expect(codeOf(validateBonusSelection({ dentist: 0, kol: -n }, roomy))).toBe('BONUS_ABOVE_AVAILABLE');
        expect(codeOf(validateBalanceRequest({ dentist: 0, kol: 0, patient: -n }, { ...roomy, availablePatient: 5 }))).toBe('BONUS_ABOVE_AVAILABLE');
      }),
    );
  });

  it('offers KOL steps up to what the month still allows, and every one of them passes the monthly rule', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.nat(6), (availableKol, kolUsedThisMonth) => {
        const usable = usableKolSteps({ availableKol, kolUsedThisMonth });
        expect(usable).toBeLessThanOrEqual(availableKol);
        const c = { totalSteps: 40, availableDentist: 0, availableKol, usedForPatient: 0, kolUsedThisMonth };
        for (let kol = 0; kol <= usable; kol++) expect(E.isRight(validateBonusSelection({ dentist: 0, kol }, c))).toBe(true);
        // One more is refused, by the balance or by the month.
        expect(E.isRight(validateBonusSelection({ dentist: 0, kol: usable + 1 }, c))).toBe(false);
      }),
    );
  });
});

describe('a balance as people read it', () => {
  it('names both products with their counts, in the singular for one', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (aligners, retentions) => {
        const label = balanceLabel({ aligners, retentions });
        const match = /^(\d+) (etapas?) de alinhadores · (\d+) (placas?) de contenção$/.exec(label);
        expect(match, label).not.toBeNull();
        expect([Number(match![1]), Number(match![3])]).toEqual([aligners, retentions]);
        expect(match![2]).toBe(aligners === 1 ? 'etapa' : 'etapas');
        expect(match![4]).toBe(retentions === 1 ? 'placa' : 'placas');
      }),
    );
  });
});
