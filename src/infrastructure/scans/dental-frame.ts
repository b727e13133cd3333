/* eslint-disable @typescript-eslint/no-non-null-assertion -- three-component vectors and the three axes, indexed 0 to 2 */
import { Box3, Vector3 } from 'three';
import type { Arch, ViewPreset } from '../../application/ports/scan-viewer-kit';

/** The directions of a mouth in a scan's coordinates. */
export interface DentalFrame {
  /** From the lower arch toward the upper. */
  readonly up: Vector3;
  /** From the molars toward the incisors. */
  readonly front: Vector3;
  /** Toward the patient's left. */
  readonly left: Vector3;
}

export interface FramedScan {
  /** x, y, z of each vertex. */
  readonly positions: Float32Array;
  readonly arch?: Arch;
}

const axes = [new Vector3(1, 0, 0), new Vector3(0, 1, 0), new Vector3(0, 0, 1)] as const;
/** Enough vertices to read a shape's directions; a preview has up to ~125 000. */
const samplesPerScan = 20_000;

const sampled = (positions: Float32Array): Vector3[] => {
  const count = positions.length / 3;
  const step = Math.max(1, Math.floor(count / samplesPerScan));
  const points: Vector3[] = [];
  for (let i = 0; i < count; i += step) points.push(new Vector3(positions[i * 3], positions[i * 3 + 1], positions[i * 3 + 2]));
  return points;
};

const centroid = (points: readonly Vector3[]) => points.reduce((sum, p) => sum.add(p), new Vector3()).divideScalar(Math.max(1, points.length));

/**
 * Scanners export in frames of their own, so the mouth's directions are read off the scans:
 * an arch is lowest along its teeth's axis and widest from side to side; it is a U whose
 * closed end (the incisors) is narrow from side to side while its open end (the molars) is
 * two legs far apart; and with both arches, the upper lies above the lower.
 */
export const dentalFrameOf = (scans: readonly FramedScan[]): DentalFrame => {
  const perScan = scans.map((s) => ({ arch: s.arch, points: sampled(s.positions) }));
  const points = perScan.flatMap((s) => s.points);
  const box = new Box3().setFromPoints(points);
  const size = box.getSize(new Vector3()).toArray();
  const [upAxis, depthAxis, sideAxis] = [0, 1, 2].sort((a, b) => size[a]! - size[b]!).map((i) => axes[i]!);
  const middle = box.getCenter(new Vector3());

  // How far from the mid-line the arch lies near each end of its depth.
  const [near, far] = [box.min.dot(depthAxis!), box.max.dot(depthAxis!)];
  const slab = (far - near) * 0.2;
  const spread = (atEnd: (depth: number) => boolean) => {
    const widths = points.filter((p) => atEnd(p.dot(depthAxis!))).map((p) => Math.abs(p.dot(sideAxis!) - middle.dot(sideAxis!)));
    return widths.reduce((a, b) => a + b, 0) / Math.max(1, widths.length);
  };
  const frontSign = spread((d) => d >= far - slab) <= spread((d) => d <= near + slab) ? 1 : -1;

  const upper = perScan.find((s) => s.arch === 'upper');
  const lower = perScan.find((s) => s.arch === 'lower');
  const upSign = upper && lower ? Math.sign(centroid(upper.points).sub(centroid(lower.points)).dot(upAxis!)) || 1 : 1;

  const up = upAxis!.clone().multiplyScalar(upSign);
  const front = depthAxis!.clone().multiplyScalar(frontSign);
  // Facing the patient, their left is the viewer's right.
  return { up, front, left: new Vector3().crossVectors(up, front) };
};

/** Where the camera looks from, and which way is up on screen, for each standard view. */
export const presetDirection = (frame: DentalFrame, preset: ViewPreset): { from: Vector3; up: Vector3 } => {
  switch (preset) {
    case 'frontal':
      return { from: frame.front.clone(), up: frame.up.clone() };
    case 'occlusalUpper':
      return { from: frame.up.clone().negate(), up: frame.front.clone() };
    case 'occlusalLower':
      return { from: frame.up.clone(), up: frame.front.clone() };
    case 'left':
      return { from: frame.left.clone(), up: frame.up.clone() };
    case 'right':
      return { from: frame.left.clone().negate(), up: frame.up.clone() };
  }
};
