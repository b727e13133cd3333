import { formatInstantBr } from '../../domain/format/date';
import { arcadesLabel, caseTypeLabel, productCategoryLabel } from '../../domain/order/order-labels';
import { statusLabel } from '../../domain/order/order-status';
import type { OrderSummary } from '../../contract/orders.contract';

/** One line of the orders table, ready to show. */
export interface OrderListLine {
  readonly id: string;
  readonly caseNumber: string;
  readonly patientName: string;
  readonly dentistName: string;
  readonly product: string;
  readonly caseType: string;
  readonly arcades: string;
  readonly status: OrderSummary['status'];
  readonly statusLabel: string;
  readonly createdAt: string;
}

export const toOrderListLine = (order: OrderSummary): OrderListLine => ({
  id: order.id,
  caseNumber: order.caseNumber === null ? '—' : String(order.caseNumber),
  patientName: `${order.patient.firstName} ${order.patient.lastName}`,
  dentistName: order.dentist.name,
  product: order.productCategory ? productCategoryLabel(order.productCategory) : '—',
  caseType: order.caseType ? caseTypeLabel(order.caseType) : '—',
  arcades: arcadesLabel(order.arcadeSuperior, order.arcadeInferior) || '—',
  status: order.status,
  statusLabel: statusLabel(order.status),
  createdAt: formatInstantBr(order.createdAt),
});
