import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { Coordinate, Int32, int32Max } from './wire-numbers';

describe('numbers from the wire', () => {
  it('takes a whole number exactly when a 32-bit column keeps it', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -(2 ** 33), max: 2 ** 33 }), fc.double(), fc.constantFrom(int32Max, int32Max + 1, -int32Max - 1, -int32Max - 2, 2 ** 53 + 2, 1e20)),
        (n) => {
          expect(E.isRight(Int32.decode(n))).toBe(Number.isInteger(n) && n >= -(2 ** 31) && n <= 2 ** 31 - 1);
        },
      ),
    );
    expect(E.isRight(Int32.decode('1'))).toBe(false);
  });

  it('takes a coordinate when it is finite and within a kilometre', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constantFrom(1e6, -1e6, 1e6 + 1, Number.POSITIVE_INFINITY, Number.NaN)), (n) => {
        expect(E.isRight(Coordinate.decode(n))).toBe(Number.isFinite(n) && Math.abs(n) <= 1e6);
      }),
    );
  });

  it('names itself, so a refusal can say which kind of number it wanted', () => {
    expect([Int32.name, Coordinate.name]).toEqual(['Int32', 'Coordinate']);
  });
});
