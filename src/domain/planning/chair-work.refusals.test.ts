import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { lowerArch, lowerPairs, upperArch, upperPairs } from '../prescription/tooth-chart';
import { checkChairWork, Ipr, type ToothAttachment } from './chair-work';

// Each check of a plan's chair work on its own: one thing wrong in otherwise valid work is
// refused with the sentence that names it, and the edges of each range are taken.

const last = 10;
const contactOf = (pair: string): [number, number] => pair.split('-').map(Number) as [number, number];
const arcadesOf = { upper: { upper: true, lower: false }, lower: { upper: false, lower: true } } as const;
const arch = fc.constantFrom<'upper' | 'lower'>('upper', 'lower');
const iprOn = (side: 'upper' | 'lower') =>
  fc.record({
    teeth: fc.constantFrom(...(side === 'upper' ? upperPairs : lowerPairs)).map(contactOf),
    hundredths: fc.integer({ min: 1, max: 100 }),
    beforeStage: fc.integer({ min: 1, max: last }),
  });
const notInteger = fc.double({ noNaN: true, noDefaultInfinity: true, min: -50, max: 200 }).filter((n) => !Number.isInteger(n));
const checkIpr = (ipr: Ipr, side: 'upper' | 'lower') => checkChairWork({ ipr: [ipr], attachments: [] }, last, arcadesOf[side]);
const named = (ipr: Ipr) => `${ipr.teeth[0]} e ${ipr.teeth[1]}`;

describe('an IPR of a plan', () => {
  it('is taken between neighbours of the case’s arch, from 0,01 to 1 mm, before a stage from 1 to the last', () => {
    fc.assert(
      fc.property(
        arch.chain((side) => fc.tuple(fc.constant(side), iprOn(side))),
        fc.constantFrom(1, 100),
        fc.constantFrom(1, last),
        ([side, ipr], hundredths, beforeStage) => {
          expect(E.isRight(checkIpr(ipr, side))).toBe(true);
          expect(E.isRight(checkIpr({ ...ipr, hundredths, beforeStage }, side))).toBe(true);
        },
      ),
    );
  });

  it('is refused, naming its teeth, between teeth that are not neighbours', () => {
    const tooth = fc.constantFrom(...upperArch, ...lowerArch);
    fc.assert(
      fc.property(fc.oneof(tooth, fc.integer({ min: -100, max: 100 })), fc.oneof(tooth, fc.integer({ min: -100, max: 100 })), (a, b) => {
        fc.pre(![...upperPairs, ...lowerPairs].some((p) => p === `${a}-${b}` || p === `${b}-${a}`));
        const ipr = { teeth: [a, b] as [number, number], hundredths: 20, beforeStage: 2 };
        expect(checkChairWork({ ipr: [ipr], attachments: [] }, last, { upper: true, lower: true })).toEqual(E.left(`IPR só entre dentes vizinhos: ${a} e ${b} não são.`));
      }),
    );
  });

  it('is refused on the arch the case does not treat', () => {
    fc.assert(
      fc.property(iprOn('upper'), iprOn('lower'), (upper, lower) => {
        expect(checkIpr(upper, 'lower')).toEqual(E.left(`O caso não trata a arcada dos dentes ${named(upper)}.`));
        expect(checkIpr(lower, 'upper')).toEqual(E.left(`O caso não trata a arcada dos dentes ${named(lower)}.`));
      }),
    );
  });

  it('is refused under 0,01 mm, over 1 mm, or in a fraction of a hundredth', () => {
    fc.assert(
      fc.property(iprOn('upper'), fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 }), notInteger), (ipr, hundredths) => {
        expect(checkIpr({ ...ipr, hundredths }, 'upper')).toEqual(E.left(`O IPR entre ${named(ipr)} deve ficar entre 0,01 mm e 1 mm.`));
      }),
    );
  });

  it('is refused before stage 0, past the last stage, or between stages', () => {
    fc.assert(
      fc.property(iprOn('lower'), fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: last + 1 }), notInteger), (ipr, beforeStage) => {
        expect(checkIpr({ ...ipr, beforeStage }, 'lower')).toEqual(E.left(`O IPR entre ${named(ipr)} deve ser feito antes de uma etapa de 1 a ${last}.`));
      }),
    );
  });

  it('is refused when the same contact is given twice before the same stage, in either order of its teeth', () => {
    fc.assert(
      fc.property(iprOn('upper'), fc.boolean(), (ipr, turned) => {
        const again = { ...ipr, teeth: turned ? ([ipr.teeth[1], ipr.teeth[0]] satisfies [number, number]) : ipr.teeth };
        expect(checkChairWork({ ipr: [ipr, again], attachments: [] }, last, arcadesOf.upper)).toEqual(
          E.left(`O IPR entre ${named(again)} antes da etapa ${ipr.beforeStage} foi informado duas vezes.`),
        );
      }),
    );
  });

  it('crosses the wire only as two teeth and two whole numbers', () => {
    fc.assert(
      fc.property(iprOn('upper'), (ipr) => {
        expect(Ipr.decode(ipr)).toEqual(E.right(ipr));
        expect(E.isLeft(Ipr.decode({ ...ipr, teeth: [ipr.teeth[0]] }))).toBe(true);
        expect(E.isLeft(Ipr.decode({ teeth: ipr.teeth, hundredths: ipr.hundredths }))).toBe(true);
      }),
    );
  });
});

describe('an attachment of a plan', () => {
  const tooth = fc.constantFrom(...upperArch);
  const checkOne = (a: ToothAttachment, side: 'upper' | 'lower' = 'upper') => checkChairWork({ ipr: [], attachments: [a] }, last, arcadesOf[side]);
  const span = (t: number) => `O attachment do dente ${t} deve ser colado numa etapa de 0 a ${last} e removido numa etapa posterior.`;

  it('is taken from stage 0 to the last, removed at a later stage up to the end', () => {
    fc.assert(
      fc.property(tooth, fc.integer({ min: 0, max: last }), fc.integer({ min: 1, max: last + 1 }), (t, from, length) => {
        expect(E.isRight(checkOne({ tooth: t, fromStage: from, untilStage: Math.min(from + length, last + 1) }))).toBe(true);
        expect(E.isRight(checkOne({ tooth: t, fromStage: from, untilStage: null }))).toBe(true);
      }),
    );
  });

  it('is refused on a tooth the case does not treat', () => {
    fc.assert(
      fc.property(tooth, fc.constantFrom(...lowerArch), (upper, lower) => {
        expect(checkOne({ tooth: upper, fromStage: 0, untilStage: null }, 'lower')).toEqual(E.left(`O dente ${upper} não está nas arcadas do caso.`));
        expect(checkOne({ tooth: lower, fromStage: 0, untilStage: null }, 'upper')).toEqual(E.left(`O dente ${lower} não está nas arcadas do caso.`));
      }),
    );
  });

  it('is refused bonded before stage 0, past the last, or between stages', () => {
    fc.assert(
      fc.property(
        tooth,
        fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: last + 1 }), notInteger),
        fc.option(fc.integer({ min: 1, max: last + 1 }), { nil: null }),
        (t, from, until) => {
          expect(checkOne({ tooth: t, fromStage: from, untilStage: until })).toEqual(E.left(span(t)));
        },
      ),
    );
  });

  it('is refused removed at or before its bonding, past the end, or between stages', () => {
    fc.assert(
      fc.property(tooth, fc.integer({ min: 0, max: last }), fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 12 }), notInteger), (t, from, offset) => {
        const until = offset <= 0 ? from + offset : Number.isInteger(offset) ? last + offset - 10 : from + offset;
        expect(checkOne({ tooth: t, fromStage: from, untilStage: until })).toEqual(E.left(span(t)));
      }),
    );
  });

  it('is refused over another on the same tooth in either order, and taken right after it', () => {
    fc.assert(
      fc.property(tooth, fc.integer({ min: 0, max: last - 1 }), fc.integer({ min: 1, max: last }), (t, from, length) => {
        const until = Math.min(from + length, last);
        const first: ToothAttachment = { tooth: t, fromStage: from, untilStage: until };
        const after: ToothAttachment = { tooth: t, fromStage: until, untilStage: null };
        const overlapping: ToothAttachment = { tooth: t, fromStage: until - 1, untilStage: null };
        const check = (attachments: ToothAttachment[]) => checkChairWork({ ipr: [], attachments }, last, arcadesOf.upper);
        expect(E.isRight(check([first, after]))).toBe(true);
        expect(E.isRight(check([after, first]))).toBe(true);
        expect(check([first, overlapping])).toEqual(E.left(`O dente ${t} tem dois attachments ao mesmo tempo.`));
        expect(check([overlapping, first])).toEqual(E.left(`O dente ${t} tem dois attachments ao mesmo tempo.`));
        // Kept to the end, it holds its tooth up to the last stage.
        expect(
          check([
            { tooth: t, fromStage: 0, untilStage: null },
            { tooth: t, fromStage: last, untilStage: null },
          ]),
        ).toEqual(E.left(`O dente ${t} tem dois attachments ao mesmo tempo.`));
      }),
    );
  });
});
