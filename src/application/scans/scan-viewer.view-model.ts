import { BehaviorSubject, type Observable, type SchedulerLike, type Subscription, timer } from 'rxjs';
import { formatFileSize } from '../../domain/format/file-size';
import type { Arch, LoadedScan, ScanLoad, ScanStage, ScanViewerKitLoader, ViewPreset, StageHost } from '../ports/scan-viewer-kit';

export type { ViewPreset } from '../ports/scan-viewer-kit';

/** What a scan viewer needs besides its scans: the 3D kit, loaded when first drawn, and the scheduler of its waits. The container gives them. */
export interface ScanViewerTools {
  readonly loadKit: ScanViewerKitLoader;
  readonly scheduler: SchedulerLike;
}

import { scanViewerTexts } from './scan-viewer.texts';
import { makerId, type ViewModelMaker } from '../view-model-maker';

/** One file to show: where its preview is, and what a person calls it. */
export interface ScanSource {
  readonly previewUrl: string;
  /** The slot, as the screen names it ("Modelo superior"). */
  readonly label: string;
  /** The file's name as the dentist sent it. */
  readonly name: string;
  readonly size: number;
  readonly arch?: Arch;
  /** The original file, where the screen offers it for download. */
  readonly downloadUrl?: string;
}

export type ScanStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'building' }
  | { readonly kind: 'ready'; readonly sourceTriangles: number }
  | { readonly kind: 'failed'; readonly message: string };

export interface ScanEntry {
  readonly source: ScanSource;
  readonly status: ScanStatus;
  readonly visible: boolean;
  /** The text alternative: name, size and, once known, the scan's triangles. */
  readonly description: string;
}

export interface ScanViewerState {
  readonly scans: readonly ScanEntry[];
  /** Whether this browser draws 3D: unknown until the viewer is placed on the page. */
  readonly drawing: 'starting' | 'ready' | 'unavailable';
}

/** How long the browser waits before asking again for a preview still being built. */
export const previewRetryMs = 2000;

const triangleCount = new Intl.NumberFormat('pt-BR');

const describe = (source: ScanSource, status: ScanStatus): string =>
  `${source.label}: ${source.name}, ${formatFileSize(source.size)}${status.kind === 'ready' ? `, ${triangleCount.format(status.sourceTriangles)} triângulos` : ''}.`;

/**
 * The 3D viewer of one or two scans: asks for each preview, waits while the server
 * builds it, and draws the ready ones on a stage; each scan can be hidden and shown.
 */
export class ScanViewerViewModel {
  private readonly state = new BehaviorSubject<ScanViewerState>({ scans: [], drawing: 'starting' });
  readonly state$: Observable<ScanViewerState> = this.state.asObservable();
  private readonly loaded = new Map<number, LoadedScan>();
  private readonly waits: Subscription[] = [];
  private stage: ScanStage | undefined;
  private disposed = false;

  constructor(
    sources: readonly ScanSource[],
    private readonly loadKit: ScanViewerKitLoader,
    private readonly scheduler: SchedulerLike,
  ) {
    this.state.next({
      scans: sources.map((source) => ({ source, status: { kind: 'loading' }, visible: true, description: describe(source, { kind: 'loading' }) })),
      drawing: 'starting',
    });
  }

  /** Places the viewer in `host` and starts loading the scans. */
  async attach(host: StageHost): Promise<void> {
    const kit = await this.loadKit().catch(() => undefined);
    if (this.disposed) return;
    // The viewer's code did not arrive (a dropped connection): nothing can be shown.
    if (!kit) {
      this.state.value.scans.forEach((_, index) => this.setStatus(index, { kind: 'failed', message: scanViewerTexts.cannotShow }));
      return;
    }
    this.stage = kit.createStage(host);
    if (!this.stage) {
      this.state.next({ ...this.state.value, drawing: 'unavailable' });
      return;
    }
    this.state.next({ ...this.state.value, drawing: 'ready' });
    this.state.value.scans.forEach((_, index) => void this.fetch(index, (url) => kit.load(url)));
  }

  toggle(index: number): void {
    this.update(index, (entry) => ({ ...entry, visible: !entry.visible }));
    this.redraw();
  }

  view(preset: ViewPreset): void {
    this.stage?.view(preset);
  }

  reset(): void {
    this.stage?.reset();
  }

  dispose(): void {
    this.disposed = true;
    this.waits.forEach((w) => w.unsubscribe());
    this.stage?.dispose();
    this.stage = undefined;
  }

  private async fetch(index: number, load: (url: string) => Promise<ScanLoad>): Promise<void> {
    const entry = this.state.value.scans[index];
    if (!entry || this.disposed) return;
    const result = await load(entry.source.previewUrl);
    if (this.disposed) return;
    if (result.kind === 'building') {
      this.setStatus(index, { kind: 'building' });
      this.waits.push(timer(previewRetryMs, this.scheduler).subscribe(() => void this.fetch(index, load)));
      return;
    }
    if (result.kind === 'failed') {
      this.setStatus(index, { kind: 'failed', message: result.message });
      return;
    }
    this.loaded.set(index, result.scan);
    this.setStatus(index, { kind: 'ready', sourceTriangles: result.scan.sourceTriangles });
    this.redraw();
  }

  private redraw(): void {
    const staged = this.state.value.scans.flatMap((entry, index) => {
      const scan = this.loaded.get(index);
      return scan ? [{ scan, visible: entry.visible, ...(entry.source.arch ? { arch: entry.source.arch } : {}) }] : [];
    });
    if (staged.length > 0) this.stage?.show(staged);
  }

  private setStatus(index: number, status: ScanStatus): void {
    this.update(index, (entry) => ({ ...entry, status, description: describe(entry.source, status) }));
  }

  private update(index: number, change: (entry: ScanEntry) => ScanEntry): void {
    const { scans, drawing } = this.state.value;
    this.state.next({ drawing, scans: scans.map((entry, i) => (i === index ? change(entry) : entry)) });
  }
}

export type ScanViewerMaker = ViewModelMaker<[sources: readonly ScanSource[]], ScanViewerViewModel>;

/** How a page or dialog gets a viewer of its scans: its area binds the maker. */
export const scanViewers = makerId<[sources: readonly ScanSource[]], ScanViewerViewModel>('ScanViewerViewModel');
