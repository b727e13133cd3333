import { previewTriangleLimit } from './triangle-limits';
import * as E from 'fp-ts/Either';
import { type BufferGeometry } from 'three';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { compactPrimitive, meshopt, weld } from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import { type PreviewFailure, StlWelder, type WeldedMesh } from './stl-welder';

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

const io = async (): Promise<NodeIO> => {
  await Promise.all([MeshoptEncoder.ready, MeshoptSimplifier.ready]);
  return new NodeIO().registerExtensions([EXTMeshoptCompression, KHRMeshQuantization]).registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
};

/** A mesh as the preview starts from it: indexed, colours per vertex when the scan has them. */
export interface IndexedMesh {
  readonly positions: Float32Array<ArrayBuffer>;
  readonly indices: Uint32Array<ArrayBuffer>;
  readonly colors?: Float32Array<ArrayBuffer>;
  readonly sourceTriangles: number;
  /** Equal corners are one vertex already (StlWelder): no weld pass needed. */
  readonly welded: boolean;
}

/** A PLY as an indexed mesh; a point cloud, or a mesh with a non-finite coordinate, is a failure. */
const plyMesh = (bytes: Uint8Array): E.Either<PreviewFailure, IndexedMesh> => {
  let geometry: BufferGeometry;
  try {
    geometry = new PLYLoader().parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    return E.left('BROKEN_MESH');
  }
  const position = geometry.getAttribute('position');
  if (!position || position.count === 0) return E.left('EMPTY_MESH');
  const positions = position.array instanceof Float32Array ? (position.array as Float32Array<ArrayBuffer>) : new Float32Array(position.array);
  if (!positions.every(Number.isFinite)) return E.left('BROKEN_MESH');
  const index = geometry.getIndex();
  // A PLY without faces is a point cloud: nothing to show as a surface.
  if (!index || index.count < 3) return E.left('EMPTY_MESH');
  const color = geometry.getAttribute('color');
  return E.right({
    positions,
    indices: new Uint32Array(index.array),
    ...(color ? { colors: new Float32Array(color.array) } : {}),
    sourceTriangles: Math.floor(index.count / 3),
    welded: false,
  });
};

/** The mesh an STL welder read, once its last chunk is in. */
export const stlMesh = (welder: StlWelder): E.Either<PreviewFailure, IndexedMesh> => E.map((m: WeldedMesh): IndexedMesh => ({ ...m, welded: true }))(welder.end());

/** The mesh of a scan's bytes, STL or PLY. */
export const meshOf = (bytes: Uint8Array, format: MeshFormat): E.Either<PreviewFailure, IndexedMesh> => {
  if (format === 'ply') return plyMesh(bytes);
  const welder = new StlWelder(bytes.byteLength);
  welder.push(bytes);
  return stlMesh(welder);
};

/**
 * The preview of a scan: equal vertices merged, simplified to at most `previewTriangleLimit`
 * triangles with its borders kept; where its topology lets that simplifier reach the limit
 * no further (a triangle soup, every edge a border), a sloppy pass that merges nearby
 * vertices gets it there. Then quantised and compressed.
 */
export const previewOfMesh = async (mesh: IndexedMesh, triangleLimit = previewTriangleLimit): Promise<MeshPreview> => {
  // gltf-transform reports each step on the console; the server's log is pino's alone.
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.SILENT));
  // The viewer's text alternative tells the scan's own size, not the preview's.
  doc.getRoot().setExtras({ sourceTriangles: mesh.sourceTriangles });
  const buffer = doc.createBuffer();
  const primitive = doc.createPrimitive().setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(mesh.positions).setBuffer(buffer));
  if (mesh.colors) primitive.setAttribute('COLOR_0', doc.createAccessor().setType('VEC3').setArray(mesh.colors).setBuffer(buffer));
  primitive.setIndices(doc.createAccessor().setType('SCALAR').setArray(mesh.indices).setBuffer(buffer));
  doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(primitive)));

  if (!mesh.welded) await doc.transform(weld());
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- welded above: the primitive is indexed
  const indices = primitive.getIndices()!;
  if (indices.getCount() / 3 > triangleLimit) {
    await MeshoptSimplifier.ready;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every mesh read has positions
    const positions = primitive.getAttribute('POSITION')!.getArray() as Float32Array;
    let [kept] = MeshoptSimplifier.simplify(indices.getArray() as Uint32Array, positions, 3, triangleLimit * 3, 0.01, ['LockBorder']);
    // Borders everywhere (a soup) or an error bound reached: merging nearby vertices gets there.
    if (kept.length / 3 > triangleLimit) [kept] = MeshoptSimplifier.simplifySloppy(kept, positions, 3, null, triangleLimit * 3, 1);
    indices.setArray(kept as Uint32Array<ArrayBuffer>);
    // Vertices no triangle uses any more go, before the preview is written.
    compactPrimitive(primitive);
  }
  const triangles = indices.getCount() / 3;
  await doc.transform(meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  const glb = await (await io()).writeBinary(doc);
  return { glb, sourceTriangles: mesh.sourceTriangles, triangles };
};

/** The preview of a scan's bytes; a mesh that does not parse, or holds a non-finite coordinate, is a failure, never an exception. */
export const buildMeshPreview = async (bytes: Uint8Array, format: MeshFormat, triangleLimit = previewTriangleLimit): Promise<E.Either<PreviewFailure, MeshPreview>> => {
  const mesh = meshOf(bytes, format);
  return E.isLeft(mesh) ? mesh : E.right(await previewOfMesh(mesh.right, triangleLimit));
};
