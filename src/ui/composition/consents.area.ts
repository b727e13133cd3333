import { TOKENS } from '../../application/tokens';
import { Consents } from '../../application/session/consents';
import { ConsentsHttpAdapter } from '../../infrastructure/http/consents.http-adapter';
import { area } from '../di/area';

/** The terms a dentist accepts: the gate when a version is new, and "Meus dados". */
export const consentsArea = area('consents', [], ({ bind }) => {
  bind(TOKENS.ConsentsGateway).to(ConsentsHttpAdapter).inSingletonScope();
  bind(Consents).toSelf().inSingletonScope();
});
