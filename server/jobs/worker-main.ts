// `npm run jobs`: a worker-only process (docs/decisions/139). It runs the mail, reminder, stale-payment and pruning
// workers and the schedules against the configured database, serves no HTTP, and on SIGTERM/SIGINT lets running
// jobs finish (up to JOB_STOP_TIMEOUT_MS) before it closes the database. Start as many as needed, on any machine
// that reaches the database. With the embedded database (PGlite) only one process can open its data directory, so
// there the web process runs the workers itself (JOBS_ENABLED, on by default).
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/database.js';
import { createLogger } from '#server/logger.js';
import { createMailer } from '#server/mail/mailer.js';
import { startJobs } from './job-queue.js';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ url: config.database.url, pgliteDataDir: config.database.pgliteDataDir });
  const transport = createMailer(config, { logger, db: database.prisma });
  const jobs = await startJobs({ config, pool: database.pool, db: database.prisma, logger, transport, runWorkers: true });
  logger.info({ database: database.kind }, 'job worker process started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'job worker stopping');
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
