import * as t from 'io-ts';
import { Ipr, ToothAttachment } from '../domain/planning/chair-work';
import { isShareToken } from '../domain/planning/share-link';
import { IsoInstant, Uuid } from './common.contract';
import { text } from '../domain/shared/text';
import { textLimits } from '../domain/shared/text-limits';
import { Coordinate, Int32 } from '../domain/shared/wire-numbers';

/** What the planner reads about a ZIP of stages that could not become a plan. */
export const stageMessages = {
  building: 'Os modelos das etapas estão sendo preparados.',
  none: 'Este planejamento ainda não tem modelos das etapas.',
  notZip: 'Envie os modelos das etapas num arquivo ZIP.',
  unreadable: 'Não foi possível abrir o ZIP. Gere o arquivo de novo e envie outra vez.',
  unreadableEntry: (path: string) => `Não foi possível ler ${path} dentro do ZIP. Gere o arquivo de novo e envie outra vez.`,
  brokenMesh: (path: string) => `${path} não é um modelo 3D válido.`,
  encrypted: (paths: readonly string[]) => `O ZIP tem arquivos protegidos por senha: ${paths.slice(0, 5).join(', ')}.`,
  confirmCount: 'Confira o ZIP ou confirme para usar esta quantidade de etapas.',
  gaveUp: 'Não foi possível preparar os modelos das etapas. Envie o ZIP outra vez.',
  meshNotFound: 'Esta etapa não existe neste planejamento.',
} as const;

export const StageArch = t.keyof({ upper: null, lower: null }, 'StageArch');

/** One arch at one stage: its glTF's address, size and triangles. */
export const StageMesh = t.type({ stage: t.number, url: t.string, bytes: t.number, triangles: t.number }, 'StageMesh');

/** A point of the model, in the stage's coordinates. */
export const ModelPoint = t.tuple([Coordinate, Coordinate, Coordinate]);

/**
 * What the dentist asks to change, pinned on a tooth at a stage: on this planning (removable by
 * her until sent with "Solicitar ajuste"), or sent on an earlier one, answered or not by a later.
 */
export const PlanComment = t.type(
  {
    id: Uuid,
    tooth: t.number,
    stage: t.number,
    point: ModelPoint,
    text: t.string,
    /** The planning it was pinned on, by number. */
    planning: t.number,
    sent: t.boolean,
    /** The number of the planning that answered it, if one did. */
    answeredIn: t.union([t.number, t.null]),
    createdAt: IsoInstant,
  },
  'PlanComment',
);
export type PlanComment = t.TypeOf<typeof PlanComment>;

export const PlanCommentBody = t.type({ tooth: Int32, stage: Int32, point: ModelPoint, text: text('Comentário', textLimits.planComment) }, 'PlanCommentBody');
export type PlanCommentBody = t.OutputOf<typeof PlanCommentBody>;

export const CommentParams = t.type({ id: Uuid, pid: Uuid, cid: Uuid }, 'CommentParams');
export const AnsweredBody = t.type({ answered: t.boolean }, 'AnsweredBody');

/**
 * A planning's stages: where their build stands, and once ready every arch's meshes
 * from stage 0 (the starting position) to `stageCount`, with the IPR and attachments by stage.
 */
export const PlanningStages = t.intersection(
  [
    t.type({
      status: t.keyof({ BUILDING: null, READY: null, FAILED: null }),
      /** The last stage (the number of aligners); 0 until the stages are read. */
      stageCount: t.number,
      arches: t.partial({ upper: t.array(StageMesh), lower: t.array(StageMesh) }),
      ipr: t.array(Ipr),
      attachments: t.array(ToothAttachment),
      /** What the ZIP held that was not a stage (for the planner). */
      ignored: t.array(t.string),
      /** The comments pinned on this planning, and those sent on the order's earlier ones. */
      comments: t.array(PlanComment),
      /** The dentist's link for her patient, when one is open: until when, and how often it was opened. */
      share: t.union([t.type({ expiresAt: IsoInstant, opens: t.number, lastOpenedAt: t.union([IsoInstant, t.null]) }), t.null]),
    }),
    t.partial({ message: t.string }),
  ],
  'PlanningStages',
);
export type PlanningStages = t.TypeOf<typeof PlanningStages>;

/** The ZIP a finished upload became; a stage count other than the planning's steps, confirmed. */
export const SendStagesBody = t.intersection([t.type({ attachmentId: Uuid }), t.partial({ confirmedStageCount: Int32 })], 'SendStagesBody');
export type SendStagesBody = t.OutputOf<typeof SendStagesBody>;

/** A stage's number in a path: 0 to 999, digits only. */
export const StageFromString = new t.Type<number, string, unknown>(
  'StageFromString',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 0 && u < 1000,
  (u, c) => (typeof u === 'string' && /^\d{1,3}$/.test(u) ? t.success(Number(u)) : t.failure(u, c)),
  (n) => String(n),
);

/** The IPR and attachments of a planning, all of them, as the planner leaves them. */
export const ChairWorkBody = t.type({ ipr: t.array(Ipr), attachments: t.array(ToothAttachment) }, 'ChairWorkBody');

export const StagesParams = t.type({ id: Uuid, pid: Uuid }, 'StagesParams');

export const StageMeshParams = t.type({ id: Uuid, pid: Uuid, arch: StageArch, stage: StageFromString }, 'StageMeshParams');

/** A link made for the patient: shown once, since only its hash is kept. */
export const SharedLink = t.type({ url: t.string, expiresAt: IsoInstant }, 'SharedLink');
export type SharedLink = t.TypeOf<typeof SharedLink>;

/** A link's token in a path: 43 address-safe characters. */
export const ShareToken = t.refinement(t.string, isShareToken, 'ShareToken');
export const ShareParams = t.type({ token: ShareToken }, 'ShareParams');
export const SharedMeshParams = t.type({ token: ShareToken, arch: StageArch, stage: StageFromString }, 'SharedMeshParams');

/** What a link shows anyone who has it: the stages only, without names, prices, chair work or comments. */
export const sharedPlanMessages = {
  notFound: 'Este link não existe. Peça um novo ao seu dentista.',
  closed: 'Este link não está mais disponível. Peça um novo ao seu dentista.',
} as const;
