import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable, type Subscription, timer } from 'rxjs';
import type { PlanningStages } from '../../contract/planning-stages.contract';
import { contactAngle, teethOfArch, toothAngle } from '../../domain/planning/plan-comments';
import type { ChairWork } from '../../domain/planning/chair-work';
import { lowerPairs, upperPairs } from '../../domain/prescription/tooth-chart';
import type { PlanCommentCalls, PlanShareCalls } from './plan-review-dialog';
import { formatInstantBr } from '../../domain/format/date';
import { chairWorkAt } from '../../domain/planning/chair-work';
import { chairChart } from '../../domain/planning/chair-chart';
import type { ApiResult } from '../ports/api-error';
import type { Arch, LoadedScan, MarkedPoint, ScanLoad, ScanStage, ScanViewerKit, ViewPreset, StageHost } from '../ports/scan-viewer-kit';
import type { ScanViewerTools } from '../scans/scan-viewer.view-model';
import { planReviewTexts } from './plan-review.texts';
import { chairWorkLines, initialPlanReviewState, type PlanReviewHost, type PlanReviewState } from './plan-review.state';
import { ChairWorkEdits } from './chair-work-edits';
import { PlanCommentsSection } from './plan-comments-section';
import { PlanShareSection } from './plan-share-section';

/** How long the review waits before asking again for stages still being built, and between frames while playing. */
export const stagesRetryMs = 2000;
export const playFrameMs = 450;
/** Meshes fetched at once in the background: the others wait their turn. */
const fetchesAtOnce = 2;

const archLabels: Readonly<Record<Arch, string>> = { upper: 'Arcada superior', lower: 'Arcada inferior' };

/**
 * The plan reviewed stage by stage in 3D: both arches in occlusion, a stage slider
 * with play and steps, each arch toggled, the start laid over the stage shown, and what the
 * chair does at each stage. Stage 0 and the last come first; the rest load in the background,
 * and a stage not in yet shows the nearest one that is.
 */
export class PlanReviewViewModel {
  private readonly state = new BehaviorSubject<PlanReviewState>(initialPlanReviewState);
  readonly state$: Observable<PlanReviewState> = this.state.asObservable();
  private stages: PlanningStages | undefined;
  private readonly meshes = new Map<string, LoadedScan>();
  private readonly waits: Subscription[] = [];
  private player: Subscription | undefined;
  private stageView: ScanStage | undefined;
  private disposed = false;
  /** The comments pinned on the teeth, the planner's chair work, and the patient's link: parts of their own. */
  readonly comments: PlanCommentsSection;
  readonly chairWork: ChairWorkEdits;
  readonly share: PlanShareSection;

  constructor(
    private readonly load: () => ApiResult<PlanningStages>,
    private readonly tools: ScanViewerTools,
    calls: PlanCommentCalls = {},
    /** The planning's number: comments of earlier plannings are told apart. */
    planning = 0,
    sharing?: PlanShareCalls,
    saveChairWork?: (work: ChairWork) => ApiResult<void>,
  ) {
    this.state.next({ ...initialPlanReviewState, canComment: calls.add !== undefined, canShare: sharing !== undefined, canEditChairWork: saveChairWork !== undefined });
    const host: PlanReviewHost = { state: () => this.state.value, patch: (change) => this.patch(change), show: (stage) => this.show(stage), remark: () => this.redrawMarks() };
    this.comments = new PlanCommentsSection(host, calls, planning, (x, y) => this.stageView?.pick(x, y));
    this.chairWork = new ChairWorkEdits(host, { get: () => this.stages, set: (stages) => this.setStages(stages) }, saveChairWork);
    this.share = new PlanShareSection(host, sharing);
  }

  /** The stage shown. */
  get stage(): number {
    return this.state.value.stage;
  }

  /** The comments of the stage shown, and its chair work on the teeth it concerns: the IPR before it, the attachments on the teeth. */
  private redrawMarks(): void {
    const view = this.stageView;
    if (!view) return;
    const { stage, draft, arches } = this.state.value;
    const shown = arches.filter((a) => a.visible).map((a) => a.arch);
    const at = this.stages ? chairWorkAt(this.stages, stage) : { ipr: [], present: [] };
    const onArch = (kind: 'ipr' | 'attachment', angleOf: (arch: Arch) => number | undefined): MarkedPoint[] =>
      shown.flatMap((arch) => {
        const angle = angleOf(arch);
        const point = angle === undefined ? undefined : view.surfaceAt(arch, angle);
        return point ? [{ point, kind }] : [];
      });
    view.mark([
      ...this.comments.all.filter((c) => c.stage === stage).map((c): MarkedPoint => ({ point: c.point, kind: 'comment' })),
      ...(draft ? [{ point: draft.point, kind: 'chosen' as const }] : []),
      ...at.ipr.flatMap((i) => onArch('ipr', (arch) => contactAngle(arch, i.teeth[0], i.teeth[1]))),
      ...at.present.flatMap((a) => onArch('attachment', (arch) => toothAngle(arch, a.tooth))),
    ]);
  }

  /** Places the review in `host` and starts loading the plan. */
  async attach(host: StageHost): Promise<void> {
    // The plan is asked for while the viewer's code comes, not after it.
    const asked = this.load();
    const kit = await this.tools.loadKit().catch(() => undefined);
    if (this.disposed) return;
    if (!kit) return this.patch({ phase: 'failed', message: planReviewTexts.cannotShow });
    this.stageView = kit.createStage(host);
    if (!this.stageView) return this.patch({ drawing: 'unavailable' });
    this.patch({ drawing: 'ready' });
    await this.fetchStages(kit, asked);
  }

  /** Draws `other` with this review's view: one camera and one scale for two plans compared. The answer ends it. */
  shareView(other: PlanReviewViewModel): () => void {
    return this.stageView && other.stageView ? this.stageView.shareView(other.stageView) : () => undefined;
  }

  /** Shows a stage (the slider, the step buttons); stops playing when the person takes over. */
  show(stage: number): void {
    this.stop();
    this.goTo(stage);
  }

  step(by: 1 | -1): void {
    this.show(this.state.value.stage + by);
  }

  togglePlay(): void {
    if (this.state.value.playing) return this.stop();
    const { stage, stageCount } = this.state.value;
    if (stageCount === 0) return;
    // Played from the end, it starts over.
    if (stage >= stageCount) this.goTo(0);
    this.patch({ playing: true });
    this.player = timer(playFrameMs, playFrameMs, this.tools.scheduler).subscribe(() => {
      const next = this.state.value.stage + 1;
      this.goTo(next);
      if (next >= this.state.value.stageCount) this.stop();
    });
  }

  /** Opens or closes "Tabela de IPR e attachments" beside the model. */
  toggleChart(): void {
    this.patch({ showChart: !this.state.value.showChart });
  }

  toggleArch(arch: Arch): void {
    this.patch({ arches: this.state.value.arches.map((a) => (a.arch === arch ? { ...a, visible: !a.visible } : a)) });
    this.redraw();
  }

  /** "Comparar com o início": the starting position laid over the stage shown. */
  toggleCompare(): void {
    this.patch({ compare: !this.state.value.compare });
    this.redraw();
  }

  view(preset: ViewPreset): void {
    this.stageView?.view(preset);
  }

  reset(): void {
    this.stageView?.reset();
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
    this.waits.forEach((w) => w.unsubscribe());
    this.stageView?.dispose();
    this.stageView = undefined;
  }

  private stop(): void {
    this.player?.unsubscribe();
    this.player = undefined;
    if (this.state.value.playing) this.patch({ playing: false });
  }

  private goTo(stage: number): void {
    const { stageCount } = this.state.value;
    const clamped = Math.max(0, Math.min(stageCount, Math.round(stage)));
    this.patch({
      stage: clamped,
      stageLabel: planReviewTexts.stageOf(clamped, stageCount),
      chairWork: this.stages ? chairWorkLines(this.stages, clamped) : [],
      attachedNow: this.stages
        ? chairWorkAt(this.stages, clamped)
            .present.filter((a) => a.fromStage < clamped)
            .map((a) => a.tooth)
        : [],
    });
    this.redraw();
  }

  private async fetchStages(kit: ScanViewerKit, asked = this.load()): Promise<void> {
    const answer = await asked;
    if (this.disposed) return;
    if (E.isLeft(answer)) return this.patch({ phase: 'failed', message: answer.left.message });
    const stages = answer.right;
    if (stages.status === 'BUILDING') {
      this.patch({ phase: 'building', message: stages.message });
      this.waits.push(timer(stagesRetryMs, this.tools.scheduler).subscribe(() => void this.fetchStages(kit)));
      return;
    }
    if (stages.status === 'FAILED') return this.patch({ phase: 'failed', message: stages.message ?? planReviewTexts.cannotShow });
    this.setStages(stages);
    const arches = (['upper', 'lower'] as const).filter((a) => (stages.arches[a]?.length ?? 0) > 0);
    this.patch({
      message: undefined,
      contacts: arches.flatMap((a) => (a === 'upper' ? upperPairs : lowerPairs)),
      teeth: arches.flatMap((a) => teethOfArch[a]),
      stageCount: stages.stageCount,
      arches: arches.map((arch) => ({ arch, label: archLabels[arch], visible: true })),
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `arches` lists only the arches the stages have
      total: arches.reduce((n, a) => n + stages.arches[a]!.length, 0),
    });
    this.comments.set(stages.comments);
    if (stages.share) this.patch({ shareLine: planReviewTexts.shareOpen(formatInstantBr(stages.share.expiresAt), stages.share.opens) });
    this.goTo(0);
    // Ready last, at stage 0: whoever waits for it (a compared plan) may move it from there.
    this.patch({ phase: 'ready' });
    await this.fetchMeshes(kit, stages, arches);
  }

  /** Stage 0 and the last of each arch first (the first frame and the end of the plan), then the rest in order. */
  private async fetchMeshes(kit: ScanViewerKit, stages: PlanningStages, arches: readonly Arch[]): Promise<void> {
    const last = stages.stageCount;
    const order = [0, last, ...Array.from({ length: Math.max(0, last - 1) }, (_, i) => i + 1)].filter((s, i, all) => all.indexOf(s) === i);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `arches` lists only the arches the stages have
    const queue = order.flatMap((stage) => arches.flatMap((arch) => stages.arches[arch]!.filter((m) => m.stage === stage).map((m) => ({ arch, mesh: m }))));
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next && !this.disposed; next = queue.shift()) {
        const result: ScanLoad = await kit.load(next.mesh.url);
        if (this.disposed) return;
        if (result.kind !== 'ready') {
          this.patch({ message: result.kind === 'failed' ? result.message : planReviewTexts.cannotShow });
          continue;
        }
        const drawnBefore = this.drawnMeshes();
        this.meshes.set(`${next.arch}-${next.mesh.stage}`, result.scan);
        this.patch({ loaded: this.meshes.size });
        // Drawn again only when the stage shown was waiting for it, or showing a stand-in: a phone draws nothing for the other stages coming in.
        if (this.drawnMeshes() !== drawnBefore) this.redraw();
      }
    };
    await Promise.all(Array.from({ length: fetchesAtOnce }, worker));
  }

  /** The plan as read or as the planner's chair work changed it, and the chart that follows from it. */
  private setStages(stages: PlanningStages): void {
    this.stages = stages;
    this.patch({ chart: chairChart(stages, stages.stageCount) });
  }

  /** Which loaded meshes the stage shown draws, as a key that changes when they do. */
  private drawnMeshes(): string {
    const { stage, compare, arches } = this.state.value;
    return arches.map(({ arch }) => `${arch}:${this.nearestLoaded(arch, stage)}:${compare && this.meshes.has(`${arch}-0`)}`).join(' ');
  }

  /** The loaded stage nearest to `stage` (earlier first), for an arch. */
  private nearestLoaded(arch: Arch, stage: number): number {
    for (let d = 0; d <= this.state.value.stageCount; d++) {
      if (this.meshes.has(`${arch}-${stage - d}`)) return stage - d;
      if (this.meshes.has(`${arch}-${stage + d}`)) return stage + d;
    }
    return -1;
  }

  private redraw(): void {
    if (!this.stageView || this.state.value.phase !== 'ready') return;
    const { stage, compare, arches } = this.state.value;
    const drawn = arches.flatMap(({ arch, visible }) => {
      const at = this.nearestLoaded(arch, stage);
      const mesh = this.meshes.get(`${arch}-${at}`);
      const start = this.meshes.get(`${arch}-0`);
      return [...(mesh ? [{ scan: mesh, visible, arch }] : []), ...(compare && start && at !== 0 ? [{ scan: start, visible, arch, ghost: true }] : [])];
    });
    if (drawn.length > 0) this.stageView.show(drawn);
    // The marks sit on the surfaces just drawn.
    this.redrawMarks();
  }

  private patch(p: Partial<PlanReviewState>): void {
    this.state.next({ ...this.state.value, ...p });
  }
}
