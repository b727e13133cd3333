import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { lowerArch, upperArch } from '../prescription/tooth-chart';
import { textLimits } from '../shared/text-limits';
import { checkPlanComment, contactAngle, teethOfArch, toothAngle, toothNear } from './plan-comments';

const both = { upper: true, lower: true };
const point = fc.tuple(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
);
const written = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0);

describe('comments pinned on the plan', () => {
  it('takes a comment on a tooth of the case’s arches, at a stage of the plan, trimmed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.constantFrom(...upperArch, ...lowerArch), point, written, (last, tooth, at, text) => {
        const stage = Math.min(last, 3);
        expect(checkPlanComment({ tooth, stage, point: at, text: ` ${text} ` }, last, both)).toEqual(E.right({ tooth, stage, point: at, text: ` ${text} `.trim() }));
      }),
    );
  });

  it('refuses, in Portuguese, a tooth off the case’s arches, a stage outside the plan, no point, nothing written or too much', () => {
    const ok = { tooth: 11, stage: 2, point: [0, 0, 0] as const, text: 'Menos rotação.' };
    expect(checkPlanComment({ ...ok, tooth: 31 }, 10, { upper: true, lower: false })).toEqual(E.left('O dente 31 não está nas arcadas do caso.'));
    expect(checkPlanComment({ ...ok, stage: 11 }, 10, both)).toEqual(E.left('Escolha uma etapa de 0 a 10.'));
    expect(checkPlanComment({ ...ok, point: [0, Number.NaN, 0] }, 10, both)).toEqual(E.left('Marque o ponto no modelo.'));
    for (const point of [
      [0, 0],
      [0, 0, 0, 0],
      [Number.POSITIVE_INFINITY, 0, 0],
    ] as unknown as [number, number, number][])
      expect(checkPlanComment({ ...ok, point }, 10, both)).toEqual(E.left('Marque o ponto no modelo.'));
    for (const stage of [-1, 2.5]) expect(checkPlanComment({ ...ok, stage }, 10, both)).toEqual(E.left('Escolha uma etapa de 0 a 10.'));
    expect(checkPlanComment({ ...ok, tooth: 11 }, 10, { upper: false, lower: true })).toEqual(E.left('O dente 11 não está nas arcadas do caso.'));
    expect(E.isRight(checkPlanComment({ ...ok, tooth: 31 }, 10, { upper: false, lower: true }))).toBe(true);
    expect(checkPlanComment({ ...ok, text: ' \n ' }, 10, both)).toEqual(E.left('Escreva o que deve mudar.'));
    expect(checkPlanComment({ ...ok, text: '😀'.repeat(textLimits.planComment + 1) }, 10, both)).toEqual(E.left(`Use no máximo ${textLimits.planComment} caracteres.`));
    expect(E.isRight(checkPlanComment({ ...ok, text: '😀'.repeat(textLimits.planComment) }, 10, both))).toBe(true);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (tooth, stage) => {
        const valid = [...upperArch, ...lowerArch].includes(tooth) && stage >= 0 && stage <= 10;
        expect(E.isRight(checkPlanComment({ ...ok, tooth, stage }, 10, both))).toBe(valid);
      }),
    );
  });

  it('starts the tooth’s choice on a tooth of the arch picked, from the right molar round to the left', () => {
    fc.assert(
      fc.property(fc.constantFrom('upper' as const, 'lower' as const), fc.double({ noNaN: true }), (arch, angle) => {
        expect(teethOfArch[arch]).toContain(toothNear(arch, angle));
      }),
    );
    expect(toothNear('upper', -Math.PI / 2)).toBe(18);
    expect(toothNear('upper', 0.02)).toBe(21);
    expect(toothNear('upper', -0.02)).toBe(11);
    expect(toothNear('lower', Math.PI / 2)).toBe(38);
  });

  it('marks each tooth where the tap that names it would be, and each contact between its two teeth', () => {
    const arches = fc.constantFrom('upper' as const, 'lower' as const);
    fc.assert(
      fc.property(arches, fc.nat(), (arch, n) => {
        const teeth = teethOfArch[arch];
        const tooth = teeth[n % teeth.length]!;
        const angle = toothAngle(arch, tooth)!;
        // A tap at that angle is that tooth again.
        expect(toothNear(arch, angle)).toBe(tooth);
        const next = teeth[(n % teeth.length) + 1];
        if (next !== undefined) {
          const contact = contactAngle(arch, tooth, next)!;
          expect(contactAngle(arch, next, tooth)).toBe(contact);
          expect(contact).toBeGreaterThan(angle);
          expect(contact).toBeLessThan(toothAngle(arch, next)!);
        }
      }),
    );
    expect(toothAngle('upper', 31)).toBeUndefined();
    expect(contactAngle('upper', 11, 12)).toBeDefined();
    expect(contactAngle('upper', 11, 13)).toBeUndefined();
    // A tooth off the arch is not next to its first tooth.
    expect(contactAngle('upper', 31, 18)).toBeUndefined();
    expect(contactAngle('upper', 18, 31)).toBeUndefined();
    expect(contactAngle('lower', 11, 21)).toBeUndefined();
  });
});
