import { TOKENS } from '../../application/tokens';
import { LedgerHttpAdapter } from '../../infrastructure/http/ledger.http-adapter';
import { area } from '../di/area';
import { signedInArea } from './signed-in.area';

/** "Financeiro", the dentist's and the staff's. */
export const paymentsArea = area('payments', [signedInArea], ({ bind }) => {
  bind(TOKENS.LedgerGateway).to(LedgerHttpAdapter).inSingletonScope();
});
