import type { RegisterFeature } from '../feature';
import { chargesRoutes } from './charges.routes';
import { pixWebhookRoutes } from './pix-webhook.routes';
import { ledgerRoutes } from './ledger.routes';

/** The payments feature serves charges, Pix, boletos, receipts, the statement import and the ledger. */
export const register: RegisterFeature = (app, deps) => {
  chargesRoutes(app, deps);
  pixWebhookRoutes(app, deps);
  ledgerRoutes(app, deps);
};
