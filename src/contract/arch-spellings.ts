import * as t from 'io-ts';
import type { Arch, Arches } from '../domain/order/arch';

// The specification's spellings of an arch on the wire, and the code's one name (`Arch`).

/** An arcade as a staff request names it. */
export const Arcade = t.keyof({ SUPERIOR: null, INFERIOR: null }, 'Arcade');
export type Arcade = t.TypeOf<typeof Arcade>;

export const archOfArcade: Readonly<Record<Arcade, Arch>> = { SUPERIOR: 'upper', INFERIOR: 'lower' };
export const arcadeOfArch: Readonly<Record<Arch, Arcade>> = { upper: 'SUPERIOR', lower: 'INFERIOR' };

/** The arches of an order or draft, from its `arcadeSuperior` and `arcadeInferior`. */
export const archesOf = (o: { readonly arcadeSuperior: boolean; readonly arcadeInferior: boolean }): Arches => ({ upper: o.arcadeSuperior, lower: o.arcadeInferior });
