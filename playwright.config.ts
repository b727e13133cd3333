import { defineConfig } from '@playwright/test';
import { pixEmulator, pixWebhookToken } from './test/e2e/pix-psp';

const port = Number(process.env.E2E_PORT ?? 3210);
const cepPort = port + 1;
const pix = pixEmulator(port);
// The portal's settings of its PSP: the emulator's API, its certificates and the portal's address for the webhook.
const pixSettings = [
  `PIX_API_URL=https://127.0.0.1:${pix.apiPort}`,
  `PIX_CLIENT_ID=${pix.clientId}`,
  `PIX_CLIENT_SECRET=${pix.clientSecret}`,
  `PIX_CERT_PATH=${pix.dir}/portal-client.pem`,
  `PIX_CERT_KEY_PATH=${pix.dir}/portal-client-key.pem`,
  `PIX_CA_PATH=${pix.dir}/psp-ca.pem`,
  `PIX_WEBHOOK_TOKEN=${pixWebhookToken}`,
  `PUBLIC_URL=http://localhost:${port}`,
].join(' ');

// End-to-end journeys in Debian's Chromium against the real server, built app and a fresh
// embedded database with the demo data.
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // A journey is many steps, each with its own wait (expect's 7 s); the whole one gets room for
  // a loaded machine: the seven-step order took 20 s alone and 31 s beside other work.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      // A local ViaCEP-compatible stand-in (decisions §9).
      command: `CEP_STAND_IN_PORT=${cepPort} ./node_modules/.bin/tsx test/e2e/cep-stand-in.ts`,
      url: `http://127.0.0.1:${cepPort}/01310100/json/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
    {
      // The PSP: an emulator of the Banco Central's API Pix (issue 35), started before the portal, which reads its certificates.
      command: `PIX_EMULATOR_DIR=${pix.dir} PIX_EMULATOR_PORT=${pix.apiPort} PIX_EMULATOR_PAYER_PORT=${pix.payerPort} PIX_CLIENT_ID=${pix.clientId} PIX_CLIENT_SECRET=${pix.clientSecret} ./node_modules/.bin/tsx test/support/pix-psp/emulator-main.ts`,
      url: `${pix.payerUrl}/emulador/cobs`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
    {
      command: `rm -rf .tmp/e2e-data && DATA_DIR=.tmp/e2e-data PORT=${port} LOG_LEVEL=warn ${pixSettings} CEP_LOOKUP_URL=http://127.0.0.1:${cepPort} ./node_modules/.bin/tsx src/server/main.ts`,
      url: `http://localhost:${port}/auth/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
