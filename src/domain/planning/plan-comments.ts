import * as E from 'fp-ts/Either';
import { lowerArch, upperArch } from '../prescription/tooth-chart';
import type { Arcades } from '../order/planning-edits';
import { textLength, textLimits } from '../shared/text-limits';
import type { Arch } from './stage-files';

// Issue 34: what the dentist asks to change, pinned on a tooth of the plan at a stage.

// ---- model ----

export interface PlanCommentInput {
  /** FDI number. */
  readonly tooth: number;
  readonly stage: number;
  /** Where on the model it was pinned, in the stage's coordinates. */
  readonly point: readonly [number, number, number];
  readonly text: string;
}

// ---- rules ----

export const teethOfArch: Readonly<Record<Arch, readonly number[]>> = { upper: upperArch, lower: lowerArch };

/**
 * A comment the dentist may pin: on a tooth of the case's arches, at a stage of the plan, at a
 * point of finite coordinates, with something written (up to its limit). Refusals in Portuguese.
 */
export const checkPlanComment = (input: PlanCommentInput, lastStage: number, arcades: Arcades): E.Either<string, PlanCommentInput> => {
  const teeth = [...(arcades.superior ? upperArch : []), ...(arcades.inferior ? lowerArch : [])];
  if (!teeth.includes(input.tooth)) return E.left(`O dente ${input.tooth} não está nas arcadas do caso.`);
  if (!Number.isInteger(input.stage) || input.stage < 0 || input.stage > lastStage) return E.left(`Escolha uma etapa de 0 a ${lastStage}.`);
  if (input.point.length !== 3 || !input.point.every(Number.isFinite)) return E.left('Marque o ponto no modelo.');
  const text = input.text.trim();
  if (text.length === 0) return E.left('Escreva o que deve mudar.');
  if (textLength(text) > textLimits.planComment) return E.left(`Use no máximo ${textLimits.planComment} caracteres.`);
  return E.right({ ...input, text });
};

/**
 * The tooth nearest a point picked on an arch, to start the choice with: the arch drawn as the
 * lab's models are (the midline on the y axis, incisors forward), the tooth taken from the angle
 * around the arch's centre; the dentist can change it.
 */
export const toothNear = (arch: Arch, point: readonly [number, number, number], centre: readonly [number, number]): number => {
  const teeth = teethOfArch[arch];
  const angle = Math.atan2(point[0] - centre[0], point[1] - centre[1]);
  // From the patient's right molar (-90°) through the front (0°) to the left molar (+90°).
  const share = Math.min(0.999, Math.max(0, (angle + Math.PI / 2) / Math.PI));
  return teeth[Math.floor(share * teeth.length)]!;
};
