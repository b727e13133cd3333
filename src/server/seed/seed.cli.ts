import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from './seed-demo-data';

// `npm run seed`: resets the demo accounts and their data (stop the server first when using PGlite).
const config = readConfig(process.env);
if (config.database.kind === 'pglite' && config.database.dataDir) mkdirSync(config.database.dataDir, { recursive: true });
const db = await openDatabase(config.database);
await migrateToLatest(db);
await seedDemoData(db, new Date(), randomUUID);
await db.destroy();
console.log('Dados de demonstração carregados.');
