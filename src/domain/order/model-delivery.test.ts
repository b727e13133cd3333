import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { orderStatuses } from './order-status';
import { awaitsPostedModels, modelDeliveryMessages, trackingCodeOf } from './model-delivery';

const codeChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'.split(''));
const code = fc.string({ unit: codeChar, minLength: 8, maxLength: 40 });

describe('posted models', () => {
  it('are awaited only for physical delivery, while the lab waits for a model', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderStatuses), fc.constantFrom('UPLOAD' as const, 'MODEL_URL' as const, 'PHYSICAL_DELIVERY' as const, null), (status, modelProvideType) => {
        expect(awaitsPostedModels({ status, modelProvideType })).toBe(modelProvideType === 'PHYSICAL_DELIVERY' && (status === 'WAITING_MODEL' || status === 'WAITING_NEW_MODEL'));
      }),
    );
    // Both waits, the first models and new ones the lab asked for.
    expect(awaitsPostedModels({ status: 'WAITING_NEW_MODEL', modelProvideType: 'PHYSICAL_DELIVERY' })).toBe(true);
    expect(awaitsPostedModels({ status: 'WAITING_MODEL', modelProvideType: 'PHYSICAL_DELIVERY' })).toBe(true);
  });

  it('take a tracking code however it is spaced, dotted or cased, and keep it as the carrier prints it', () => {
    fc.assert(
      fc.property(code, fc.array(fc.constantFrom(' ', '.', '\t'), { maxLength: 5 }), fc.boolean(), (c, separators, lower) => {
        const typed = separators.reduce((s, sep, i) => s.slice(0, i + 1) + sep + s.slice(i + 1), lower ? c.toLowerCase() : c);
        expect(trackingCodeOf(typed)).toEqual(E.right(c));
        expect(trackingCodeOf(c)).toEqual(E.right(c));
      }),
    );
  });

  it('refuse any other text with one sentence', () => {
    // A character no carrier prints, anywhere in an otherwise good code.
    const foreign = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9\-\s.]/.test(c));
    fc.assert(
      fc.property(code, foreign, fc.nat(), (c, bad, at) => {
        const i = at % (c.length + 1);
        expect(trackingCodeOf(c.slice(0, i) + bad + c.slice(i))).toEqual(E.left(modelDeliveryMessages.invalidCode));
      }),
    );
    // Too short or too long, however good its characters.
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: codeChar, maxLength: 7 }), fc.string({ unit: codeChar, minLength: 41, maxLength: 60 })), (c) => {
        expect(E.isLeft(trackingCodeOf(c))).toBe(true);
      }),
    );
    expect(trackingCodeOf('AB12345')).toEqual(E.left(modelDeliveryMessages.invalidCode));
    expect(trackingCodeOf('AB12345678<script>')).toEqual(E.left(modelDeliveryMessages.invalidCode));
  });
});
