import type { ColumnType, Generated } from 'kysely';
import type { PaymentMethodCode } from '../../../domain/order/payment';
import type { PaymentOutcome, PaymentSource } from '../../../domain/payments/payment-match';

export interface ChargesTable {
  id: string;
  order_id: string;
  planning_id: string;
  number: number;
  count: number;
  method: PaymentMethodCode;
  amount_cents: number;
  /** yyyy-MM-dd (read with to_char). */
  due_date: ColumnType<string, string, string>;
  txid: string;
  created_at: ColumnType<Date, Date, never>;
  paid_at: Date | null;
  cancelled_at: Date | null;
  refund_due: Generated<boolean>;
}

export interface PaymentsTable {
  id: string;
  source: PaymentSource;
  reference: string;
  txid: string | null;
  charge_id: string | null;
  amount_cents: number;
  paid_at: Date;
  recorded_at: ColumnType<Date, Date, never>;
  outcome: PaymentOutcome;
  recorded_by: string | null;
  reason: string | null;
}
