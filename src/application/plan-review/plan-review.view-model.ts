import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable, type Subscription, timer } from 'rxjs';
import type { PlanComment, PlanningStages } from '../../contract/planning-stages.contract';
import { contactAngle, teethOfArch, toothAngle, toothNear } from '../../domain/planning/plan-comments';
import type { ChairWork } from '../../domain/planning/chair-work';
import { lowerPairs, upperPairs } from '../../domain/prescription/tooth-chart';
import type { PlanCommentCalls, PlanShareCalls } from './plan-review-dialog';
import { formatInstantBr } from '../../domain/format/date';
import { chairWorkAt, formatMm } from '../../domain/planning/chair-work';
import { type ChairChart, chairChart } from '../../domain/planning/chair-chart';
import type { ApiResult } from '../ports/api-error';
import type { Arch, LoadedScan, MarkedPoint, ScanLoad, ScanStage, ScanViewerKit, ViewPreset } from '../ports/scan-viewer-kit';
import type { ScanViewerTools } from '../scans/scan-viewer.view-model';
import { planReviewTexts } from './plan-review.texts';

/** How long the review waits before asking again for stages still being built, and between frames while playing. */
export const stagesRetryMs = 2000;
export const playFrameMs = 450;
/** Meshes fetched at once in the background: the others wait their turn. */
const fetchesAtOnce = 2;

export interface ArchToggle {
  readonly arch: Arch;
  readonly label: string;
  readonly visible: boolean;
}

/** A comment pinned on the plan, as the review lists it. */
export interface CommentLine {
  readonly id: string;
  readonly stage: number;
  /** "Dente 11 · Etapa 2". */
  readonly label: string;
  readonly text: string;
  /** Where it stands: sent with a request for an adjustment, answered by a planning, or neither. */
  readonly note: string;
  /** Pinned on an earlier planning (the planner's to answer here). */
  readonly earlier: boolean;
  readonly removable: boolean;
  readonly answerable: boolean;
  readonly answered: boolean;
}

/** A comment being written: where it was pinned and the tooth chosen. */
export interface CommentDraft {
  readonly point: readonly [number, number, number];
  readonly tooth: number;
  readonly teeth: readonly number[];
}

export interface PlanReviewState {
  readonly phase: 'loading' | 'building' | 'failed' | 'ready';
  readonly message: string | undefined;
  /** Whether this browser draws 3D: unknown until the review is placed on the page. */
  readonly drawing: 'starting' | 'ready' | 'unavailable';
  readonly stage: number;
  readonly stageCount: number;
  /** "Etapa 3 de 20", or the starting position. */
  readonly stageLabel: string;
  readonly playing: boolean;
  readonly compare: boolean;
  readonly arches: readonly ArchToggle[];
  /** Meshes in, of all the plan's: the slider never waits once a stage is in. */
  readonly loaded: number;
  readonly total: number;
  /** What the chair does at this stage, in sentences. */
  readonly chairWork: readonly string[];
  readonly comments: readonly CommentLine[];
  /** The dentist may pin comments (she is deciding on this planning). */
  readonly canComment: boolean;
  /** Waiting for the tap on a tooth that pins a comment. */
  readonly pinning: boolean;
  readonly draft: CommentDraft | undefined;
  readonly commentError: string | undefined;
  /** The patient's link, for its dentist: whether one is open ("Link válido até…, aberto 2 vezes."), and the one just made. */
  readonly canShare: boolean;
  readonly shareLine: string | undefined;
  readonly link: string | undefined;
  readonly shareError: string | undefined;
  /** The planner edits the chair work here, at the stage shown: the contacts and teeth to choose from, what is on the teeth now. */
  readonly canEditChairWork: boolean;
  readonly contacts: readonly string[];
  readonly teeth: readonly number[];
  readonly attachedNow: readonly number[];
  readonly chairError: string | undefined;
  /** "Tabela de IPR e attachments": the plan's chair work by stage, contact and tooth, and whether it is open. */
  readonly chart: ChairChart | undefined;
  readonly showChart: boolean;
}

export const initialPlanReviewState: PlanReviewState = {
  phase: 'loading',
  message: undefined,
  drawing: 'starting',
  stage: 0,
  stageCount: 0,
  stageLabel: '',
  playing: false,
  compare: false,
  arches: [],
  loaded: 0,
  total: 0,
  chairWork: [],
  comments: [],
  canComment: false,
  pinning: false,
  draft: undefined,
  commentError: undefined,
  canShare: false,
  shareLine: undefined,
  link: undefined,
  shareError: undefined,
  canEditChairWork: false,
  contacts: [],
  teeth: [],
  attachedNow: [],
  chairError: undefined,
  chart: undefined,
  showChart: false,
};

const archLabels: Readonly<Record<Arch, string>> = { upper: 'Arcada superior', lower: 'Arcada inferior' };

/** What the chair does at a stage of the plan, as the dentist reads it. */
export const chairWorkLines = (stages: PlanningStages, stage: number): string[] => {
  const at = chairWorkAt(stages, stage);
  return [
    ...at.ipr.map((i) => `IPR de ${formatMm(i.hundredths)} entre ${i.teeth[0]} e ${i.teeth[1]}, antes desta etapa.`),
    ...at.bonded.map((a) => `Colar attachment no dente ${a.tooth}.`),
    ...at.removed.map((a) => `Remover o attachment do dente ${a.tooth}.`),
  ];
};

/**
 * The plan reviewed stage by stage in 3D (issue 34): both arches in occlusion, a stage slider
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

  private comments: readonly PlanComment[] = [];

  constructor(
    private readonly load: () => ApiResult<PlanningStages>,
    private readonly tools: ScanViewerTools,
    private readonly calls: PlanCommentCalls = {},
    /** The planning's number: comments of earlier plannings are told apart. */
    private readonly planning = 0,
    private readonly sharing?: PlanShareCalls,
    private readonly saveChairWork?: (work: ChairWork) => ApiResult<void>,
  ) {
    this.state.next({ ...initialPlanReviewState, canComment: calls.add !== undefined, canShare: sharing !== undefined, canEditChairWork: saveChairWork !== undefined });
  }

  /** The stage shown. */
  get stage(): number {
    return this.state.value.stage;
  }

  /** IPR between two neighbours ("11-21"), in millimetres as typed ("0,2"), done before the stage shown. */
  addIpr(contact: string, mmTyped: string): Promise<boolean> {
    const teeth = contact.split('-').map(Number) as [number, number];
    const hundredths = Math.round(Number(mmTyped.trim().replace(',', '.')) * 100);
    if (!Number.isFinite(hundredths)) {
      this.patch({ chairError: planReviewTexts.mmInvalid });
      return Promise.resolve(false);
    }
    return this.changeChairWork((w) => ({ ...w, ipr: [...w.ipr, { teeth, hundredths, beforeStage: this.state.value.stage }] }));
  }

  /** An attachment bonded on a tooth at the stage shown. */
  bond(tooth: number): Promise<boolean> {
    return this.changeChairWork((w) => ({ ...w, attachments: [...w.attachments, { tooth, fromStage: this.state.value.stage, untilStage: null }] }));
  }

  /** The attachment on a tooth comes off at the stage shown. */
  unbond(tooth: number): Promise<boolean> {
    const stage = this.state.value.stage;
    return this.changeChairWork((w) => ({
      ...w,
      attachments: w.attachments.map((a) => (a.tooth === tooth && a.fromStage < stage && (a.untilStage === null || a.untilStage > stage) ? { ...a, untilStage: stage } : a)),
    }));
  }

  /** Takes back what was entered at the stage shown (its IPR and the attachments bonded at it). */
  clearStageWork(): Promise<boolean> {
    const stage = this.state.value.stage;
    return this.changeChairWork((w) => ({
      ipr: w.ipr.filter((i) => i.beforeStage !== stage),
      attachments: w.attachments.filter((a) => a.fromStage !== stage).map((a) => (a.untilStage === stage ? { ...a, untilStage: null } : a)),
    }));
  }

  private async changeChairWork(change: (work: ChairWork) => ChairWork): Promise<boolean> {
    const stages = this.stages;
    if (!stages || !this.saveChairWork) return false;
    const next = change({ ipr: stages.ipr, attachments: stages.attachments });
    const saved = await this.saveChairWork(next);
    if (E.isLeft(saved)) {
      this.patch({ chairError: saved.left.message });
      return false;
    }
    this.stages = { ...stages, ipr: next.ipr.map((i) => ({ ...i, teeth: [i.teeth[0], i.teeth[1]] })), attachments: [...next.attachments] };
    this.patch({ chairError: undefined, chart: chairChart(this.stages, this.stages.stageCount) });
    this.goTo(this.state.value.stage);
    return true;
  }

  /** A new link for the patient, shown once (only its hash is kept); an earlier link stops opening. */
  async createShare(): Promise<void> {
    if (!this.sharing) return;
    const made = await this.sharing.create();
    if (E.isLeft(made)) return this.patch({ shareError: made.left.message });
    this.patch({ link: made.right.url, shareLine: planReviewTexts.shareOpen(formatInstantBr(made.right.expiresAt), 0), shareError: undefined });
  }

  async revokeShare(): Promise<void> {
    if (!this.sharing) return;
    const revoked = await this.sharing.revoke();
    if (E.isLeft(revoked)) return this.patch({ shareError: revoked.left.message });
    this.patch({ link: undefined, shareLine: undefined, shareError: undefined });
  }

  /** "Comentar num dente": the next tap on a tooth pins a comment there. */
  startPin(): void {
    this.patch({ pinning: true, draft: undefined, commentError: undefined });
  }

  cancelComment(): void {
    this.patch({ pinning: false, draft: undefined, commentError: undefined });
    this.redrawMarks();
  }

  /** A tap on the model while pinning: the comment starts there, on the tooth nearest to it. */
  picked(clientX: number, clientY: number): void {
    if (!this.state.value.pinning) return;
    const hit = this.stageView?.pick(clientX, clientY);
    if (!hit || !hit.arch) return this.patch({ commentError: planReviewTexts.tapATooth });
    this.patch({ pinning: false, commentError: undefined, draft: { point: hit.point, tooth: toothNear(hit.arch, hit.angle), teeth: teethOfArch[hit.arch] } });
    this.redrawMarks();
  }

  chooseTooth(tooth: number): void {
    const draft = this.state.value.draft;
    if (draft) this.patch({ draft: { ...draft, tooth } });
  }

  /** Saves the comment at the stage shown; a refusal is said beside the form, which keeps what was typed. */
  async saveComment(text: string): Promise<boolean> {
    const { draft, stage } = this.state.value;
    if (!draft || !this.calls.add) return false;
    const saved = await this.calls.add({ tooth: draft.tooth, stage, point: [...draft.point] as [number, number, number], text });
    if (E.isLeft(saved)) {
      this.patch({ commentError: saved.left.message });
      return false;
    }
    this.patch({ draft: undefined, commentError: undefined });
    this.setComments([...this.comments, saved.right]);
    return true;
  }

  async removeComment(id: string): Promise<void> {
    if (!this.calls.remove) return;
    const removed = await this.calls.remove(id);
    if (E.isLeft(removed)) return this.patch({ commentError: removed.left.message });
    this.setComments(this.comments.filter((c) => c.id !== id));
  }

  /** The planner's answer to a comment of an earlier planning. */
  async answerComment(id: string, answered: boolean): Promise<void> {
    if (!this.calls.answer) return;
    const result = await this.calls.answer(id, answered);
    if (E.isLeft(result)) return this.patch({ commentError: result.left.message });
    this.setComments(this.comments.map((c) => (c.id === id ? { ...c, answeredIn: answered ? this.planning : null } : c)));
  }

  /** Shows the stage a comment was pinned at. */
  goToComment(id: string): void {
    const comment = this.comments.find((c) => c.id === id);
    if (comment) this.show(comment.stage);
  }

  private setComments(comments: readonly PlanComment[]): void {
    this.comments = comments;
    this.patch({ comments: comments.map((c) => this.lineOf(c)) });
    this.redrawMarks();
  }

  private lineOf(c: PlanComment): CommentLine {
    const earlier = c.planning !== this.planning;
    return {
      id: c.id,
      stage: c.stage,
      label: planReviewTexts.commentLabel(c.tooth, c.stage, earlier ? c.planning : undefined),
      text: c.text,
      note: c.answeredIn !== null ? planReviewTexts.answeredIn(c.answeredIn) : c.sent ? planReviewTexts.sent : planReviewTexts.notSent,
      earlier,
      removable: !earlier && !c.sent && this.calls.remove !== undefined,
      answerable: earlier && this.calls.answer !== undefined,
      answered: c.answeredIn !== null,
    };
  }

  /** The comments pinned at the stage shown, and the one being written. */
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
      ...this.comments.filter((c) => c.stage === stage).map((c): MarkedPoint => ({ point: c.point, kind: 'comment' })),
      ...(draft ? [{ point: draft.point, kind: 'chosen' as const }] : []),
      ...at.ipr.flatMap((i) => onArch('ipr', (arch) => contactAngle(arch, i.teeth[0], i.teeth[1]))),
      ...at.present.flatMap((a) => onArch('attachment', (arch) => toothAngle(arch, a.tooth))),
    ]);
  }

  /** Places the review in `host` and starts loading the plan. */
  async attach(host: HTMLElement): Promise<void> {
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
    this.stages = stages;
    const arches = (['upper', 'lower'] as const).filter((a) => (stages.arches[a]?.length ?? 0) > 0);
    this.patch({
      message: undefined,
      contacts: arches.flatMap((a) => (a === 'upper' ? upperPairs : lowerPairs)),
      teeth: arches.flatMap((a) => teethOfArch[a]),
      stageCount: stages.stageCount,
      arches: arches.map((arch) => ({ arch, label: archLabels[arch], visible: true })),
      total: arches.reduce((n, a) => n + stages.arches[a]!.length, 0),
      chart: chairChart(stages, stages.stageCount),
    });
    this.setComments(stages.comments);
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
    const queue = order.flatMap((stage) => arches.flatMap((arch) => stages.arches[arch]!.filter((m) => m.stage === stage).map((m) => ({ arch, mesh: m }))));
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next && !this.disposed; next = queue.shift()) {
        const result: ScanLoad = await kit.load(next.mesh.url);
        if (this.disposed) return;
        if (result.kind !== 'ready') {
          this.patch({ message: result.kind === 'failed' ? result.message : planReviewTexts.cannotShow });
          continue;
        }
        this.meshes.set(`${next.arch}-${next.mesh.stage}`, result.scan);
        this.patch({ loaded: this.meshes.size });
        // The stage shown may have been waiting for it, or showing a stand-in.
        this.redraw();
      }
    };
    await Promise.all(Array.from({ length: fetchesAtOnce }, worker));
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
