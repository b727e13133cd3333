import { readConfig } from './config';
import { closeOnSignals, startServer } from './start-server';

// Composition root of the server.
const app = await startServer(readConfig(process.env));
closeOnSignals(app);
