import type { Generated } from 'kysely';
import type { PaymentMethodCode } from '../../../domain/order/payment';

export interface PaymentConditionsTable {
  id: Generated<string>;
  code: PaymentMethodCode;
  name: string;
  max_installments: number;
  third_party_checkout: boolean;
  position: number;
}

export interface OffersTable {
  id: Generated<string>;
  name: string;
  description: string;
  price_cents: number;
  active: Generated<boolean>;
}

export interface MessageTypesTable {
  id: Generated<string>;
  name: string;
  position: number;
}

export interface PlanningsTable {
  id: string;
  order_id: string;
  number: number;
  is_current: boolean;
  comment: string | null;
  offer_id: string | null;
  bonus_dentist: Generated<number>;
  bonus_kol: Generated<number>;
  bonus_patient: Generated<number>;
  step_discounts_removed: Generated<boolean>;
  web_viewed_at: Date | null;
  file_viewed_at: Date | null;
  created_at: Date;
  /** The planner's uploaded file; without one the portal writes the PDF report. */
  file_attachment_id: string | null;
  viewer_url: string | null;
}

export interface PlanningItemsTable {
  id: string;
  planning_id: string;
  position: number;
  description: string;
  quantity: number;
  unit_cents: number;
  main: boolean;
  thickness: string | null;
  /** The catalogue product (`products.code`) the item came from, when known. */
  product_code: string | null;
}

export interface PlanningDiscountsTable {
  id: string;
  planning_id: string;
  description: string;
  type: string;
  /** Basis points for PERCENTAGE, cents for VALUE. */
  value: number;
  step_range: string | null;
}

export interface OrderPaymentsTable {
  order_id: string;
  planning_id: string;
  payment_condition_id: string;
  installments: number | null;
  use_third_party_checkout: Generated<boolean>;
  updated_at: Date;
}

export interface BonusLedgerTable {
  id: string;
  dentist_id: string;
  /** KOLS, DENTIST (wallet) or PATIENT (refinement of a case). */
  origin: string;
  /** A product kind: ALINHADORES (steps) or PLACA_CONTENCAO (plates). */
  product: string;
  /** Credits above zero, debits below. */
  steps: number;
  patient_id: string | null;
  order_id: string | null;
  planning_id: string | null;
  /** The refinement grant a PATIENT debit uses. */
  grant_id: string | null;
  /** RESERVED while the planning waits for approval, CONFIRMED after. */
  status: string;
  created_at: Date;
}

export interface OrderMessagesTable {
  id: string;
  order_id: string;
  author_id: string | null;
  message_type_id: string;
  message: string;
  created_at: Date;
}

export interface PlanningSurveyStatesTable {
  planning_id: string;
  user_id: string;
  /** ANSWER_LATER or NOT_INTERESTED. */
  code: string;
  updated_at: Date;
}

export interface ProductsTable {
  id: Generated<string>;
  code: string;
  name: string;
  /** SEGMENT, BONUS, SPECIAL or FIXED_PRICE (spec §3). */
  pricing_kind: string;
  unit_cents: number;
  main: boolean;
  position: number;
}
