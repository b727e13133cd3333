import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Matrix4, Vector3 } from 'three';
import { dentalFrameOf, presetDirection } from './dental-frame';

/** A U of points: wide along x, incisors toward +z, low along y at `height`, like an arch. */
const arch = (height: number): Vector3[] => {
  const points: Vector3[] = [];
  for (let i = 0; i <= 400; i++) {
    const u = (i / 400) * Math.PI;
    // A parabola-like arch with long legs: most points lie toward the molars.
    points.push(new Vector3(27 * Math.cos(u), height + (i % 7) * 0.6, 42 * Math.sin(u) ** 0.6));
  }
  return points;
};

/** The 48 ways a scanner may lay its axes: every permutation of x, y, z, each signed. */
const orientations = (() => {
  const all: Matrix4[] = [];
  for (const [a, b, c] of [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ]) {
    for (let signs = 0; signs < 8; signs++) {
      const m = new Array(9).fill(0) as number[];
      m[a! * 3 + 0] = signs & 1 ? -1 : 1;
      m[b! * 3 + 1] = signs & 2 ? -1 : 1;
      m[c! * 3 + 2] = signs & 4 ? -1 : 1;
      all.push(new Matrix4().set(m[0]!, m[1]!, m[2]!, 0, m[3]!, m[4]!, m[5]!, 0, m[6]!, m[7]!, m[8]!, 0, 0, 0, 0, 1));
    }
  }
  return all;
})();

const flat = (points: readonly Vector3[], turn: Matrix4) => Float32Array.from(points.flatMap((p) => p.clone().applyMatrix4(turn).toArray()));
const turned = (v: Vector3, turn: Matrix4) => v.clone().applyMatrix4(turn).round();
/** Components, with -0 read as 0. */
const of = (v: Vector3) => v.toArray().map((c) => c + 0);

describe('the directions of a mouth read off its scans', () => {
  it('finds the front, the upper side and the patient’s left however the scanner laid its axes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orientations), (turn) => {
        const frame = dentalFrameOf([
          { positions: flat(arch(4), turn), arch: 'upper' },
          { positions: flat(arch(-8), turn), arch: 'lower' },
        ]);
        expect(of(frame.front)).toEqual(of(turned(new Vector3(0, 0, 1), turn)));
        expect(of(frame.up)).toEqual(of(turned(new Vector3(0, 1, 0), turn)));
        // The patient's left is the viewer's right, facing them: up × front. A frame the scanner
        // mirrored cannot be told apart from its scan, so only turns are checked for it.
        if (turn.determinant() > 0) expect(of(frame.left)).toEqual(of(turned(new Vector3(1, 0, 0), turn)));
        expect(frame.left.clone().cross(frame.up).dot(frame.front)).toBeCloseTo(1);
      }),
    );
  });

  it('looks at one arch from its front, from below for the upper occlusal view and from above for the lower', () => {
    const frame = dentalFrameOf([{ positions: flat(arch(0), new Matrix4()), arch: 'upper' }]);
    expect(of(presetDirection(frame, 'frontal').from)).toEqual([0, 0, 1]);
    expect(of(presetDirection(frame, 'occlusalUpper').from)).toEqual([0, -1, 0]);
    expect(of(presetDirection(frame, 'occlusalLower').from)).toEqual([0, 1, 0]);
    expect(presetDirection(frame, 'left').from.dot(new Vector3(1, 0, 0))).toBe(1);
  });
});
