import type { ColumnType, Generated } from 'kysely';
import type { PaymentMethodCode } from '../../../domain/order/payment';
import type { RecordedOutcome, PaymentSource } from '../../../domain/payments/payment-match';

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
  cob_status: Generated<CobStatus>;
  cob_attempts: Generated<number>;
  cob_leased_until: Date | null;
  cob_txid: string | null;
  cob_copia_e_cola: string | null;
  boleto_digits: string | null;
  boleto_attachment_id: string | null;
}

/** A charge's registration with the PSP (API Pix): to register, registered, to remove, removed, given up. */
export type CobStatus = 'WAITING' | 'ACTIVE' | 'REMOVE' | 'REMOVED' | 'FAILED';

export interface PixWebhooksTable {
  url: string;
  status: 'WAITING' | 'ACTIVE' | 'FAILED';
  attempts: Generated<number>;
  leased_until: Date | null;
  created_at: ColumnType<Date, Date, never>;
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
  outcome: RecordedOutcome;
  recorded_by: string | null;
  reason: string | null;
}
