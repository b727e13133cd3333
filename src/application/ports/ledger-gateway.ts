import type { ChargeLedger, PaymentsAside, StatementImport } from '../../contract/charges.contract';
import type { ChargeStatus } from '../../domain/payments/charge-plan';
import type { ApiResult } from './api-error';

/** Whose charges a ledger lists: the dentist's own, or every dentist's (the staff). */
export type LedgerScope = 'own' | 'all';

export interface LedgerQuery {
  readonly page?: number;
  readonly limit?: number;
  readonly status?: ChargeStatus;
}

/** "Financeiro". */
export interface LedgerGateway {
  ledger(scope: LedgerScope, query: LedgerQuery): ApiResult<ChargeLedger>;
  /** The staff's ledger as a CSV file the browser downloads. */
  csvUrl(query: LedgerQuery): string;
  /** Payments recorded but kept aside, for the staff, a page at a time. */
  paymentsAside(page: number): ApiResult<PaymentsAside>;
  /** The bank's statement (OFX text): what it recorded, and what waits for the staff. */
  importStatement(ofx: string): ApiResult<StatementImport>;
  /** A guessed match confirmed: the statement's credit pays that charge. */
  confirmCredit(credit: { readonly account: string; readonly fitId: string; readonly chargeId: string; readonly amountCents: number; readonly postedOn: string }): ApiResult<void>;
}
