/* eslint-disable @typescript-eslint/no-non-null-assertion -- the poses are made one per tooth of the arch they are indexed by */
import { ZipFile } from 'yazl';
import type { Arch } from '../../domain/order/arch';

// A generated, plausible staged plan, for the demo, the tests and the bench: each
// arch is a U of 14 separate teeth that start crowded (shifted, rotated and tipped) and move to
// an even arch over the stages. Numbers are millimetres; the upper arch bites on the lower.

export interface StagedPlanOptions {
  readonly arches: readonly Arch[];
  readonly lastStage: number;
  /** Segments around each tooth: triangles grow with its square (12 gives about 270 a tooth). */
  readonly toothDetail?: number;
  /** Makes a plan different from another's, the same every time for the same seed. */
  readonly seed?: number;
}

/** FDI numbers of each arch from the patient's right molar to the left one (third molars left out). */
const teethOf: Readonly<Record<Arch, readonly number[]>> = {
  upper: [17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27],
  lower: [47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37],
};

/** A tooth's half-sizes by its place from the midline (1 central incisor … 7 second molar): mesio-distal, bucco-lingual, height. */
const toothSize = (place: number): readonly [number, number, number] =>
  place <= 2 ? [place === 1 ? 4.3 : 3.4, 3.2, 5] : place === 3 ? [3.9, 3.9, 5.5] : place <= 5 ? [3.5, 4.5, 4.2] : [5, 5.3, 3.8];

/** A repeatable stream of numbers in [-1, 1). */
const noise = (seed: number) => {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 2 ** 32) * 2 - 1;
  };
};

interface Pose {
  readonly x: number;
  readonly y: number;
  /** Turn about the tooth's long axis, and tip towards the cheek, in radians. */
  readonly turn: number;
  readonly tip: number;
}

/**
 * Where each tooth of an arch stands at the end: spread along an even U, front teeth forward, in
 * a right-handed frame as labs export (front +y, up +z): the patient's right is +x.
 */
const finalPoses = (count: number): Pose[] => {
  const poses: Pose[] = [];
  for (let i = 0; i < count; i++) {
    // From the right molar round the front (the incisors at angle 0) to the left one.
    const a = ((i - (count - 1) / 2) / ((count - 1) / 2)) * (Math.PI / 2) * 0.92;
    poses.push({ x: -24 * Math.sin(a), y: 28 * Math.cos(a) - 10, turn: a, tip: 0 });
  }
  return poses;
};

/** The cheek side of a tooth at its final place, half-way up its crown: where a comment on it is pinned. */
export const toothFront = (arch: Arch, tooth: number): readonly [number, number, number] => {
  const teeth = teethOf[arch];
  const pose = finalPoses(teeth.length)[teeth.indexOf(tooth)]!;
  const [, depth, height] = toothSize(tooth % 10);
  return [pose.x - depth * Math.sin(pose.turn), pose.y + depth * Math.cos(pose.turn), (arch === 'upper' ? 1 : -1) * (height * 0.6 + 0.5)];
};

type Triangle = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];

/** One tooth: an ellipsoid flattened at its biting end, posed in the arch; the lower arch's teeth point down. */
const toothTriangles = (size: readonly [number, number, number], pose: Pose, arch: Arch, detail: number): Triangle[] => {
  const [rx, ry, rz] = size;
  const rings = Math.max(4, Math.round(detail / 2));
  const up = arch === 'upper' ? 1 : -1;
  const point = (ring: number, seg: number): [number, number, number] => {
    const v = (ring / rings) * Math.PI;
    const u = (seg / detail) * 2 * Math.PI;
    // The crown: its biting side (towards the other arch) flattened.
    const z0 = Math.cos(v);
    const z = z0 < -0.6 ? -0.6 - (z0 + 0.6) * 0.3 : z0;
    const local: [number, number, number] = [rx * Math.sin(v) * Math.cos(u), ry * Math.sin(v) * Math.sin(u), rz * z];
    // Tip (about x), turn (about z), then into the arch, 1 mm from the biting plane.
    const [lx, ly0, lz0] = local;
    const ly = ly0 * Math.cos(pose.tip) - lz0 * Math.sin(pose.tip);
    const lz = ly0 * Math.sin(pose.tip) + lz0 * Math.cos(pose.tip);
    const gx = lx * Math.cos(pose.turn) - ly * Math.sin(pose.turn);
    const gy = lx * Math.sin(pose.turn) + ly * Math.cos(pose.turn);
    return [pose.x + gx, pose.y + gy, up * (lz + rz * 0.6 + 0.5)];
  };
  const triangles: Triangle[] = [];
  for (let ring = 0; ring < rings; ring++)
    for (let seg = 0; seg < detail; seg++) {
      const a = point(ring, seg);
      const b = point(ring + 1, seg);
      const c = point(ring + 1, seg + 1);
      const d = point(ring, seg + 1);
      if (ring > 0) triangles.push(arch === 'upper' ? [a, b, d] : [a, d, b]);
      if (ring < rings - 1) triangles.push(arch === 'upper' ? [b, c, d] : [b, d, c]);
    }
  return triangles;
};

/** A binary STL of the triangles, normals computed. */
const binaryStl = (triangles: readonly Triangle[], title: string): Buffer => {
  const file = Buffer.alloc(84 + 50 * triangles.length);
  file.write(title.slice(0, 80), 0, 'ascii');
  file.writeUInt32LE(triangles.length, 80);
  triangles.forEach(([a, b, c], i) => {
    const at = 84 + 50 * i;
    const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
    const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]] as const;
    const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]] as const;
    const length = Math.hypot(n[0], n[1], n[2]) || 1;
    [...n.map((x) => x / length), ...a, ...b, ...c].forEach((x, k) => file.writeFloatLE(x, at + 4 * k));
  });
  return file;
};

/** Each arch's teeth at each stage, as binary STL files named as labs name them (`Upper_Stage_03.stl`). */
export const stagedPlanFiles = ({
  arches,
  lastStage,
  toothDetail = 12,
  seed = 1,
}: StagedPlanOptions): { readonly name: string; readonly arch: Arch; readonly stage: number; readonly stl: Buffer }[] =>
  arches.flatMap((arch) => {
    const random = noise(seed * 7 + (arch === 'upper' ? 1 : 2));
    const teeth = teethOf[arch];
    const ends = finalPoses(teeth.length);
    // Crowded at the start: each tooth off its place, turned and tipped.
    const starts = ends.map((p) => ({ x: p.x + random() * 1.2, y: p.y + random() * 1.6, turn: p.turn + random() * 0.3, tip: random() * 0.15 }));
    return Array.from({ length: lastStage + 1 }, (_, stage) => {
      const f = lastStage === 0 ? 1 : stage / lastStage;
      const triangles = teeth.flatMap((tooth, i) => {
        const [s, e] = [starts[i]!, ends[i]!];
        const pose = { x: s.x + (e.x - s.x) * f, y: s.y + (e.y - s.y) * f, turn: s.turn + (e.turn - s.turn) * f, tip: s.tip + (e.tip - s.tip) * f };
        return toothTriangles(toothSize(tooth % 10), pose, arch, toothDetail);
      });
      const name = `${arch === 'upper' ? 'Upper' : 'Lower'}_Stage_${String(stage).padStart(2, '0')}.stl`;
      return { name, arch, stage, stl: binaryStl(triangles, `${arch} stage ${stage}`) };
    });
  });

/** A ZIP of the files, each under `folder` (as labs' exports put them), compressed as labs' tools do. */
export const zipOf = (files: readonly { readonly name: string; readonly bytes: Buffer }[]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const zip = new ZipFile();
    for (const f of files) zip.addBuffer(f.bytes, f.name, { compress: true, mtime: new Date('2026-11-01T12:00:00Z') });
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.once('error', reject);
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
  });
