/** A scan's preview once fetched and parsed off the main thread; only the kit's stage reads its mesh. */
export interface LoadedScan {
  /** Triangles of the preview drawn. */
  readonly triangles: number;
  /** Triangles of the scan as the dentist sent it. */
  readonly sourceTriangles: number;
}

/** What asking for a preview gives: the preview, a wait while the server builds it, or why there is none. */
export type ScanLoad = { readonly kind: 'ready'; readonly scan: LoadedScan } | { readonly kind: 'building' } | { readonly kind: 'failed'; readonly message: string };

/** Standard views of a dental scan. */
export type ViewPreset = 'frontal' | 'occlusalUpper' | 'occlusalLower' | 'left' | 'right';

/** Which arch a scan is, when its slot says so: it orients the standard views. */
export type Arch = 'upper' | 'lower';

export interface StagedScan {
  readonly scan: LoadedScan;
  readonly visible: boolean;
  readonly arch?: Arch;
  /** Drawn see-through, behind the others: a plan's start laid over a later stage. */
  readonly ghost?: boolean;
}

export interface PickedPoint {
  readonly arch: Arch | undefined;
  readonly point: readonly [number, number, number];
  /**
   * Where round its arch the point is, as the mouth is seen from above (its directions read off
   * the scans): 0 towards the front, negative towards the patient's right, positive towards her left.
   */
  readonly angle: number;
}

/** What a mark on the model stands for: a comment (the one being written, larger), or the chair work of the stage. */
export type MarkKind = 'comment' | 'chosen' | 'ipr' | 'attachment';

export interface MarkedPoint {
  readonly point: readonly [number, number, number];
  readonly kind: MarkKind;
}

/** The drawing of scans in one element: rotated, zoomed and panned by mouse, touch and keyboard. */
export interface ScanStage {
  /**
   * Draws these scans, and no other it drew before, in their common frame (the two arches in
   * occlusion); framed on the solid ones the first time they are more than before.
   */
  show(scans: readonly StagedScan[]): void;
  view(preset: ViewPreset): void;
  /** The point of a solid scan under a place of the page (a click, a tap), with its arch and where round the arch it is. */
  pick(clientX: number, clientY: number): PickedPoint | undefined;
  /** Marks these points on the scans, each kind in its colour; none clears them. */
  mark(points: readonly MarkedPoint[]): void;
  /**
   * The outer surface of an arch's solid scan at an angle round its centre (as `pick` gives it),
   * half-way up: where a tooth faces the cheek, for marking its chair work.
   */
  surfaceAt(arch: Arch, angle: number): readonly [number, number, number] | undefined;
  /** Back to the first view. */
  reset(): void;
  /**
   * Draws `other` with this stage's view, and this one with other's when it moves: one camera,
   * one scale, fitted to what both hold (two plans compared). The answer ends the sharing.
   */
  shareView(other: ScanStage): () => void;
  dispose(): void;
}

/**
 * Where a stage draws: an element of the page in a browser. The application only hands it on
 * from the screen to the kit, so it runs where no page exists (the tests, another front end).
 */
export type StageHost = object;

/** The 3D viewer's adapters, loaded on first use: the browser's parser and renderer. */
export interface ScanViewerKit {
  /** Fetches and parses a preview by its address; never rejects. */
  load(url: string): Promise<ScanLoad>;
  /** A stage drawing inside `host`, or undefined where the browser cannot draw 3D (no WebGL). */
  createStage(host: StageHost): ScanStage | undefined;
}

/** Loads the kit: a chunk of its own, which no route loads first. */
export type ScanViewerKitLoader = () => Promise<ScanViewerKit>;
