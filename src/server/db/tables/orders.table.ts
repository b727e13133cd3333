import type { ColumnType, Generated } from 'kysely';

export interface OrdersTable {
  id: string;
  case_number: number | null;
  dentist_id: string;
  patient_id: string;
  status: string;
  case_type: string | null;
  product_category: string | null;
  arcade_superior: boolean;
  arcade_inferior: boolean;
  model_provide_type: string | null;
  draft_step: string | null;
  shipping_address_id: string | null;
  billing_address_id: string | null;
  item: string | null;
  thickness: string | null;
  contention_additional_info: string | null;
  model_url: string | null;
  case_continuation_product: string | null;
  use_same_address: Generated<boolean>;
  prescription_form: string | null;
  /** Bumped on every change, so concurrent edits can be detected. */
  version: Generated<number>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  from_status: string | null;
  to_status: string;
  actor_id: string | null;
  reason: string | null;
  changed_at: ColumnType<Date, Date, never>;
}
