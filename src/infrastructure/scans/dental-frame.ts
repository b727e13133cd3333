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
  readonly box: Box3;
  /** The mean of its vertices. */
  readonly centroid: Vector3;
  readonly arch?: Arch;
}

const axes = [new Vector3(1, 0, 0), new Vector3(0, 1, 0), new Vector3(0, 0, 1)] as const;

/**
 * Scanners export in frames of their own, so the mouth's directions are read off the scans:
 * an arch is lowest along its teeth's axis and widest from side to side; the molars, more
 * surface than the incisors, pull its centroid behind the middle of its box; and with both
 * arches the upper lies above the lower.
 */
export const dentalFrameOf = (scans: readonly FramedScan[]): DentalFrame => {
  const box = scans.reduce((all, s) => all.union(s.box), new Box3());
  const size = box.getSize(new Vector3()).toArray();
  const order = [0, 1, 2].sort((a, b) => size[a]! - size[b]!);
  const [upAxis, frontAxis] = [axes[order[0]!]!, axes[order[1]!]!];
  const upper = scans.find((s) => s.arch === 'upper');
  const lower = scans.find((s) => s.arch === 'lower');
  const upSign = upper && lower ? Math.sign(upper.centroid.clone().sub(lower.centroid).dot(upAxis)) || 1 : 1;
  const centroid = scans.reduce((sum, s) => sum.add(s.centroid), new Vector3()).divideScalar(Math.max(1, scans.length));
  const frontSign = -Math.sign(centroid.clone().sub(box.getCenter(new Vector3())).dot(frontAxis)) || 1;
  const up = upAxis.clone().multiplyScalar(upSign);
  const front = frontAxis.clone().multiplyScalar(frontSign);
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
