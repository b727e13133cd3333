import { formatBRL } from '../format/money';
import type { PlanningDiscount, PlanningPrice, PriceLine } from './planning-total';

/** 10% or 12,5%: a percentage in basis points as people read it. */
export const formatPercentage = (basisPoints: number): string => `${(basisPoints / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** A deduction as people read it in a price table: "− R$ 281,00" (a minus sign, never a hyphen glued to the amount). */
export const formatSignedBRL = (cents: number): string => (cents < 0 ? `\u2212\u00a0${formatBRL(-cents)}` : formatBRL(cents));

/** What a discount takes off as people read it: "10%" or "R$ 150,00". */
export const discountRate = (d: Pick<PlanningDiscount, 'type' | 'value'>): string => (d.type === 'PERCENTAGE' ? formatPercentage(d.value) : formatBRL(d.value));

/**
 * What a price line says, without its amount: the item's description, "Upgrade: …",
 * "Etapas bonificadas: 2 de 14", or the discount's description and, for a percentage, its rate
 * ("Desconto caso novo (10 a 16 etapas) · 10%").
 */
export const priceLineLabel = (p: PlanningPrice, line: PriceLine): string => {
  switch (line.kind) {
    case 'item':
      return p.items[line.index]?.description ?? 'Item';
    case 'upgrade':
      return `Upgrade: ${p.upgradeName ?? ''}`.trim();
    case 'bonus':
      return `Etapas bonificadas: ${line.steps} de ${line.ofSteps}`;
    case 'discount': {
      const d = p.discounts[line.index];
      if (!d) return 'Desconto';
      const name = d.description?.trim() || 'Desconto';
      return d.type === 'PERCENTAGE' ? `${name} · ${formatPercentage(d.value)}` : name;
    }
  }
};
