import * as E from 'fp-ts/Either';
import { type BufferGeometry } from 'three';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { meshopt, simplify, weld } from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';

/** A phone draws this many triangles smoothly; a denser scan is simplified down to it. */
export const previewTriangleLimit = 250_000;

export type MeshFormat = 'stl' | 'ply';

export interface MeshPreview {
  /**
   * glTF binary: indexed, quantised, EXT_meshopt_compression (three.js reads it with
   * MeshoptDecoder); its top-level `extras.sourceTriangles` is the scan's own triangle count.
   */
  readonly glb: Uint8Array;
  readonly sourceTriangles: number;
  readonly triangles: number;
}

/** Why a file that passed its signature check still has no preview. */
export type PreviewFailure = 'BROKEN_MESH' | 'EMPTY_MESH';

const parse = (bytes: Uint8Array, format: MeshFormat): BufferGeometry => {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return format === 'stl' ? new STLLoader().parse(buffer) : new PLYLoader().parse(buffer);
};

const io = async (): Promise<NodeIO> => {
  await Promise.all([MeshoptEncoder.ready, MeshoptSimplifier.ready]);
  return new NodeIO().registerExtensions([EXTMeshoptCompression, KHRMeshQuantization]).registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
};

/**
 * The preview of a scan: duplicate vertices merged, simplified to at most
 * `previewTriangleLimit` triangles with its borders kept, quantised and compressed. A mesh that
 * does not parse, or holds a non-finite coordinate, is a failure, never an exception.
 */
export const buildMeshPreview = async (bytes: Uint8Array, format: MeshFormat, triangleLimit = previewTriangleLimit): Promise<E.Either<PreviewFailure, MeshPreview>> => {
  let geometry: BufferGeometry;
  try {
    geometry = parse(bytes, format);
  } catch {
    return E.left('BROKEN_MESH');
  }
  // Flat normals, one per corner: the preview has none (the viewer computes smooth ones), so they go at once.
  geometry.deleteAttribute('normal');
  const position = geometry.getAttribute('position');
  if (!position || position.count === 0) return E.left('EMPTY_MESH');
  // The parser's own array, not a copy: a 200 MB scan's positions alone are 150 MB.
  const positions = position.array instanceof Float32Array ? (position.array as Float32Array<ArrayBuffer>) : new Float32Array(position.array);
  if (!positions.every(Number.isFinite)) return E.left('BROKEN_MESH');
  const index = geometry.getIndex();
  // A PLY without faces is a point cloud: nothing to show as a surface.
  if (format === 'ply' && !index) return E.left('EMPTY_MESH');
  const sourceTriangles = index ? Math.floor(index.count / 3) : Math.floor(position.count / 3);
  if (sourceTriangles === 0) return E.left('EMPTY_MESH');

  // gltf-transform reports each step on the console; the server's log is pino's alone.
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.SILENT));
  // The viewer's text alternative tells the scan's own size, not the preview's.
  doc.getRoot().setExtras({ sourceTriangles });
  const buffer = doc.createBuffer();
  const primitive = doc.createPrimitive().setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer));
  const color = geometry.getAttribute('color');
  if (color) primitive.setAttribute('COLOR_0', doc.createAccessor().setType('VEC3').setArray(new Float32Array(color.array)).setBuffer(buffer));
  const indices = index ? new Uint32Array(index.array) : Uint32Array.from({ length: sourceTriangles * 3 }, (_, i) => i);
  primitive.setIndices(doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer));
  doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(primitive)));

  await doc.transform(weld());
  const welded = primitive.getIndices()!.getCount() / 3;
  if (welded > triangleLimit) {
    await doc.transform(simplify({ simplifier: MeshoptSimplifier, ratio: triangleLimit / welded, error: 0.01, lockBorder: true }));
  }
  const triangles = (doc.getRoot().listMeshes()[0]?.listPrimitives()[0]?.getIndices()?.getCount() ?? 0) / 3;
  await doc.transform(meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  const glb = await (await io()).writeBinary(doc);
  return E.right({ glb, sourceTriangles, triangles });
};
