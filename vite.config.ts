/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer, defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Manifest, Plugin } from 'vite';
import type { CodeSplittingNameFunction } from 'rolldown';
import { landingPageModules, publicLandingPageModules, signedInFrameModule } from './src/ui/landing-pages.ts';

/** Marks the modules `pattern` matches as free of side effects, whatever their package.json says. */
const sideEffectFree = (pattern: RegExp): Plugin => ({
  name: 'portal:side-effect-free',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && pattern.test(resolved.id) ? { ...resolved, moduleSideEffects: false } : null;
  },
});

/** A chunk and everything it imports statically: what the browser fetches before running it (also `npm run bench`'s measure). */
export const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is no chunk of the build (a module inside a group chunk has no key of its own)`);
  seen.add(key);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
};

/** The chunk of the signed-in frame (firstLoadChunks below): its modules have no chunk of their own. */
export const signedInFrameChunk = (manifest: Manifest): string => {
  const frame = Object.keys(manifest).filter((key) => manifest[key]!.name === 'signed-in');
  if (frame.length !== 1) throw new Error(`expected one signed-in chunk, found ${frame.length}`);
  return frame[0]!;
};

/** The chunks lazy modules need that the entry does not load already, for modulepreload links. */
const chunksOf = (manifest: Manifest, sources: readonly string[]): string[] => {
  const entry = staticClosure(
    manifest,
    Object.keys(manifest).find((key) => manifest[key]!.isEntry)!,
  );
  const needed = sources.reduce((seen, source) => staticClosure(manifest, source, seen), new Set(entry));
  return [...needed].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
};

/**
 * Landing pages (issue 20), beside index.html: login.html holds the sign-in page's markup,
 * rendered by React at build time (src/ui/prerender.tsx); orders.html, order.html,
 * staff-order.html and new-order.html preload the chunks of the orders lists, the two order
 * pages and the wizard, where people land from a sign-in, a link or a notification;
 * shared-plan.html holds the patient's shared plan page prerendered, its code preloaded.
 * landing-pages.json, the app's route table without its elements, tells the server which.
 */
const landingPages = (): Plugin => {
  let outDir = '';
  let root = '';
  return {
    name: 'portal:landing-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const write = async (name: string, html: string) => {
        await writeFile(join(outDir, name), html);
        await writeFile(join(outDir, `${name}.br`), brotliCompressSync(html));
        await writeFile(join(outDir, `${name}.gz`), gzipSync(html));
      };
      const renderer = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react()],
      });
      try {
        const { prerenderLoginPage, loginPageTitle, prerenderSharedPlanPage, sharedPlanPageTitle, landingRoutes } = (await renderer.ssrLoadModule('/prerender.tsx')) as {
          prerenderLoginPage: () => string;
          loginPageTitle: string;
          prerenderSharedPlanPage: () => Promise<string>;
          sharedPlanPageTitle: string;
          landingRoutes: () => unknown;
        };
        const login = index.replace(/<title>[^<]*<\/title>/, `<title>${loginPageTitle}</title>`).replace('<div id="root"></div>', `<div id="root">${prerenderLoginPage()}</div>`);
        await write('login.html', login);
        await writeFile(join(outDir, 'landing-pages.json'), JSON.stringify(landingRoutes()));
        for (const [page, module] of Object.entries(landingPageModules)) {
          const preloads = chunksOf(manifest, [signedInFrameChunk(manifest), module]).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
          await write(page, index.replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`));
        }
        const shared = chunksOf(manifest, [publicLandingPageModules['shared-plan.html']]).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        await write(
          'shared-plan.html',
          index
            .replace(/<title>[^<]*<\/title>/, `<title>${sharedPlanPageTitle}</title>`)
            .replace('</head>', `  ${shared.join('\n    ')}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${await prerenderSharedPlanPage()}</div>`),
        );
      } finally {
        await renderer.close();
      }
    },
  };
};

type ModuleGraph = Parameters<CodeSplittingNameFunction>[1];

/** `entry` and every module it imports statically. */
const staticGraph = (context: ModuleGraph, entry: string): Set<string> => {
  const graph = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (graph.has(next)) continue;
    graph.add(next);
    pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  return graph;
};

const source = (path: string) => resolve(import.meta.dirname, 'src/ui', path);

/**
 * The first load in three files before a page's own: `shell` (every module the entry imports
 * statically: the sign-in page), `signed-in` (the frame every signed-in page draws in, with the
 * dentist's arrival prompts) and `pages` (what two or more landing pages share: contracts,
 * rules, areas, widgets). Left to itself Rolldown cut these into some twenty files of a few
 * hundred bytes to a few kilobytes, and over HTTP/1.1 a phone fetches six at a time: each
 * extra round cost the orders list and the order pages about 150 ms before the first draw
 * (Lighthouse, docs/benchmarks.md). Without the `shell` group Rolldown also moved modules the
 * entry shares with a nested lazy chunk into small chunks the sign-in page then fetched
 * (rolldown/rolldown#10731).
 */
const firstLoadChunks = (): { name: CodeSplittingNameFunction; priority: number }[] => {
  let chunkOf: ((id: string) => string | null) | undefined;
  const classify = (id: string, context: ModuleGraph) => {
    if (!chunkOf) {
      const shell = staticGraph(context, source('main.tsx'));
      const signedIn = staticGraph(context, source(signedInFrameModule));
      const pages = Object.values(landingPageModules).map((page) => staticGraph(context, source(page)));
      chunkOf = (module) => {
        if (shell.has(module)) return 'shell';
        if (signedIn.has(module)) return 'signed-in';
        return pages.filter((graph) => graph.has(module)).length >= 2 ? 'pages' : null;
      };
    }
    return chunkOf(id);
  };
  // A group takes the modules it names and what they import, the higher priority first: the
  // shell keeps React, and the pages' chunk takes only what the shell and the frame do not have.
  const group = (chunk: string, priority: number) => ({ name: ((id, context) => (classify(id, context) === chunk ? chunk : null)) as CodeSplittingNameFunction, priority });
  return [
    // The polyfill inversify's decorators record with, run by its own file that the frame's file
    // imports, so before any class of the frame is declared: inside one chunk, Rolldown may place
    // a decorated class before ui/di/metadata.ts, whatever the frame's import order says.
    { name: (id) => (/[\\/]node_modules[\\/]reflect-metadata[\\/]|[\\/]src[\\/]ui[\\/]di[\\/]metadata\.ts$/.test(id) ? 'metadata' : null), priority: 4 },
    group('shell', 3),
    group('signed-in', 2),
    group('pages', 1),
  ];
};

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  // Brotli and gzip copies of the built files, served as they are by the server (preCompressed).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    // inversify's packages declare side effects (its container imports the reflect-metadata
    // polyfill, which ui/di/metadata.ts imports itself): without them, a page that only declares
    // injectable classes loads no container (issue 20).
    sideEffectFree(/\/node_modules\/(inversify|@inversifyjs\/[^/]+)\//),
    landingPages(),
  ],
  // rxjs's ES2015 build: native classes instead of the ES5 build's tslib helpers (issue 20).
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  root: 'src/ui',
  publicDir: 'public',
  // The manifest lets `npm run bench` measure what each route loads first.
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...firstLoadChunks()],
        },
      },
    },
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
          include: ['src/{domain,contract,application,infrastructure,ui}/**/*.test.{ts,tsx}', 'test/*.test.ts'],
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
          // The server's own tests beside its code; the security and fault suites, which only test it, under test/.
          include: ['src/server/**/*.test.ts', 'test/server/**/*.test.ts'],
          globalSetup: [
            'test/support/s3/install-moto.global-setup.ts',
            'test/support/tls-proxy/install-nginx.global-setup.ts',
            'test/support/server/pglite-snapshots.global-setup.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time (the machines have two cores): each test builds its own app, database
          // and server processes on their own ports, so files share nothing; 13 minutes became 7.
          maxWorkers: 2,
          // One module graph for every file: each file re-importing the server (Fastify, Kysely,
          // PGlite, three.js) cost about 2 s, 110 s of the run. No test mocks a module or
          // stubs a global; each builds its own app and database.
          isolate: false,
        },
      },
    ],
  },
});
