import fc from 'fast-check';
import { maxIprHundredths, type ToothAttachment } from '../../../src/domain/planning/chair-work';
import { lowerPairs, upperArch, upperPairs } from '../../../src/domain/prescription/tooth-chart';

const contactOf = (pair: string): [number, number] => pair.split('-').map(Number) as [number, number];

/** A valid plan's chair work within `last` stages: IPR on distinct contacts and stages, attachments one at a time per tooth, some teeth twice. */
export const chairWorkWithin = (last: number) =>
  fc.record({
    ipr: fc.uniqueArray(
      fc.record({
        teeth: fc.constantFrom(...upperPairs, ...lowerPairs).map(contactOf),
        hundredths: fc.integer({ min: 1, max: maxIprHundredths }),
        // Often a few stages only, so that several contacts meet at one stage.
        beforeStage: fc.oneof(fc.integer({ min: 1, max: last }), fc.integer({ min: 1, max: Math.min(last, 3) })),
      }),
      { selector: (i) => `${[...i.teeth].sort().join('-')}@${i.beforeStage}`, maxLength: 12 },
    ),
    // A tooth's attachments one after another: its stages of bonding and removal, in turn, the last kept to the end when odd.
    attachments: fc
      .uniqueArray(fc.tuple(fc.constantFrom(...upperArch), fc.uniqueArray(fc.integer({ min: 0, max: last + 1 }), { minLength: 1, maxLength: 4 })), {
        selector: ([tooth]) => tooth,
        maxLength: 10,
      })
      .chain((teeth) =>
        fc.shuffledSubarray(
          teeth.flatMap(([tooth, cuts]) => spansOf(tooth, cuts, last)),
          { minLength: teeth.flatMap(([tooth, cuts]) => spansOf(tooth, cuts, last)).length },
        ),
      ),
  });

const spansOf = (tooth: number, cuts: readonly number[], last: number): ToothAttachment[] => {
  const sorted = [...cuts].sort((a, b) => a - b);
  const spans: ToothAttachment[] = [];
  for (let i = 0; i < sorted.length; i += 2) {
    const from = sorted[i]!;
    const until = sorted[i + 1];
    if (until !== undefined) spans.push({ tooth, fromStage: from, untilStage: until });
    else if (from <= last) spans.push({ tooth, fromStage: from, untilStage: null });
  }
  return spans;
};

/** A last stage from 1 to 40 and a plan's chair work within it. */
export const planWithChairWork = fc.integer({ min: 1, max: 40 }).chain((last) => fc.tuple(fc.constant(last), chairWorkWithin(last)));
