import type { LoadedScan } from '../../application/ports/scan-viewer-kit';

/** What the page asks the parsing worker: one preview, told apart from the others under way by its id. */
export interface PreviewRequest {
  readonly id: number;
  readonly url: string;
}

/** A preview as flat arrays in world coordinates, ready for a BufferGeometry. */
export interface ParsedPreview {
  readonly positions: Float32Array;
  readonly normals: Float32Array;
  readonly indices: Uint32Array;
  /** Per-vertex colours of a coloured PLY, 0 to 1. */
  readonly colours?: Float32Array;
  readonly sourceTriangles: number;
}

export type PreviewReply = { readonly kind: 'ready'; readonly preview: ParsedPreview } | { readonly kind: 'building' } | { readonly kind: 'failed'; readonly message: string };

/** The worker's answer to the request of the same id. */
export interface PreviewAnswer {
  readonly id: number;
  readonly reply: PreviewReply;
}

/** The kit's own loaded scan: what the stage draws. */
export interface ParsedScan extends LoadedScan {
  readonly preview: ParsedPreview;
}
