import { inject, injectable } from 'inversify';
import type { ChargeLedger, PaymentsAside, StatementImport } from '../../contract/charges.contract';
import { paymentEndpoints } from '../../contract/routes/payments.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { LedgerGateway, LedgerQuery, LedgerScope } from '../../application/ports/ledger-gateway';
import { ApiClient } from './api-client';

@injectable()
export class LedgerHttpAdapter implements LedgerGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  ledger(scope: LedgerScope, query: LedgerQuery): ApiResult<ChargeLedger> {
    return this.api.call(scope === 'own' ? paymentEndpoints.ledger : paymentEndpoints.staffLedger, { query });
  }
  csvUrl(query: LedgerQuery): string {
    return this.api.href(paymentEndpoints.staffLedgerCsv, { query });
  }
  paymentsAside(page: number): ApiResult<PaymentsAside> {
    return this.api.call(paymentEndpoints.paymentsAside, { query: { page } });
  }
  importStatement(ofx: string): ApiResult<StatementImport> {
    return this.api.call(paymentEndpoints.importStatement, { body: { ofx } });
  }
  confirmCredit(credit: { readonly account: string; readonly fitId: string; readonly chargeId: string; readonly amountCents: number; readonly postedOn: string }): ApiResult<void> {
    return this.api.call(paymentEndpoints.confirmCredit, { body: credit });
  }
}
