import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { getBounds, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import fc from 'fast-check';
import { asciiPly, asciiStl, binaryPly, binaryStl, sphere, triangleSoup } from '../../../test/support/server/meshes';
import { sampleFiles } from '../../../test/support/server/sample-files';
import { buildMeshPreview, type MeshPreview } from './mesh-preview';
import { StlWelder } from './stl-welder';

const decode = async (preview: MeshPreview) => {
  await MeshoptDecoder.ready;
  const doc = await new NodeIO()
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder })
    .readBinary(preview.glb);
  const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
  return {
    bounds: getBounds(doc.getRoot().listScenes()[0]!),
    triangles: primitive.getIndices()!.getCount() / 3,
    colours: primitive.getAttribute('COLOR_0') !== null,
    sourceTriangles: doc.getRoot().getExtras()['sourceTriangles'],
  };
};

const built = async (bytes: Buffer, format: 'stl' | 'ply', limit?: number) => {
  const result = await buildMeshPreview(bytes, format, limit);
  if (E.isLeft(result)) throw new Error(`no preview: ${result.left}`);
  return result.right;
};

// A sphere of radius 10 centred on (3, -2, 5): its box is known without reading the file.
const mesh = sphere(120, 120);
const expected = { min: [-7, -12, -5], max: [13, 8, 15] };
const withinOnePercentOfSize = (bounds: { min: number[]; max: number[] }) => {
  for (let axis = 0; axis < 3; axis++) {
    const size = expected.max[axis]! - expected.min[axis]!;
    expect(Math.abs(bounds.min[axis]! - expected.min[axis]!)).toBeLessThanOrEqual(0.01 * size);
    expect(Math.abs(bounds.max[axis]! - expected.max[axis]!)).toBeLessThanOrEqual(0.01 * size);
  }
};

describe('3D previews of scans', () => {
  it('simplifies a dense mesh below the limit, keeping its outline within 1%, and decodes back', async () => {
    const preview = await built(binaryStl(mesh), 'stl', 5_000);
    expect(preview.sourceTriangles).toBe(mesh.faces.length);
    expect(preview.triangles).toBeLessThanOrEqual(5_000);
    expect(preview.triangles).toBeGreaterThan(500);
    const decoded = await decode(preview);
    expect(decoded.triangles).toBe(preview.triangles);
    expect(decoded.sourceTriangles).toBe(mesh.faces.length);
    withinOnePercentOfSize(decoded.bounds);
    // Merged, indexed and quantised: far smaller than the STL it came from.
    expect(preview.glb.byteLength).toBeLessThan(binaryStl(mesh).byteLength / 10);
  });

  it('gives the same preview for the binary and the ASCII STL of one mesh', async () => {
    const [binary, ascii] = await Promise.all([built(binaryStl(mesh), 'stl', 5_000), built(asciiStl(mesh), 'stl', 5_000)]);
    expect(Buffer.from(ascii.glb).equals(Buffer.from(binary.glb))).toBe(true);
  });

  it('reads binary and ASCII PLY, with or without colours, to the same outline', async () => {
    for (const [bytes, colours] of [
      [binaryPly(mesh), false],
      [asciiPly(mesh), false],
      [asciiPly(mesh, true), true],
    ] as const) {
      const preview = await built(bytes, 'ply', 5_000);
      expect(preview.sourceTriangles).toBe(mesh.faces.length);
      const decoded = await decode(preview);
      withinOnePercentOfSize(decoded.bounds);
      expect(decoded.colours).toBe(colours);
    }
  });

  it('keeps a small mesh whole', async () => {
    const small = sphere(8, 8);
    const preview = await built(binaryStl(small), 'stl');
    expect(preview.triangles).toBe(small.faces.length);
  });

  it('records a broken mesh as a failure, never an exception', async () => {
    const truncated = binaryStl(mesh).subarray(0, 84 + 50 * 10 + 7);
    const nan = binaryStl(sphere(4, 4));
    nan.writeFloatLE(Number.NaN, 84 + 12);
    const cases: [Buffer, 'stl' | 'ply'][] = [
      [truncated, 'stl'],
      [nan, 'stl'],
      [Buffer.from('solid vazio\nendsolid vazio\n'), 'stl'],
      [Buffer.from('ply\nformat ascii 1.0\nelement vertex 2\nproperty float x\nend_header\nnão é número\n'), 'ply'],
      [sampleFiles.ply(), 'ply'],
    ];
    for (const [bytes, format] of cases) {
      const result = await buildMeshPreview(bytes, format);
      expect([bytes.subarray(0, 20).toString('latin1'), E.isLeft(result)]).toEqual([bytes.subarray(0, 20).toString('latin1'), true]);
    }
  });

  it('keeps the limit for a mesh whose triangles share no vertex (a triangle soup), keeping its outline', async () => {
    const soup = triangleSoup(mesh);
    const preview = await built(binaryStl(soup), 'stl', 5_000);
    expect(preview.sourceTriangles).toBe(mesh.faces.length);
    expect(preview.triangles).toBeLessThanOrEqual(5_000);
    expect(preview.triangles).toBeGreaterThan(100);
    withinOnePercentOfSize((await decode(preview)).bounds);
  });

  it('welds an STL read in chunks of any size exactly as one read whole', () => {
    const small = sphere(12, 12);
    for (const bytes of [binaryStl(small), asciiStl(small)]) {
      const whole = new StlWelder(bytes.length);
      whole.push(bytes);
      const expected = whole.end();
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 40 }), (sizes) => {
          const welder = new StlWelder(bytes.length);
          let at = 0;
          for (let i = 0; at < bytes.length; i++) {
            const size = sizes[i % sizes.length]!;
            welder.push(bytes.subarray(at, at + size));
            at += size;
          }
          expect(welder.end()).toEqual(expected);
        }),
        { numRuns: 30 },
      );
      // Shared corners are one vertex: a closed UV sphere has (rings - 1) × segments + 2 distinct points.
      expect(E.isRight(expected) && expected.right.positions.length / 3).toBe(11 * 12 + 2);
    }
  });
});
