// npm run bench: the 3D preview of a 200 MB binary STL (about 4 M triangles) built on the
// server (issue 18): build time, peak memory of the process, preview size and triangles.
import * as E from 'fp-ts/Either';
import { buildMeshPreview } from '../../src/server/previews/mesh-preview';
import { binaryStl, sphere } from '../support/server/meshes';

const rings = Number(process.env.BENCH_PREVIEW_RINGS ?? 1415);
const stl = binaryStl(sphere(rings, rings));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const start = performance.now();
const result = await buildMeshPreview(stl, 'stl');
const seconds = (performance.now() - start) / 1000;
clearInterval(sampler);
if (E.isLeft(result)) throw new Error(`no preview: ${result.left}`);
console.log(`\n3D preview of a ${mb(stl.byteLength)} MB binary STL (${result.right.sourceTriangles.toLocaleString('en')} triangles)`);
console.log(`  built in ${seconds.toFixed(1)} s; peak memory +${mb(peak - baseline)} MB over the ${mb(baseline)} MB before`);
console.log(`  preview ${mb(result.right.glb.byteLength)} MB (goal ≤ 8 MB), ${result.right.triangles.toLocaleString('en')} triangles`);
