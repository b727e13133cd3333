import { formatBRL } from '../../domain/format/money';
import type { BonusChoice, PlanningDiscount } from '../../domain/order/planning-total';
import { discountRate } from '../../domain/order/price-line-labels';

const steps = (n: number) => `${n} ${n === 1 ? 'etapa' : 'etapas'}`;

/** "o desconto de 10%" or "os descontos de 10% e R$ 150,00". */
const theDiscounts = (discounts: readonly Pick<PlanningDiscount, 'type' | 'value'>[]): string => {
  const rates = discounts.map(discountRate);
  return rates.length === 1 ? `o desconto de ${rates[0]}` : `os descontos de ${rates.join(' e ')}`;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Said before the first use while a discount is at stake: that it goes for good, and from how many steps using the balance pays off. */
export const forGoodWarning = (choice: BonusChoice): string | undefined => {
  if (choice.lostForGood.length === 0) return undefined;
  const one = choice.lostForGood.length === 1;
  const warning = `Ao usar o saldo pela primeira vez neste planejamento, ${theDiscounts(choice.lostForGood)} ${one ? 'deixa' : 'deixam'} de valer para sempre: ${one ? 'ele não volta' : 'eles não voltam'}, mesmo que depois você volte a 0 etapas.`;
  if (choice.worthFrom === undefined) return `${warning} Com o saldo disponível, usar etapas não compensa: o total fica maior do que sem o saldo.`;
  return choice.worthFrom > 1 ? `${warning} Usar o saldo só compensa a partir de ${steps(choice.worthFrom)}.` : warning;
};

/** Both totals side by side and the one that costs less, for a selection of `chosen` steps. */
export const withAndWithout = (choice: BonusChoice, chosen: number): string => {
  const verdict = { WITH: 'usar o saldo sai mais barato.', WITHOUT: 'não usar o saldo sai mais barato.', SAME: 'o total é o mesmo.' }[choice.cheaper];
  return `Sem usar o saldo, o total é ${formatBRL(choice.withoutCents)}; usando ${steps(chosen)}, ${formatBRL(choice.withCents)}: ${verdict}`;
};

/** The question asked before a first use that takes a discount away. */
export const discountLossQuestion = (choice: BonusChoice, chosen: number): string => {
  const one = choice.lostForGood.length === 1;
  const costlier = choice.cheaper === 'WITHOUT' ? ' Atenção: com essa escolha o pedido fica mais caro.' : '';
  return `${capitalized(theDiscounts(choice.lostForGood))} ${one ? 'deixa' : 'deixam'} de valer para sempre. ${withAndWithout(choice, chosen)}${costlier}`;
};

/** Why a planning no longer has its new-case discount, once the balance's first use took it. */
export const lostDiscountNote = (lost: readonly Pick<PlanningDiscount, 'type' | 'value'>[]): string | null => {
  if (lost.length === 0) return null;
  const one = lost.length === 1;
  return `${capitalized(theDiscounts(lost))} ${one ? 'deixou' : 'deixaram'} de valer quando o saldo bonificado foi usado pela primeira vez neste planejamento, e não ${one ? 'volta' : 'voltam'}, mesmo com 0 etapas.`;
};
