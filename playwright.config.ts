import { defineConfig } from '@playwright/test';
import { pixWebhookToken } from './test/e2e/pix-psp';

const port = Number(process.env.E2E_PORT ?? 3210);
const cepPort = port + 1;

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
      command: `rm -rf .tmp/e2e-data && DATA_DIR=.tmp/e2e-data PORT=${port} LOG_LEVEL=warn PIX_WEBHOOK_TOKEN=${pixWebhookToken} CEP_LOOKUP_URL=http://127.0.0.1:${cepPort} ./node_modules/.bin/tsx src/server/main.ts`,
      url: `http://localhost:${port}/auth/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
