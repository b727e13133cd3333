import { TOKENS } from '../../application/tokens';
import { ledgerViewModels, LedgerViewModel } from '../../application/payments/ledger.view-model';
import { Notifications } from '../../application/widgets/notifications';
import { LiveUpdates } from '../../application/live/live-updates';
import { LedgerHttpAdapter } from '../../infrastructure/http/ledger.http-adapter';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
import { signedInArea } from './signed-in.area';

/** "Financeiro", the dentist's and the staff's. */
export const paymentsArea = area('payments', [signedInArea], ({ bind }) => {
  bind(TOKENS.LedgerGateway).to(LedgerHttpAdapter).inSingletonScope();
  bindMaker(bind, ledgerViewModels, (c) => {
    const deps = { ledger: c.get(TOKENS.LedgerGateway), live: c.get(LiveUpdates), notifications: c.get(Notifications) };
    return (scope) => new LedgerViewModel(scope, deps);
  });
});
