import { existsSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { openDatabase } from './db/database.js';
import { buildAssets, developmentAssets } from './http/frontend-assets.js';
import { createLogger } from './logger.js';
import { startJobs } from './jobs/job-queue.js';
import { createMailer } from './mail/mailer.js';
import { createFileStorage } from './shared/create-file-storage.js';

// `--dev` runs Vite inside Express (npm run dev); without it the built assets are served (npm start).
const developmentMode = process.argv.includes('--dev');
const SHUTDOWN_TIMEOUT_MS = 10_000;

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
  // Jobs (docs/decisions/136-139): the queue always starts (the app queues its e-mail); the workers only when
  // JOBS_ENABLED. `jobs.stop()` lets running jobs finish; it runs before the database closes.
  const transport = createMailer(config, { logger, db: database.prisma });
  const jobs = await startJobs({ config, pool: database.pool, db: database.prisma, logger, transport, runWorkers: config.jobsEnabled });
  const storage = createFileStorage(config);
  const lifecycle = { draining: false };
  const { app } = createApp({ config, db: database.prisma, logger, assets, mailer: jobs.mailer, storage, lifecycle });
  // While draining, every answer not yet started closes its connection, so keep-alive clients reconnect to another
  // server; answers already streaming leave their connection idle, and the idle ones are closed.
  const unanswered = new Set<ServerResponse>();
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  httpServer.on('request', (req, res) => {
    if (lifecycle.draining) closeAfterAnswer(res);
    else {
      unanswered.add(res);
      res.once('close', () => unanswered.delete(res));
    }
    app(req, res);
  });

  await new Promise<void>((resolve) => httpServer.listen(config.port, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: database.kind, mode: developmentMode ? 'development' : 'build' }, 'server started');
  console.log(`\n  Play It Safe shop: ${config.appUrl.replace(`:${config.port}`, `:${port}`)}\n`);

  // Graceful shutdown (docs/decisions/146): stop accepting, let the requests and jobs under way finish, close the
  // pool, exit 0; whatever is still running after 10 s is cut off (exit 1).
  const stop = async (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    logger.info({ signal }, 'shutting down: draining requests and jobs');
    const forceExit = setTimeout(() => {
      logger.error({ signal }, 'shutdown took longer than 10 s; exiting with requests or jobs cut off');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    unanswered.forEach(closeAfterAnswer);
    const httpClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    // Keep-alive connections with no request in flight close now; busy ones close after their answer.
    httpServer.closeIdleConnections();
    const idleSweep = setInterval(() => httpServer.closeIdleConnections(), 250);
    try {
      await Promise.all([httpClosed, jobs.stop()]);
    } finally {
      clearInterval(idleSweep);
    }
    await assets.close();
    await database.close();
    logger.info({ signal }, 'shut down');
    process.exit(0);
  };

  const stopOn = (signal: string) => () =>
    void stop(signal).catch((error: unknown) => {
      logger.error({ err: error, signal }, 'shutdown failed');
      process.exit(1);
    });
  process.on('SIGINT', stopOn('SIGINT'));
  process.on('SIGTERM', stopOn('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
