import type { OrderStatus } from '../../domain/order/order-status';
import type { ModelProvideType, ProductCategory } from '../../domain/order/order-labels';

export interface DemoOrder {
  readonly status: OrderStatus;
  readonly productCategory: ProductCategory;
  readonly caseType: 'CASO_NOVO' | 'CASO_CONTINUACAO';
  readonly arcadeSuperior: boolean;
  readonly arcadeInferior: boolean;
  readonly modelProvideType: ModelProvideType;
  readonly daysAgo: number;
}

// How many orders of each status the main demo dentist gets: more than one page (20) in
// every list tab, every status present, one planning waiting for approval.
const mainDentistPlan: readonly (readonly [OrderStatus, number])[] = [
  ['DRAFT', 2],
  ['RECEIVED', 2],
  ['WAITING_MODEL', 9],
  ['MODEL_RECEIVED', 8],
  ['MODEL_DIGITALIZATION', 7],
  ['ANALYSIS', 3],
  ['WAITING_NEW_FILE', 2],
  ['WAITING_NEW_MODEL', 1],
  ['NEW_FILE_RECEIVED', 1],
  ['NEW_MODEL_RECEIVED', 1],
  ['WAITING_VIRTUAL_PLANNING', 2],
  ['VIRTUAL_PLANNING', 2],
  ['WAITING_FOR_APPROVAL', 3],
  ['REVIEW_REQUESTED', 1],
  ['WAITING_FOR_PAYMENT', 1],
  ['APPROVED', 2],
  ['PRODUCTION', 2],
  ['PREPARE_SHIPPING', 1],
  ['SHIPPED', 2],
  ['FINISHED', 14],
  ['CANCELLED', 8],
];

const kolPlan: readonly (readonly [OrderStatus, number])[] = [
  ['ANALYSIS', 2],
  ['WAITING_FOR_APPROVAL', 1],
  ['PRODUCTION', 2],
  ['WAITING_MODEL', 1],
  ['FINISHED', 2],
];

const approvalStatuses: readonly OrderStatus[] = ['WAITING_VIRTUAL_PLANNING', 'VIRTUAL_PLANNING', 'WAITING_FOR_APPROVAL', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT'];

const expand = (plan: readonly (readonly [OrderStatus, number])[], continuation: readonly OrderStatus[] = []): DemoOrder[] => {
  const orders: DemoOrder[] = [];
  let i = 0;
  for (const [status, count] of plan) {
    for (let n = 0; n < count; n++, i++) {
      // Retention plates skip planning approval (decisions §6): orders in those steps are aligners.
      const retention = i % 4 === 3 && !approvalStatuses.includes(status);
      const physical = status === 'WAITING_MODEL' || status === 'MODEL_RECEIVED' || status === 'MODEL_DIGITALIZATION';
      orders.push({
        status,
        productCategory: retention ? 'PLACA_CONTENCAO' : i % 3 === 0 ? 'TRIO_ALINHADORES_CA' : 'ALINHADORES',
        caseType: i % 5 === 4 || continuation.includes(status) ? 'CASO_CONTINUACAO' : 'CASO_NOVO',
        arcadeSuperior: i % 6 !== 5,
        arcadeInferior: i % 6 !== 4,
        modelProvideType: physical ? 'PHYSICAL_DELIVERY' : i % 2 === 0 ? 'UPLOAD' : 'MODEL_URL',
        // Spread over the last months; closed orders are the older ones.
        daysAgo: (status === 'FINISHED' || status === 'CANCELLED' ? 60 : 1) + ((i * 7) % 120),
      });
    }
  }
  return orders;
};

export const mainDentistOrders = expand(mainDentistPlan);
// The KOL's order waiting for approval continues a treatment, so its patient's refinement bonus applies.
export const kolOrders = expand(kolPlan, ['WAITING_FOR_APPROVAL']);
