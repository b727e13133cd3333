// ---- model ----

/** Catalogue codes whose price or quantity follows the number of arches of the case. */
export const archProductCodes = { bothArchesStep: 'ALIGNER_STEP', oneArchStep: 'ALIGNER_STEP_SINGLE', perArch: ['RETENTION_PLATE'] } as const;

export interface CatalogueEntry {
  readonly code: string;
  readonly name: string;
  readonly pricingKind: string;
  readonly unitCents: number;
}

/** A planning item as the arch rule sees it: the catalogue product it came from, if known. */
export interface ArchPricedItem {
  readonly productCode: string | null;
  readonly description: string;
  readonly quantity: number;
  readonly unitCents: number;
}

/** The aligner step of each arch count, at the segment (standard) price. */
export interface ArchSteps {
  readonly bothArches: CatalogueEntry;
  readonly oneArch: CatalogueEntry;
}

export type ArchCount = 1 | 2;

// ---- rules ----

/** The standard aligner steps of both arch counts in a catalogue, or undefined when either is missing. */
export const archStepsOf = (catalogue: readonly CatalogueEntry[]): ArchSteps | undefined => {
  const find = (code: string) => catalogue.find((p) => p.code === code && p.pricingKind === 'SEGMENT');
  const bothArches = find(archProductCodes.bothArchesStep);
  const oneArch = find(archProductCodes.oneArchStep);
  return bothArches && oneArch ? { bothArches, oneArch } : undefined;
};

/**
 * A planning's items once the case goes from `from` arches to `to`: aligner steps become the
 * steps of the new arch count at its catalogue price (a special both-arch price has no one-arch
 * counterpart, so it goes to the standard one), items sold per arch are halved (rounding up)
 * or doubled, and every other item stays as it was. The number of steps never changes.
 */
export const itemsForArches = <I extends ArchPricedItem>(items: readonly I[], from: ArchCount, to: ArchCount, steps: ArchSteps): I[] => {
  if (from === to) return [...items];
  const target = to === 2 ? steps.bothArches : steps.oneArch;
  const stepCodes: readonly string[] = [archProductCodes.bothArchesStep, archProductCodes.oneArchStep];
  const perArch: readonly string[] = archProductCodes.perArch;
  return items.map((item) => {
    if (item.productCode !== null && stepCodes.includes(item.productCode)) return { ...item, productCode: target.code, description: target.name, unitCents: target.unitCents };
    if (item.productCode !== null && perArch.includes(item.productCode)) return { ...item, quantity: to === 1 ? Math.ceil(item.quantity / 2) : item.quantity * 2 };
    return item;
  });
};
