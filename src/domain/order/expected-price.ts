import { formatBRL } from '../format/money';
import { archProductCodes, archStepsOf, type CatalogueEntry } from './arch-pricing';
import type { ProductKind } from './products';

// ---- model ----

/**
 * What a dentist can expect to pay before the planning exists, from the price table: aligners
 * are priced per step (the count comes from the planning), a retention plate per arch.
 */
export type ExpectedPrice =
  | { readonly kind: 'PER_STEP'; readonly unitCents: number; readonly arches: 1 | 2 }
  | { readonly kind: 'PLATES'; readonly unitCents: number; readonly plates: 1 | 2; readonly totalCents: number };

export interface PricedChoice {
  readonly product: ProductKind | null;
  readonly arcadeSuperior: boolean;
  readonly arcadeInferior: boolean;
}

// ---- rules ----

/** The price to expect for the product and arches chosen, or undefined while either is missing or the table lacks it. */
export const expectedPrice = (choice: PricedChoice, catalogue: readonly CatalogueEntry[]): ExpectedPrice | undefined => {
  const arches = (Number(choice.arcadeSuperior) + Number(choice.arcadeInferior)) as 0 | 1 | 2;
  if (arches === 0 || choice.product === null) return undefined;
  if (choice.product === 'ALINHADORES') {
    const steps = archStepsOf(catalogue);
    if (!steps) return undefined;
    return { kind: 'PER_STEP', unitCents: (arches === 2 ? steps.bothArches : steps.oneArch).unitCents, arches };
  }
  const plate = catalogue.find((p) => p.code === archProductCodes.perArch[0] && p.pricingKind === 'FIXED_PRICE');
  return plate ? { kind: 'PLATES', unitCents: plate.unitCents, plates: arches, totalCents: plate.unitCents * arches } : undefined;
};

/** The expected price in a sentence, with what it depends on. */
export const expectedPriceText = (price: ExpectedPrice): string =>
  price.kind === 'PER_STEP'
    ? `A partir de ${formatBRL(price.unitCents)} por etapa (${price.arches === 2 ? 'ambas as arcadas' : 'uma arcada'}); o total depende do número de etapas do planejamento.`
    : `A partir de ${formatBRL(price.totalCents)} (${price.plates === 2 ? `2 placas de ${formatBRL(price.unitCents)}` : `1 placa de ${formatBRL(price.unitCents)}`}); o valor final vem no planejamento.`;
