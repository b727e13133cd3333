import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { areAdjacent, lowerArch, upperArch } from '../prescription/tooth-chart';
import type { Arches } from '../order/arch';
import { Int32 } from '../shared/wire-numbers';

// What the dentist does in the chair during the plan: interproximal reduction (IPR)
// between two teeth before a stage, and attachments bonded on a tooth from one stage to another.

// ---- model ----

/** IPR between two neighbouring teeth (FDI), in hundredths of a millimetre, done before `beforeStage`. */
export const Ipr = t.type({ teeth: t.tuple([Int32, Int32]), hundredths: Int32, beforeStage: Int32 });
export type Ipr = t.TypeOf<typeof Ipr>;

/** An attachment bonded on a tooth at `fromStage` and removed at `untilStage` (null: kept to the end). */
export const ToothAttachment = t.type({ tooth: Int32, fromStage: Int32, untilStage: t.union([Int32, t.null]) });
export type ToothAttachment = t.TypeOf<typeof ToothAttachment>;

export interface ChairWork {
  readonly ipr: readonly Ipr[];
  readonly attachments: readonly ToothAttachment[];
}

/** The most IPR a contact takes in one go, in hundredths of a millimetre. */
export const maxIprHundredths = 100;

// ---- rules ----

/** Whether a tooth is on one of the case's arches. */
export const inArches = (arches: Arches, tooth: number): boolean => (arches.upper && upperArch.includes(tooth)) || (arches.lower && lowerArch.includes(tooth));

/** "0,2 mm", "0,25 mm": as the chair chart and the dentist write it. */
export const formatMm = (hundredths: number): string =>
  `${(hundredths / 100)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .replace('.', ',')} mm`;

const contact = (ipr: Ipr): string => `${ipr.teeth[0]} e ${ipr.teeth[1]}`;

/** The contact's key, whichever order its teeth were given in. */
const contactKey = (ipr: Ipr): string => [...ipr.teeth].sort((a, b) => a - b).join('-');

/**
 * A plan's IPR and attachments, checked against its arches and stages: IPR only between
 * neighbours of the case's arches, 0,01 to 1 mm, before a stage from 1 to the last, once per
 * contact and stage; an attachment on a tooth of the case's arches, from a stage to a later one,
 * one at a time per tooth. Each refusal names the teeth.
 */
export const checkChairWork = (work: ChairWork, lastStage: number, arches: Arches): E.Either<string, ChairWork> => {
  const seen = new Set<string>();
  for (const ipr of work.ipr) {
    const [a, b] = ipr.teeth;
    if (!areAdjacent(a, b)) return E.left(`IPR só entre dentes vizinhos: ${contact(ipr)} não são.`);
    // Neighbours share their arch.
    if (!inArches(arches, a)) return E.left(`O caso não trata a arcada dos dentes ${contact(ipr)}.`);
    if (!Number.isInteger(ipr.hundredths) || ipr.hundredths < 1 || ipr.hundredths > maxIprHundredths)
      return E.left(`O IPR entre ${contact(ipr)} deve ficar entre 0,01 mm e ${formatMm(maxIprHundredths)}.`);
    if (!Number.isInteger(ipr.beforeStage) || ipr.beforeStage < 1 || ipr.beforeStage > lastStage)
      return E.left(`O IPR entre ${contact(ipr)} deve ser feito antes de uma etapa de 1 a ${lastStage}.`);
    const key = `${contactKey(ipr)}@${ipr.beforeStage}`;
    if (seen.has(key)) return E.left(`O IPR entre ${contact(ipr)} antes da etapa ${ipr.beforeStage} foi informado duas vezes.`);
    seen.add(key);
  }
  for (const [i, a] of work.attachments.entries()) {
    if (!inArches(arches, a.tooth)) return E.left(`O dente ${a.tooth} não está nas arcadas do caso.`);
    const until = a.untilStage ?? lastStage + 1;
    if (!Number.isInteger(a.fromStage) || a.fromStage < 0 || a.fromStage > lastStage || !Number.isInteger(until) || until <= a.fromStage || until > lastStage + 1)
      return E.left(`O attachment do dente ${a.tooth} deve ser colado numa etapa de 0 a ${lastStage} e removido numa etapa posterior.`);
    const overlapping = work.attachments.slice(0, i).some((o) => o.tooth === a.tooth && a.fromStage < (o.untilStage ?? lastStage + 1) && o.fromStage < until);
    if (overlapping) return E.left(`O dente ${a.tooth} tem dois attachments ao mesmo tempo.`);
  }
  return E.right(work);
};

/** What the chair asks at one stage: the IPR done before it, the attachments bonded and removed at it, and those on the teeth. */
export const chairWorkAt = (work: ChairWork, stage: number) => ({
  ipr: work.ipr.filter((i) => i.beforeStage === stage),
  bonded: work.attachments.filter((a) => a.fromStage === stage),
  removed: work.attachments.filter((a) => a.untilStage === stage),
  present: work.attachments.filter((a) => a.fromStage <= stage && (a.untilStage === null || stage < a.untilStage)),
});
