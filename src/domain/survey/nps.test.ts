import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planningSurveyRetryMs, shouldOfferPlanningSurvey, shouldOfferPlatformSurvey, validatePlanningSurvey, validatePlatformSurvey } from './nps';

const score = fc.integer({ min: 0, max: 10 });
const badScore = fc.oneof(fc.constant(null), fc.integer({ min: 11 }), fc.integer({ max: -1 }), fc.double({ noInteger: true, min: 0, max: 10, noNaN: true }));
const opinion = fc.string({ maxLength: 80 });

describe('platform survey', () => {
  it('accepts every pair of scores from 0 to 10 with any short opinions', () => {
    fc.assert(
      fc.property(score, score, opinion, opinion, (r, c, ro, co) => {
        expect(validatePlatformSurvey({ recommendationScore: r, confidenceScore: c, recommendationOpinion: ro, confidenceOpinion: co })).toEqual({});
      }),
    );
  });

  it('requires the recommendation score, whatever else is filled', () => {
    fc.assert(
      fc.property(badScore, fc.option(score, { nil: null }), opinion, opinion, (r, c, ro, co) => {
        expect(validatePlatformSurvey({ recommendationScore: r, confidenceScore: c, recommendationOpinion: ro, confidenceOpinion: co }).recommendationScore).toBe(
          'Campo obrigatório',
        );
      }),
    );
  });

  it('requires the confidence score once the recommendation is given or its opinion written', () => {
    fc.assert(
      fc.property(score, opinion, (r, co) => {
        expect(validatePlatformSurvey({ recommendationScore: r, confidenceScore: null, recommendationOpinion: '', confidenceOpinion: co }).confidenceScore).toBe(
          'Campo obrigatório',
        );
      }),
    );
    expect(validatePlatformSurvey({ recommendationScore: null, confidenceScore: null, recommendationOpinion: '', confidenceOpinion: '' }).confidenceScore).toBeUndefined();
    expect(validatePlatformSurvey({ recommendationScore: null, confidenceScore: null, recommendationOpinion: '', confidenceOpinion: 'Mais prazos' }).confidenceScore).toBe(
      'Campo obrigatório',
    );
  });

  it('limits each opinion to 1000 characters, the limit itself allowed', () => {
    const long = 'x'.repeat(1001);
    const atLimit = 'x'.repeat(1000);
    expect(validatePlatformSurvey({ recommendationScore: 9, confidenceScore: 9, recommendationOpinion: long, confidenceOpinion: long })).toEqual({
      recommendationOpinion: 'Use no máximo 1.000 caracteres (agora são 1.001).',
      confidenceOpinion: 'Use no máximo 1.000 caracteres (agora são 1.001).',
    });
    expect(validatePlatformSurvey({ recommendationScore: 9, confidenceScore: 9, recommendationOpinion: atLimit, confidenceOpinion: atLimit })).toEqual({});
    expect(validatePlanningSurvey({ planningScore: 7, planningOpinion: long })).toEqual({ planningOpinion: 'Use no máximo 1.000 caracteres (agora são 1.001).' });
    expect(validatePlanningSurvey({ planningScore: 7, planningOpinion: atLimit })).toEqual({});
  });

  it('does not take blank space for a confidence opinion', () => {
    expect(validatePlatformSurvey({ recommendationScore: null, confidenceScore: null, recommendationOpinion: '', confidenceOpinion: ' \n ' })).toEqual({
      recommendationScore: 'Campo obrigatório',
    });
  });
});

describe('planning survey', () => {
  it('requires a planning score from 0 to 10', () => {
    fc.assert(
      fc.property(score, opinion, (s, o) => {
        expect(validatePlanningSurvey({ planningScore: s, planningOpinion: o })).toEqual({});
      }),
    );
    fc.assert(
      fc.property(badScore, opinion, (s, o) => {
        expect(validatePlanningSurvey({ planningScore: s, planningOpinion: o }).planningScore).toBe('Campo obrigatório');
      }),
    );
  });
});

describe('when to offer the platform survey', () => {
  it('only after a paid order, until answered or dismissed', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.boolean(), fc.boolean(), (paidOrders, answered, dismissed) => {
        expect(shouldOfferPlatformSurvey({ paidOrders, answered, dismissed })).toBe(paidOrders > 0 && !answered && !dismissed);
      }),
    );
  });
});

describe('when to offer the planning survey', () => {
  it('only after a decision, until answered or refused, and again a day after being put off', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 3 * planningSurveyRetryMs }), { nil: null }),
        (decided, answered, notInterested, ago) => {
          const now = new Date('2026-11-22T12:00:00Z');
          const offered = shouldOfferPlanningSurvey({ decided, answered, notInterested, postponedAt: ago === null ? null : new Date(now.getTime() - ago), now });
          expect(offered).toBe(decided && !answered && !notInterested && (ago === null || ago >= planningSurveyRetryMs));
        },
      ),
    );
    const now = new Date('2026-11-22T12:00:00Z');
    const putOff = (ms: number) => shouldOfferPlanningSurvey({ decided: true, answered: false, notInterested: false, postponedAt: new Date(now.getTime() - ms), now });
    expect([putOff(24 * 3600_000 - 1), putOff(24 * 3600_000)]).toEqual([false, true]);
  });
});
