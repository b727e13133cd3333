import { createServer } from 'vite';
import { readConfig } from './config';
import { startServer, startUntilSignalled } from './start-server';

// `npm run dev`: the API on API_PORT (3001) and Vite's dev server on PORT (3000), proxying /api.
const apiPort = Number(process.env.API_PORT ?? 3001);
await startUntilSignalled(() => startServer({ ...readConfig(process.env), port: apiPort, host: '127.0.0.1', staticDir: '/nonexistent' }));
const vite = await createServer({ configFile: 'vite.config.ts', server: { port: Number(process.env.PORT ?? 3000) } });
await vite.listen();
vite.printUrls();
