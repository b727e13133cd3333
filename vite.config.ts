/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  // Brotli and gzip copies of the built files, served as they are by the server (preCompressed).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  root: 'src/ui',
  publicDir: 'public',
  // The manifest lets `npm run bench` measure what each route loads first.
  build: { outDir: '../../dist', emptyOutDir: true, manifest: true },
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['src/{domain,contract,application,infrastructure,ui}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Property tests generate a lot (fc.webUrl alone takes 3 s for 100 runs): a loaded
          // machine must not turn that into a failure.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          root: '.',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
