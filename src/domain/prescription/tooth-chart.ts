/* eslint-disable @typescript-eslint/no-non-null-assertion -- neighbours read within the arch's fixed list */
// ---- model ----

/** Spec §3: the 32 permanent teeth, by FDI number. */
export const upperRight = [18, 17, 16, 15, 14, 13, 12, 11] as const;
export const upperLeft = [21, 22, 23, 24, 25, 26, 27, 28] as const;
export const lowerRight = [48, 47, 46, 45, 44, 43, 42, 41] as const;
export const lowerLeft = [31, 32, 33, 34, 35, 36, 37, 38] as const;

/** Each arch as the chart draws it, from the patient's right to left. */
export const upperArch: readonly number[] = [...upperRight, ...upperLeft];
export const lowerArch: readonly number[] = [...lowerRight, ...lowerLeft];
export const allTeeth: readonly number[] = [...upperArch, ...lowerArch];

export const isTooth = (n: number): boolean => allTeeth.includes(n);

/** Interproximal space between two neighbours, as `15-14` (spec §3). */
export const pairId = (a: number, b: number): string => `${a}-${b}`;

const pairsOf = (arch: readonly number[]): string[] => arch.slice(0, -1).map((tooth, i) => pairId(tooth, arch[i + 1]!));

/** The spaces of each arch, in chart order; none after 28 or 38, the ends of the arches. */
export const upperPairs: readonly string[] = pairsOf(upperArch);
export const lowerPairs: readonly string[] = pairsOf(lowerArch);
export const allPairs: readonly string[] = [...upperPairs, ...lowerPairs];

export const isPair = (id: string): boolean => allPairs.includes(id);

/** Whether two teeth are neighbours on the same arch. */
export const areAdjacent = (a: number, b: number): boolean => allPairs.includes(pairId(a, b)) || allPairs.includes(pairId(b, a));
