import { rmSync } from 'node:fs';
import { makePspCertificates } from './certificates';
import { startApiPixEmulator } from './api-pix-emulator';

// The API Pix emulator as a process of its own, for the end-to-end journeys' portal: certificates
// in PIX_EMULATOR_DIR (the portal's PIX_CERT_PATH and the rest point there), the API on
// PIX_EMULATOR_PORT (https, mTLS), the payer's side on PIX_EMULATOR_PAYER_PORT.
const dir = process.env.PIX_EMULATOR_DIR ?? '.tmp/e2e-pix';
rmSync(dir, { recursive: true, force: true });
const emulator = await startApiPixEmulator({
  certificates: makePspCertificates(dir),
  key: process.env.PIX_KEY ?? '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'CA ALINHADORES LTDA',
  merchantCity: 'SAO PAULO',
  port: Number(process.env.PIX_EMULATOR_PORT ?? 0),
  payerPort: Number(process.env.PIX_EMULATOR_PAYER_PORT ?? 0),
  clientId: process.env.PIX_CLIENT_ID ?? 'portal-client-id',
  clientSecret: process.env.PIX_CLIENT_SECRET ?? 'segredo-do-portal',
});
process.stdout.write(`API Pix emulator at ${emulator.apiUrl}, payer at ${emulator.payerUrl}\n`);
const stop = () => void emulator.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
