import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { lowerPairs, upperPairs } from '../prescription/tooth-chart';
import { planWithChairWork } from '../../../test/support/domain/chair-work.arbitrary';
import { chairWorkAt, checkChairWork, formatMm, type Ipr, type ToothAttachment } from './chair-work';

const both = { upper: true, lower: true };
describe('IPR and attachments by stage', () => {
  it('takes any plan within its stages and arches, and says at each stage what the chair does', () => {
    fc.assert(
      fc.property(planWithChairWork, ([last, work]) => {
        expect(checkChairWork(work, last, both)).toEqual(E.right(work));
        // Every IPR is done before exactly one stage; every attachment is on its tooth at the stages it spans.
        const done = Array.from({ length: last + 1 }, (_, s) => chairWorkAt(work, s).ipr.length).reduce((a, b) => a + b, 0);
        expect(done).toBe(work.ipr.length);
        for (const a of work.attachments)
          for (let s = 0; s <= last; s++) expect(chairWorkAt(work, s).present.includes(a)).toBe(s >= a.fromStage && (a.untilStage === null || s < a.untilStage));
      }),
    );
  });

  it('refuses, naming the teeth, IPR between teeth that do not touch, off the case’s arches, out of range, or twice', () => {
    const ok: Ipr = { teeth: [11, 21], hundredths: 20, beforeStage: 2 };
    const refused = (ipr: Ipr, arcades = both) => checkChairWork({ ipr: [ipr], attachments: [] }, 10, arcades);
    expect(refused({ ...ok, teeth: [11, 23] })).toEqual(E.left('IPR só entre dentes vizinhos: 11 e 23 não são.'));
    expect(refused({ ...ok, teeth: [28, 38] })).toEqual(E.left('IPR só entre dentes vizinhos: 28 e 38 não são.'));
    expect(refused(ok, { upper: false, lower: true })).toEqual(E.left('O caso não trata a arcada dos dentes 11 e 21.'));
    expect(refused({ ...ok, hundredths: 0 })).toEqual(E.left('O IPR entre 11 e 21 deve ficar entre 0,01 mm e 1 mm.'));
    expect(refused({ ...ok, beforeStage: 11 })).toEqual(E.left('O IPR entre 11 e 21 deve ser feito antes de uma etapa de 1 a 10.'));
    expect(E.isLeft(checkChairWork({ ipr: [ok, { ...ok, teeth: [21, 11] }], attachments: [] }, 10, both))).toBe(true);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.double(), fc.integer(), (a, b, mm, stage) => {
        const result = refused({ teeth: [a, b], hundredths: mm, beforeStage: stage });
        const valid =
          upperPairs.concat(lowerPairs).some((p) => p === `${a}-${b}` || p === `${b}-${a}`) &&
          Number.isInteger(mm) &&
          mm >= 1 &&
          mm <= 100 &&
          Number.isInteger(stage) &&
          stage >= 1 &&
          stage <= 10;
        expect(E.isRight(result)).toBe(valid);
      }),
    );
  });

  it('refuses an attachment off the arches, outside the stages, or over another on the same tooth', () => {
    const check = (attachments: ToothAttachment[]) => checkChairWork({ ipr: [], attachments }, 10, { upper: true, lower: false });
    expect(check([{ tooth: 31, fromStage: 0, untilStage: null }])).toEqual(E.left('O dente 31 não está nas arcadas do caso.'));
    expect(E.isLeft(check([{ tooth: 13, fromStage: 4, untilStage: 4 }]))).toBe(true);
    expect(E.isLeft(check([{ tooth: 13, fromStage: 11, untilStage: null }]))).toBe(true);
    expect(
      check([
        { tooth: 13, fromStage: 0, untilStage: 5 },
        { tooth: 13, fromStage: 3, untilStage: null },
      ]),
    ).toEqual(E.left('O dente 13 tem dois attachments ao mesmo tempo.'));
    expect(
      E.isRight(
        check([
          { tooth: 13, fromStage: 0, untilStage: 5 },
          { tooth: 13, fromStage: 5, untilStage: null },
        ]),
      ),
    ).toBe(true);
  });

  it('writes millimetres as the chair chart does', () => {
    expect([formatMm(20), formatMm(25), formatMm(5), formatMm(100)]).toEqual(['0,2 mm', '0,25 mm', '0,05 mm', '1 mm']);
  });
});
