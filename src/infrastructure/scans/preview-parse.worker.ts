/// <reference lib="webworker" />
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { BufferAttribute, BufferGeometry, type InterleavedBufferAttribute, Mesh, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'meshoptimizer/decoder';
import { previewMessages } from '../../contract/attachment.contract';
import { ErrorBody } from '../../contract/common.contract';
import type { ParsedPreview, PreviewAnswer, PreviewReply, PreviewRequest } from './preview-messages';

// Fetches and parses previews off the main thread: the page receives flat arrays
// in world coordinates, with normals, ready to draw.

const PreviewExtras = t.type({ sourceTriangles: t.number });

const firstMesh = (root: Object3D): Mesh | undefined => {
  let found: Mesh | undefined;
  root.traverse((o) => {
    if (!found && o instanceof Mesh) found = o;
  });
  return found;
};

/** An attribute's values as plain floats, three per vertex: quantised and normalised ones read back to their meaning. */
const floats = (attribute: BufferAttribute | InterleavedBufferAttribute): Float32Array => {
  const out = new Float32Array(attribute.count * 3);
  for (let i = 0; i < attribute.count; i++) for (let c = 0; c < 3; c++) out[i * 3 + c] = attribute.getComponent(i, c);
  return out;
};

/** Positions in world coordinates, normals and indices, copied out of three's objects. */
const flatten = (mesh: Mesh): Omit<ParsedPreview, 'sourceTriangles'> => {
  mesh.updateWorldMatrix(true, false);
  const source = mesh.geometry;
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(floats(source.getAttribute('position')), 3));
  geometry.applyMatrix4(mesh.matrixWorld);
  const index = source.getIndex();
  const count = source.getAttribute('position').count;
  const indices = index ? Uint32Array.from(index.array) : Uint32Array.from({ length: count }, (_, i) => i);
  geometry.setIndex(new BufferAttribute(indices, 1));
  geometry.computeVertexNormals();
  const colour = source.getAttribute('color');
  return {
    positions: geometry.getAttribute('position').array as Float32Array,
    normals: geometry.getAttribute('normal').array as Float32Array,
    indices,
    ...(colour ? { colours: floats(colour) } : {}),
  };
};

const messageOf = async (response: Response): Promise<string> => {
  const body = ErrorBody.decode(await response.json().catch(() => undefined));
  return isRight(body) ? body.right.message : previewMessages.cannotShow;
};

const load = async (url: string): Promise<PreviewReply> => {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'model/gltf-binary, application/json' } }).catch(() => undefined);
  if (!response) return { kind: 'failed', message: previewMessages.cannotShow };
  if (response.status === 202) return { kind: 'building' };
  if (!response.ok) return { kind: 'failed', message: await messageOf(response) };
  try {
    await MeshoptDecoder.ready;
    const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).parseAsync(await response.arrayBuffer(), '');
    const mesh = firstMesh(gltf.scene);
    if (!mesh) return { kind: 'failed', message: previewMessages.cannotShow };
    const parsed = flatten(mesh);
    const extras = PreviewExtras.decode((gltf.parser.json as { extras?: unknown }).extras);
    return { kind: 'ready', preview: { ...parsed, sourceTriangles: isRight(extras) ? extras.right.sourceTriangles : parsed.indices.length / 3 } };
  } catch {
    return { kind: 'failed', message: previewMessages.cannotShow };
  }
};

// Requests are answered as each preview arrives: fetches overlap, parses take turns.
self.onmessage = async ({ data }: MessageEvent<PreviewRequest>) => {
  const reply = await load(data.url);
  const transfer =
    reply.kind === 'ready'
      ? [reply.preview.positions.buffer, reply.preview.normals.buffer, reply.preview.indices.buffer, ...(reply.preview.colours ? [reply.preview.colours.buffer] : [])]
      : [];
  // The page's typings see a window here; the options form of postMessage is the same call in a worker.
  self.postMessage({ id: data.id, reply } satisfies PreviewAnswer, { transfer });
};
