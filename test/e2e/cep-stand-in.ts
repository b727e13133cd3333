import { startCepStandIn } from '../support/server/cep-stand-in';

// A ViaCEP-compatible stand-in for the browser tests (decisions §9): CEP_STAND_IN_PORT.
const { url } = await startCepStandIn(Number(process.env.CEP_STAND_IN_PORT ?? 3211));
console.log(`CEP stand-in at ${url}`);
