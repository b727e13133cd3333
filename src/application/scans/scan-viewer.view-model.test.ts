import { describe, expect, it } from 'vitest';
import { filter, firstValueFrom, skip, VirtualTimeScheduler } from 'rxjs';
import type { LoadedScan, ScanLoad, ScanStage, ScanViewerKit, StagedScan, ViewPreset } from '../ports/scan-viewer-kit';
import { previewRetryMs, ScanViewerViewModel, type ScanSource, type ScanViewerState } from './scan-viewer.view-model';

const upper: ScanSource = { previewUrl: '/p/upper', label: 'Modelo superior', name: 'superior.stl', size: 12_900_000, arch: 'upper' };
const lower: ScanSource = { previewUrl: '/p/lower', label: 'Modelo inferior', name: 'inferior.ply', size: 2048, arch: 'lower' };
const scan = (sourceTriangles: number): LoadedScan => ({ triangles: 250_000, sourceTriangles });

class FakeStage implements ScanStage {
  readonly shown: (readonly StagedScan[])[] = [];
  readonly views: (ViewPreset | 'reset')[] = [];
  disposed = false;
  show(scans: readonly StagedScan[]) {
    this.shown.push(scans);
  }
  view(preset: ViewPreset) {
    this.views.push(preset);
  }
  reset() {
    this.views.push('reset');
  }
  pick() {
    return undefined;
  }
  mark() {}
  surfaceAt() {
    return undefined;
  }
  shareView() {
    return () => undefined;
  }
  dispose() {
    this.disposed = true;
  }
}

/** Answers each address with the next of its scripted loads. */
/** `stage` null: a browser without WebGL. */
const kitAnswering = (answers: Record<string, ScanLoad[]>, stage: FakeStage | null = new FakeStage()) => {
  const asked: string[] = [];
  const kit: ScanViewerKit = {
    load: async (url) => {
      asked.push(url);
      return answers[url]!.shift()!;
    },
    createStage: () => stage ?? undefined,
  };
  return { kit, asked, stage };
};

const host = {};
/** The viewer's first state that passes `ok`: loads answer asynchronously. */
const stateWhere = (viewer: ScanViewerViewModel, ok: (state: ScanViewerState) => boolean) => firstValueFrom(viewer.state$.pipe(filter(ok)));
const settledOf = (viewer: ScanViewerViewModel) => stateWhere(viewer, (s) => s.scans.every((scan) => scan.status.kind === 'ready' || scan.status.kind === 'failed'));
const buildingOf = (viewer: ScanViewerViewModel) => stateWhere(viewer, (s) => s.scans[0]?.status.kind === 'building');

describe('the 3D viewer', () => {
  it('describes each scan by name and size, then by its triangles once loaded, and draws both arches in occlusion', async () => {
    const { kit, stage } = kitAnswering({ '/p/upper': [{ kind: 'ready', scan: scan(4_012_345) }], '/p/lower': [{ kind: 'ready', scan: scan(980) }] });
    const viewer = new ScanViewerViewModel([upper, lower], async () => kit, new VirtualTimeScheduler());
    expect((await firstValueFrom(viewer.state$)).scans.map((s) => s.description)).toEqual(['Modelo superior: superior.stl, 12,30 MB.', 'Modelo inferior: inferior.ply, 2,00 KB.']);
    await viewer.attach(host);
    const state = await settledOf(viewer);
    expect(state.drawing).toBe('ready');
    expect(state.scans.map((s) => s.description)).toEqual([
      'Modelo superior: superior.stl, 12,30 MB, 4.012.345 triângulos.',
      'Modelo inferior: inferior.ply, 2,00 KB, 980 triângulos.',
    ]);
    expect(stage!.shown.at(-1)!.map((s) => [s.arch, s.visible])).toEqual([
      ['upper', true],
      ['lower', true],
    ]);
  });

  it('hides and shows one arch, and passes views and reset to the stage', async () => {
    const { kit, stage } = kitAnswering({ '/p/upper': [{ kind: 'ready', scan: scan(10) }], '/p/lower': [{ kind: 'ready', scan: scan(20) }] });
    const viewer = new ScanViewerViewModel([upper, lower], async () => kit, new VirtualTimeScheduler());
    await viewer.attach(host);
    await settledOf(viewer);
    viewer.toggle(1);
    expect(stage!.shown.at(-1)!.map((s) => s.visible)).toEqual([true, false]);
    expect((await firstValueFrom(viewer.state$)).scans.map((s) => s.visible)).toEqual([true, false]);
    viewer.toggle(1);
    expect(stage!.shown.at(-1)!.map((s) => s.visible)).toEqual([true, true]);
    viewer.view('occlusalUpper');
    viewer.reset();
    expect(stage!.views).toEqual(['occlusalUpper', 'reset']);
    viewer.dispose();
    expect(stage!.disposed).toBe(true);
  });

  it('waits while the server builds a preview, asking again every two seconds, and stops asking once closed', async () => {
    const scheduler = new VirtualTimeScheduler();
    const { kit, asked } = kitAnswering({ '/p/upper': [{ kind: 'building' }, { kind: 'building' }, { kind: 'ready', scan: scan(7) }] });
    const viewer = new ScanViewerViewModel([upper], async () => kit, scheduler);
    await viewer.attach(host);
    expect((await buildingOf(viewer)).scans[0]!.status).toEqual({ kind: 'building' });
    scheduler.maxFrames = previewRetryMs - 1;
    scheduler.flush();
    expect(asked).toHaveLength(1);
    // The retry asks at once when its time comes (virtual), and waits again on the answer.
    const answeredAgain = firstValueFrom(
      viewer.state$.pipe(
        skip(1),
        filter((st) => st.scans[0]?.status.kind === 'building'),
      ),
    );
    scheduler.maxFrames = previewRetryMs;
    scheduler.flush();
    expect(asked).toHaveLength(2);
    await answeredAgain;
    scheduler.maxFrames = Number.POSITIVE_INFINITY;
    scheduler.flush();
    expect((await settledOf(viewer)).scans[0]!.status).toEqual({ kind: 'ready', sourceTriangles: 7 });

    const building = kitAnswering({ '/p/upper': [{ kind: 'building' }, { kind: 'building' }] });
    const closed = new ScanViewerViewModel([upper], async () => building.kit, scheduler);
    await closed.attach(host);
    await buildingOf(closed);
    closed.dispose();
    scheduler.flush();
    expect(building.asked).toHaveLength(1);
  });

  it('says why a scan cannot be shown, and keeps showing the other', async () => {
    const { kit, stage } = kitAnswering({ '/p/upper': [{ kind: 'failed', message: 'Não foi possível exibir este modelo.' }], '/p/lower': [{ kind: 'ready', scan: scan(3) }] });
    const viewer = new ScanViewerViewModel([upper, lower], async () => kit, new VirtualTimeScheduler());
    await viewer.attach(host);
    const state = await settledOf(viewer);
    expect(state.scans.map((s) => s.status.kind)).toEqual(['failed', 'ready']);
    expect(state.scans[0]!.status).toEqual({ kind: 'failed', message: 'Não foi possível exibir este modelo.' });
    expect(stage!.shown.at(-1)!.map((s) => s.arch)).toEqual(['lower']);
  });

  it('without WebGL loads nothing and says the browser cannot draw; without its code, that the model cannot be shown', async () => {
    const { kit, asked } = kitAnswering({ '/p/upper': [] }, null);
    const viewer = new ScanViewerViewModel([upper], async () => kit, new VirtualTimeScheduler());
    await viewer.attach(host);
    expect((await firstValueFrom(viewer.state$)).drawing).toBe('unavailable');
    expect(asked).toEqual([]);

    const offline = new ScanViewerViewModel([upper], () => Promise.reject(new Error('chunk failed')), new VirtualTimeScheduler());
    await offline.attach(host);
    expect((await firstValueFrom(offline.state$)).scans[0]!.status).toEqual({ kind: 'failed', message: 'Não foi possível exibir este modelo.' });
  });
});
