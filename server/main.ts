import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { openDatabase } from './db/database.js';
import { buildAssets, developmentAssets } from './http/frontend-assets.js';
import { createLogger } from './logger.js';
import { startJobScheduler } from './jobs/job-scheduler.js';
import { createMailer } from './mail/mailer.js';
import { createFileStorage } from './shared/create-file-storage.js';

// `--dev` runs Vite inside Express (npm run dev); without it the built assets are served (npm start).
const developmentMode = process.argv.includes('--dev');

async function main() {
  // Same source as the db:* scripts (prisma.config.ts): an optional .env, overridden by the real environment.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.database.url,
    pgliteDataDir: config.database.pgliteDataDir,
    pgliteOnWorkerThread: config.database.pgliteOnWorkerThread,
  });
  const httpServer = createServer();
  const assets = developmentMode ? await developmentAssets(httpServer) : buildAssets('public');
  const mailer = createMailer(config, { logger, db: database.prisma });
  const storage = createFileStorage(config);
  const { app } = createApp({ config, db: database.prisma, logger, assets, mailer, storage });
  httpServer.on('request', app);

  await new Promise<void>((resolve) => httpServer.listen(config.port, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: database.kind, mode: developmentMode ? 'development' : 'build' }, 'server started');
  console.log(`\n  Play It Safe shop: ${config.appUrl.replace(`:${config.port}`, `:${port}`)}\n`);
  const jobs = startJobScheduler({ config, db: database.prisma, mailer, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    httpServer.closeIdleConnections();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await jobs.stop();
    await assets.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
