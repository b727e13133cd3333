import type { ChargeLedger } from '../../contract/charges.contract';
import type { ChargeStatus } from '../../domain/payments/charge-plan';
import type { ApiResult } from './api-error';

/** Whose charges a ledger lists: the dentist's own, or every dentist's (the staff). */
export type LedgerScope = 'own' | 'all';

export interface LedgerQuery {
  readonly page?: number;
  readonly limit?: number;
  readonly status?: ChargeStatus;
}

/** "Financeiro" (issue 35). */
export interface LedgerGateway {
  ledger(scope: LedgerScope, query: LedgerQuery): ApiResult<ChargeLedger>;
  /** The staff's ledger as a CSV file the browser downloads. */
  csvUrl(query: LedgerQuery): string;
}
