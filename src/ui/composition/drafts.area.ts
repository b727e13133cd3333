import { TOKENS } from '../../application/tokens';
import { DraftsHttpAdapter } from '../../infrastructure/http/drafts.http-adapter';
import { area } from '../di/area';

/** Drafts of orders: the list resumes them, the wizard and the prescription write them. */
export const draftsArea = area('drafts', [], ({ bind }) => {
  bind(TOKENS.DraftsGateway).to(DraftsHttpAdapter).inSingletonScope();
});
