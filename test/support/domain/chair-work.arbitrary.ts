import fc from 'fast-check';
import { maxIprHundredths, type ToothAttachment } from '../../../src/domain/planning/chair-work';
import { lowerPairs, upperArch, upperPairs } from '../../../src/domain/prescription/tooth-chart';

const contactOf = (pair: string): [number, number] => pair.split('-').map(Number) as [number, number];

/** A valid plan's chair work within `last` stages: IPR on distinct contacts and stages, attachments one at a time per tooth. */
export const chairWorkWithin = (last: number) =>
  fc.record({
    ipr: fc.uniqueArray(
      fc.record({
        teeth: fc.constantFrom(...upperPairs, ...lowerPairs).map(contactOf),
        hundredths: fc.integer({ min: 1, max: maxIprHundredths }),
        beforeStage: fc.integer({ min: 1, max: last }),
      }),
      { selector: (i) => `${[...i.teeth].sort().join('-')}@${i.beforeStage}`, maxLength: 12 },
    ),
    attachments: fc.uniqueArray(
      fc
        .record({ tooth: fc.constantFrom(...upperArch), fromStage: fc.integer({ min: 0, max: last }), length: fc.option(fc.integer({ min: 1, max: last + 1 }), { nil: null }) })
        .map(({ tooth, fromStage, length }): ToothAttachment => ({ tooth, fromStage, untilStage: length === null ? null : Math.min(last + 1, fromStage + length) })),
      { selector: (a) => a.tooth, maxLength: 10 },
    ),
  });

/** A last stage from 1 to 40 and a plan's chair work within it. */
export const planWithChairWork = fc.integer({ min: 1, max: 40 }).chain((last) => fc.tuple(fc.constant(last), chairWorkWithin(last)));
