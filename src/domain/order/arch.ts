import * as t from 'io-ts';

/**
 * A dental arch, one name inside the code. The wire keeps the specification's spellings
 * (SUPERIOR/INFERIOR for an arcade, `arcadeSuperior`, `overbiteSuperior`), mapped at the edge.
 */
export const Arch = t.keyof({ upper: null, lower: null });
export type Arch = t.TypeOf<typeof Arch>;

/** Both arches, upper first. */
export const arches: readonly Arch[] = ['upper', 'lower'];

/** Which arches a case treats. */
export type Arches = Readonly<Record<Arch, boolean>>;

/** The arch as a sentence names it: "a arcada superior". */
export const archWords: Readonly<Record<Arch, string>> = { upper: 'superior', lower: 'inferior' };
