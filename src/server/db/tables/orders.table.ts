import type { ColumnType, Generated } from 'kysely';
import type { DraftStep } from '../../../domain/order/draft-steps';
import type { CaseType, ModelProvideType, ProductCategory } from '../../../domain/order/order-labels';
import type { OrderStatus } from '../../../domain/order/order-status';
import type { AlignerProduct, ContinuationProduct, Thickness } from '../../../domain/order/products';

// Columns holding a domain value carry its union; migrations 0011 and 0023 make the database refuse others.

export interface OrdersTable {
  id: string;
  case_number: number | null;
  dentist_id: string;
  patient_id: string;
  status: OrderStatus;
  case_type: CaseType | null;
  product_category: ProductCategory | null;
  arcade_superior: boolean;
  arcade_inferior: boolean;
  model_provide_type: ModelProvideType | null;
  draft_step: DraftStep | null;
  shipping_address_id: string | null;
  billing_address_id: string | null;
  item: AlignerProduct | null;
  thickness: Thickness | null;
  contention_additional_info: string | null;
  model_url: string | null;
  case_continuation_product: ContinuationProduct | null;
  use_same_address: Generated<boolean>;
  prescription_form: string | null;
  case_continuation_number: number | null;
  responsable_id: string | null;
  relationship_consultant_id: string | null;
  acquisition_consultant_id: string | null;
  /** yyyy-MM-dd. */
  forecast_approval_date: ColumnType<string | null, string | null, string | null>;
  forecast_comment: string | null;
  /** The carrier's code of the models the dentist posted (physical delivery), as the carrier prints it. */
  model_tracking_code: ColumnType<string | null, string | null | undefined, string | null>;
  models_posted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Bumped on every change, so concurrent edits can be detected. */
  version: Generated<number>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
  /** When the order entered its status. */
  status_since: Date;
}

export interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_id: string | null;
  reason: string | null;
  changed_at: ColumnType<Date, Date, never>;
}

export interface OrderAuditTable {
  id: string;
  order_id: string;
  actor_id: string | null;
  action: string;
  /** JSON of the changed fields before and after. */
  before: string | null;
  after: string | null;
  reason: string | null;
  at: Date;
  /** The order's version this change made; null for changes of a person's record shown on the order. */
  version: number | null;
}
