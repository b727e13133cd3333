import { type ArchCount, archStepsOf, itemsForArches } from '../../domain/order/arch-pricing';
import { formatBRL } from '../../domain/format/money';
import { planningTotal } from '../../domain/order/planning-total';
import { type Arch, archWords } from '../../domain/order/arch';
import type { Product } from '../../contract/staff-order.contract';
import type { OrderDetail, PlanningView } from '../../contract/order-detail.contract';
import { planningPriceOf } from '../../contract/planning-price';

/**
 * What removing an arch does, for the question asked before it: the arch left, and the current
 * planning repriced for one arch by the same rule the server applies (items and total, before
 * and after).
 */
export const archRemovalQuestion = (
  order: Pick<OrderDetail, 'arcadeSuperior' | 'arcadeInferior' | 'caseType'>,
  planning: PlanningView | undefined,
  products: readonly Product[],
  arch: Arch,
) => {
  const left: Arch = arch === 'upper' ? 'lower' : 'upper';
  const title = `Remover arcada ${archWords[arch]}`;
  const message = `O caso passa a ter só a arcada ${archWords[left]}, e os itens do planejamento atual passam a ser cobrados por uma arcada.`;
  const steps = archStepsOf(products);
  if (!planning || !steps) return { title, message, details: [] as string[] };
  const from: ArchCount = order.arcadeSuperior && order.arcadeInferior ? 2 : 1;
  const repriced = itemsForArches(planning.items, from, 1, steps);
  const details = planning.items.flatMap((before, i) => {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- itemsForArches answers one item per item given
    const after = repriced[i]!;
    if (after === before) return [];
    return after.description !== before.description
      ? [`${before.description} → ${after.description}: ${formatBRL(before.quantity * before.unitCents)} → ${formatBRL(after.quantity * after.unitCents)}`]
      : [`${before.description}: ${before.quantity} → ${after.quantity} (${formatBRL(before.quantity * before.unitCents)} → ${formatBRL(after.quantity * after.unitCents)})`];
  });
  const total = (items: PlanningView['items']) => planningTotal(planningPriceOf({ ...planning, items }, order.caseType));
  return { title, message, details: [...details, `Total do planejamento: ${formatBRL(total(planning.items))} → ${formatBRL(total(repriced))}`] };
};
