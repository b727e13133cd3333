import type { PlanningStages } from '../../contract/planning-stages.contract';
import { type ChairChart } from '../../domain/planning/chair-chart';
import { chairWorkAt, formatMm } from '../../domain/planning/chair-work';
import type { Arch } from '../ports/scan-viewer-kit';

// What the plan's 3D review shows, read by the page and changed by the review and its parts.

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

/** What the chair does at a stage of the plan, as the dentist reads it. */
export const chairWorkLines = (stages: PlanningStages, stage: number): string[] => {
  const at = chairWorkAt(stages, stage);
  return [
    ...at.ipr.map((i) => `IPR de ${formatMm(i.hundredths)} entre ${i.teeth[0]} e ${i.teeth[1]}, antes desta etapa.`),
    ...at.bonded.map((a) => `Colar attachment no dente ${a.tooth}.`),
    ...at.removed.map((a) => `Remover o attachment do dente ${a.tooth}.`),
  ];
};

/** What a part of the review (comments, chair work, the patient's link) reads and changes of the review. */
export interface PlanReviewHost {
  readonly state: () => PlanReviewState;
  readonly patch: (change: Partial<PlanReviewState>) => void;
  /** Shows a stage, as the slider does. */
  readonly show: (stage: number) => void;
  /** Draws the marks on the model again. */
  readonly remark: () => void;
}
