/** A scan's preview once fetched and parsed off the main thread; only the kit's stage reads its mesh. */
export interface LoadedScan {
  /** Triangles of the preview drawn. */
  readonly triangles: number;
  /** Triangles of the scan as the dentist sent it. */
  readonly sourceTriangles: number;
}

/** What asking for a preview gives: the preview, a wait while the server builds it, or why there is none. */
export type ScanLoad = { readonly kind: 'ready'; readonly scan: LoadedScan } | { readonly kind: 'building' } | { readonly kind: 'failed'; readonly message: string };

/** Standard views of a dental scan (issue 18). */
export type ViewPreset = 'frontal' | 'occlusalUpper' | 'occlusalLower' | 'left' | 'right';

/** Which arch a scan is, when its slot says so: it orients the standard views. */
export type Arch = 'upper' | 'lower';

export interface StagedScan {
  readonly scan: LoadedScan;
  readonly visible: boolean;
  readonly arch?: Arch;
  /** Drawn see-through, behind the others: a plan's start laid over a later stage (issue 34). */
  readonly ghost?: boolean;
}

export interface PickedPoint {
  readonly arch: Arch | undefined;
  readonly point: readonly [number, number, number];
  /** The centre of the picked scan's box, on its two widest axes: where its arch curves round. */
  readonly centre: readonly [number, number];
}

export interface MarkedPoint {
  readonly point: readonly [number, number, number];
  readonly chosen: boolean;
}

/** The drawing of scans in one element: rotated, zoomed and panned by mouse, touch and keyboard. */
export interface ScanStage {
  /**
   * Draws these scans, and no other it drew before, in their common frame (the two arches in
   * occlusion); framed on the solid ones the first time they are more than before.
   */
  show(scans: readonly StagedScan[]): void;
  view(preset: ViewPreset): void;
  /** The point of a solid scan under a place of the page (a click, a tap), with its arch and the centre of its arch's box (issue 34). */
  pick(clientX: number, clientY: number): PickedPoint | undefined;
  /** Marks these points on the scans (comments pinned on the teeth), the chosen one larger; none clears them. */
  mark(points: readonly MarkedPoint[]): void;
  /** Back to the first view. */
  reset(): void;
  dispose(): void;
}

/** The 3D viewer's adapters, loaded on first use: the browser's parser and renderer. */
export interface ScanViewerKit {
  /** Fetches and parses a preview by its address; never rejects. */
  load(url: string): Promise<ScanLoad>;
  /** A stage drawing inside `host`, or undefined where the browser cannot draw 3D (no WebGL). */
  createStage(host: HTMLElement): ScanStage | undefined;
}

/** Loads the kit: a chunk of its own, which no route loads first. */
export type ScanViewerKitLoader = () => Promise<ScanViewerKit>;
