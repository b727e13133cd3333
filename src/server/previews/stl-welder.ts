/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads at indices the loops bound by the arrays' lengths */
import * as E from 'fp-ts/Either';

/** Why a file that passed its signature check still has no preview. */
export type PreviewFailure = 'BROKEN_MESH' | 'EMPTY_MESH';

/** A triangle mesh with shared vertices: three coordinates per vertex, three vertex numbers per triangle. */
export interface WeldedMesh {
  readonly positions: Float32Array<ArrayBuffer>;
  readonly indices: Uint32Array<ArrayBuffer>;
  /** Triangles in the file, degenerate ones included (the scan's own size, as people are told it). */
  readonly sourceTriangles: number;
}

const binaryHeader = 84;
const binaryRecord = 50;

/** Vertices by their exact coordinates: open addressing over the coordinates' bits, grown as needed. */
class VertexTable {
  private positions = new Float32Array(3 * 4096);
  private bits = new Uint32Array(this.positions.buffer);
  private slots = new Int32Array(8192).fill(-1);
  private readonly scratch = new Float32Array(3);
  private readonly scratchBits = new Uint32Array(this.scratch.buffer);
  count = 0;

  /** The number of the vertex at (x, y, z), added if new; -0 and 0 are one coordinate. */
  vertex(x: number, y: number, z: number): number {
    const s = this.scratch;
    s[0] = x + 0;
    s[1] = y + 0;
    s[2] = z + 0;
    const sb = this.scratchBits;
    const a = sb[0]!;
    const b = sb[1]!;
    const c = sb[2]!;
    const mask = this.slots.length - 1;
    let slot = (Math.imul(a, 73_856_093) ^ Math.imul(b, 19_349_663) ^ Math.imul(c, 83_492_791)) & mask;
    for (;;) {
      const found = this.slots[slot]!;
      if (found === -1) break;
      const at = found * 3;
      if (this.bits[at] === a && this.bits[at + 1] === b && this.bits[at + 2] === c) return found;
      slot = (slot + 1) & mask;
    }
    if ((this.count + 1) * 3 > this.positions.length) this.growPositions();
    const index = this.count++;
    this.positions.set(s, index * 3);
    this.slots[slot] = index;
    // Kept at most half full, so a probe stays short.
    if (this.count * 2 > this.slots.length) this.rehash();
    return index;
  }

  private growPositions(): void {
    const next = new Float32Array(this.positions.length * 2);
    next.set(this.positions);
    this.positions = next;
    this.bits = new Uint32Array(next.buffer);
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = this.slots.length - 1;
    for (let i = 0; i < this.count; i++) {
      const at = i * 3;
      let slot = (Math.imul(this.bits[at]!, 73_856_093) ^ Math.imul(this.bits[at + 1]!, 19_349_663) ^ Math.imul(this.bits[at + 2]!, 83_492_791)) & mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & mask;
      this.slots[slot] = i;
    }
  }

  /** The vertices' coordinates, trimmed to their count; the table is done with. */
  take(): Float32Array<ArrayBuffer> {
    const done = this.positions.slice(0, this.count * 3);
    this.positions = new Float32Array(0);
    this.bits = new Uint32Array(0);
    this.slots = new Int32Array(0);
    return done;
  }
}

/**
 * Reads an STL, binary or ASCII, as it arrives (`push` each chunk, then `end`) into a mesh whose
 * equal corners are one vertex: memory holds the shared vertices, the triangles' vertex numbers
 * and one chunk, never the file nor a copy per corner (a 295 MB scan is 6 million triangles).
 * Triangles whose corners weld into fewer than three vertices add nothing and are dropped; a
 * non-finite coordinate makes the mesh broken.
 */
export class StlWelder {
  private readonly vertices = new VertexTable();
  private indices: Uint32Array;
  private triangleCount = 0;
  private sourceTriangles = 0;
  private head: Uint8Array<ArrayBuffer> = new Uint8Array(0);
  private mode: 'unknown' | 'binary' | 'ascii' = 'unknown';
  private carry = new Uint8Array(0);
  private readonly decoder = new TextDecoder('latin1');
  private text = '';
  /** The coordinates of the triangle being read, and how many of them have come. */
  private readonly corner = new Float64Array(9);
  private corners = 0;
  private headerRead = false;
  private broken = false;

  constructor(private readonly size: number) {
    this.indices = new Uint32Array(3 * 1024);
  }

  push(chunk: Uint8Array): void {
    if (this.broken) return;
    if (this.mode === 'unknown') {
      this.head = concat(this.head, chunk);
      if (this.head.length < binaryHeader && this.head.length < this.size) return;
      this.decide();
      const first = this.head;
      this.head = new Uint8Array(0);
      this.take(first);
      return;
    }
    this.take(chunk);
  }

  end(): E.Either<PreviewFailure, WeldedMesh> {
    if (this.mode === 'unknown') {
      this.decide();
      this.take(this.head);
    }
    if (this.mode === 'ascii') this.asciiLines(this.text + this.decoder.decode(), true);
    if (this.broken) return E.left('BROKEN_MESH');
    if (this.mode === 'binary' && this.carry.length > 0) return E.left('BROKEN_MESH');
    if (this.sourceTriangles === 0 || this.triangleCount === 0) return E.left('EMPTY_MESH');
    return E.right({ positions: this.vertices.take(), indices: this.indices.slice(0, this.triangleCount * 3), sourceTriangles: this.sourceTriangles });
  }

  // A binary STL says how many triangles it has, and its size must be exactly that many records.
  private decide(): void {
    const view = new DataView(this.head.buffer, this.head.byteOffset, this.head.byteLength);
    const count = this.head.length >= binaryHeader ? view.getUint32(80, true) : -1;
    this.mode = count >= 0 && binaryHeader + count * binaryRecord === this.size ? 'binary' : 'ascii';
    if (this.mode === 'binary') this.indices = new Uint32Array(Math.max(3, count * 3));
  }

  private take(chunk: Uint8Array): void {
    if (this.mode === 'ascii') {
      this.asciiLines(this.text + this.decoder.decode(chunk, { stream: true }), false);
      return;
    }
    let bytes = this.carry.length > 0 ? concat(this.carry, chunk) : chunk;
    // The header (80 bytes and the count) comes first, once.
    if (!this.headerRead) {
      if (bytes.length < binaryHeader) {
        this.carry = bytes.slice();
        return;
      }
      bytes = bytes.subarray(binaryHeader);
      this.headerRead = true;
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const whole = Math.floor(bytes.length / binaryRecord);
    for (let r = 0; r < whole; r++) {
      // Each record: the facet's normal (not kept: the viewer computes its own), three corners, two spare bytes.
      const at = r * binaryRecord + 12;
      for (let k = 0; k < 9; k++) this.corner[k] = view.getFloat32(at + k * 4, true);
      this.corners = 9;
      this.triangle();
    }
    this.carry = bytes.slice(whole * binaryRecord);
  }

  private asciiLines(text: string, last: boolean): void {
    const lines = text.split('\n');
    this.text = last ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      const match = /^\s*vertex\s+(\S+)\s+(\S+)\s+(\S+)/i.exec(line);
      if (!match) continue;
      this.corner.set([Number(match[1]), Number(match[2]), Number(match[3])], this.corners);
      this.corners += 3;
      if (this.corners === 9) this.triangle();
    }
  }

  private triangle(): void {
    const c = this.corner;
    this.corners = 0;
    this.sourceTriangles++;
    if (!c.every(Number.isFinite)) {
      this.broken = true;
      return;
    }
    const a = this.vertices.vertex(c[0]!, c[1]!, c[2]!);
    const b = this.vertices.vertex(c[3]!, c[4]!, c[5]!);
    const d = this.vertices.vertex(c[6]!, c[7]!, c[8]!);
    if (a === b || b === d || a === d) return;
    if ((this.triangleCount + 1) * 3 > this.indices.length) {
      const next = new Uint32Array(this.indices.length * 2);
      next.set(this.indices);
      this.indices = next;
    }
    const at = this.triangleCount * 3;
    this.indices[at] = a;
    this.indices[at + 1] = b;
    this.indices[at + 2] = d;
    this.triangleCount++;
  }
}

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};
