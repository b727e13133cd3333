import * as E from 'fp-ts/Either';
import { lowerArch, upperArch } from '../prescription/tooth-chart';
import type { Arches } from '../order/arch';
import { textLength, textLimits } from '../shared/text-limits';
import { inArches } from './chair-work';
import type { Arch } from '../order/arch';

// What the dentist asks to change, pinned on a tooth of the plan at a stage.

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
export const checkPlanComment = (input: PlanCommentInput, lastStage: number, arches: Arches): E.Either<string, PlanCommentInput> => {
  if (!inArches(arches, input.tooth)) return E.left(`O dente ${input.tooth} não está nas arcadas do caso.`);
  if (!Number.isInteger(input.stage) || input.stage < 0 || input.stage > lastStage) return E.left(`Escolha uma etapa de 0 a ${lastStage}.`);
  if (input.point.length !== 3 || !input.point.every(Number.isFinite)) return E.left('Marque o ponto no modelo.');
  const text = input.text.trim();
  if (text.length === 0) return E.left('Escreva o que deve mudar.');
  if (textLength(text) > textLimits.planComment) return E.left(`Use no máximo ${textLimits.planComment} caracteres.`);
  return E.right({ ...input, text });
};

/**
 * The tooth at a place picked on an arch, to start the choice with, from the place's angle round
 * the arch's centre as the mouth is seen from above: 0 towards the front (the midline), negative
 * towards the patient's right, positive towards her left (the viewer reads the mouth's directions
 * off the scans). The dentist can change it.
 */
export const toothNear = (arch: Arch, angle: number): number => {
  const teeth = teethOfArch[arch];
  // From the patient's right molar (-90°) through the front (0°) to the left molar (+90°).
  const share = Math.min(0.999, Math.max(0, (angle + Math.PI / 2) / Math.PI));
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- share < 1 keeps the index inside the arch
  return teeth[Math.floor(share * teeth.length)]!;
};

/** Where a tooth's share of the arch turns to, in the angle `toothNear` reads: the middle of its share. */
export const toothAngle = (arch: Arch, tooth: number): number | undefined => {
  const teeth = teethOfArch[arch];
  const i = teeth.indexOf(tooth);
  return i < 0 ? undefined : ((i + 0.5) / teeth.length) * Math.PI - Math.PI / 2;
};

/** Where two neighbouring teeth of an arch meet, in the same angle: the border of their shares. */
export const contactAngle = (arch: Arch, a: number, b: number): number | undefined => {
  const teeth = teethOfArch[arch];
  const [i, k] = [teeth.indexOf(a), teeth.indexOf(b)];
  return i < 0 || k < 0 || Math.abs(i - k) !== 1 ? undefined : (Math.max(i, k) / teeth.length) * Math.PI - Math.PI / 2;
};
