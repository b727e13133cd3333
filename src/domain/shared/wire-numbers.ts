import * as t from 'io-ts';

// Numbers from the wire are bounded by their codecs, so no value a client sends can overflow
// a column or lose its exactness in a double before a rule has judged it.

/** The largest whole number a 32-bit column keeps. */
export const int32Max = 2_147_483_647;

/** A whole number a 32-bit column keeps: versions, counts, stages, teeth, scores. */
export const Int32 = t.refinement(t.number, (n) => Number.isInteger(n) && n >= -int32Max - 1 && n <= int32Max, 'Int32');

/** The largest amount the portal takes, in cents: the API Pix's largest value, R$ 9.999.999.999,99. */
export const maxCents = 999_999_999_999;

/** A finite coordinate of a point on a model, in millimetres: a jaw is centimetres across. */
export const Coordinate = t.refinement(t.number, (n) => Number.isFinite(n) && Math.abs(n) <= 1_000_000, 'Coordinate');
