import { inject, injectable } from 'inversify';
import type { ChargeLedger } from '../../contract/charges.contract';
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
}
