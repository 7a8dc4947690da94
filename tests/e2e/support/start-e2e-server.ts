import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { openDatabase } from '../../../server/db/database.js';
import { applyMigrations } from '../../../server/db/migrations.js';
import { buildAssets, type FrontendAssets } from '../../../server/http/frontend-assets.js';
import { createLogger } from '../../../server/logger.js';
import { seedDemoShop } from '../../../prisma/seed.js';
import { ASSET_VERSION_FILE, E2E_STATE_DIR, MAIL_DIR } from './e2e-paths.js';

// The built server on a fresh embedded database with the demo shop, for the browser tests.
rmSync(E2E_STATE_DIR, { recursive: true, force: true });
mkdirSync(E2E_STATE_DIR, { recursive: true });

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '4173',
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`,
  DATABASE_URL: '',
  PGLITE_DATA_DIR: path.join(E2E_STATE_DIR, 'pglite'),
  MAIL_DIR,
  STORAGE_DIR: path.join(E2E_STATE_DIR, 'storage'),
  PAYMENT_GATEWAY: 'test',
  LOG_LEVEL: 'warn',
});
const database = await openDatabase({ pgliteDataDir: config.database.pgliteDataDir });
await applyMigrations(database);
await seedDemoShop(database.prisma);

// The real build, with a version a test can bump the way a deploy changes the manifest.
const built = buildAssets('public');
writeFileSync(ASSET_VERSION_FILE, built.version());
const assets: FrontendAssets = { ...built, version: () => readFileSync(ASSET_VERSION_FILE, 'utf8').trim() };

const { app } = createApp({ config, db: database.prisma, logger: createLogger(config.logLevel), assets });
const server = createServer(app);
server.listen(config.port, '127.0.0.1', () => console.log(`e2e server on ${config.appUrl}`));
const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
