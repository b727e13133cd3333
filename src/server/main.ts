import { readConfig } from './config';
import { startServer, startUntilSignalled } from './start-server';

// Composition root of the server.
await startUntilSignalled(() => startServer(readConfig(process.env)));
