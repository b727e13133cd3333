import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from './seed-demo-data';
import { seedDemoFiles } from './demo-scans';
import { diskStorage } from '../storage/disk-storage';
import { s3Storage } from '../storage/s3-storage';

// `npm run seed`: resets the demo accounts and their data (stop the server first when using PGlite).
const config = readConfig(process.env);
if (config.database.kind === 'pglite' && config.database.dataDir) mkdirSync(config.database.dataDir, { recursive: true });
const db = await openDatabase(config.database);
await migrateToLatest(db);
await seedDemoData(db, new Date(), randomUUID);
await seedDemoFiles(db, config.s3 ? s3Storage(config.s3) : diskStorage(config.filesDir), new Date(), randomUUID);
await db.destroy();
console.log('Dados de demonstração carregados.');
