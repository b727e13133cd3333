import type { OrderState } from './order-lifecycle';
import type { CaseType, ModelProvideType, ProductCategory } from './order-labels';
import type { Arches } from './arch';
import type { Thickness } from './products';

/**
 * A sent order (or a staff-read draft) as the rules that change it read it. Repositories
 * return it and use cases take it, never a database row.
 */
export interface Order extends OrderState {
  readonly id: string;
  readonly dentistId: string;
  readonly patientId: string;
  readonly caseNumber: number | null;
  readonly caseType: CaseType | null;
  readonly productCategory: ProductCategory | null;
  readonly thickness: Thickness | null;
  readonly arches: Arches;
  readonly modelProvideType: ModelProvideType | null;
  readonly shippingAddressId: string | null;
  readonly billingAddressId: string | null;
  /** Bumped on every change, so that a concurrent edit is detected. */
  readonly version: number;
}
