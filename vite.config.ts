/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';

/** Marks the modules `pattern` matches as free of side effects, whatever their package.json says. */
const sideEffectFree = (pattern: RegExp): Plugin => ({
  name: 'portal:side-effect-free',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && pattern.test(resolved.id) ? { ...resolved, moduleSideEffects: false } : null;
  },
});

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  // Brotli and gzip copies of the built files, served as they are by the server (preCompressed).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    // inversify's packages declare side effects (its container imports the reflect-metadata
    // polyfill, which main.tsx imports itself): without them, a page that only declares
    // injectable classes loads no container (issue 20).
    sideEffectFree(/\/node_modules\/(inversify|@inversifyjs\/[^/]+)\//),
  ],
  root: 'src/ui',
  publicDir: 'public',
  // The manifest lets `npm run bench` measure what each route loads first.
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    manifest: true,
  },
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
