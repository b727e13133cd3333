import { formatInstantBr } from '../../domain/format/date';
import { arcadesLabel, caseTypeLabel, productCategoryLabel } from '../../domain/order/order-labels';
import { statusLabel } from '../../domain/order/order-status';
import { statusAgeLabel } from '../../domain/order/status-age';
import type { OrderSummary } from '../../contract/orders.contract';
import { wizardPath } from '../navigation/wizard-paths';
import type { OrdersScope } from '../ports/gateways';

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
  /** "Neste status há": "3 dias e 4 horas". */
  readonly inStatusFor: string;
  /** Past the provider's target for its status. */
  readonly late: boolean;
  readonly responsibleName: string;
  /** Where the line opens: the order's page (the staff's own for staff), or a draft's wizard where it stopped. */
  readonly path: string;
}

export const toOrderListLine = (order: OrderSummary, now: Date, scope: OrdersScope): OrderListLine => ({
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
  inStatusFor: statusAgeLabel(new Date(order.statusSince), now),
  late: order.late,
  responsibleName: order.responsible?.name ?? '—',
  path: scope === 'all' ? `/attendant/orders/${order.id}` : order.status === 'DRAFT' ? wizardPath(order.id) : `/orders/${order.id}`,
});
