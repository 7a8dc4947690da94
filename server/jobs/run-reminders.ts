// `npm run jobs:reminders`: sends the licence reminders that are due, once, and exits (for cron, or by hand).
// Safe next to running servers: a reminder already claimed by another run is skipped. With the embedded database
// (PGlite) only one process can open the data directory, so run it while the server is stopped; the job workers
// run this every hour (server/jobs/periodic-jobs.ts).
import { existsSync } from 'node:fs';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/database.js';
import { createLogger } from '#server/logger.js';
import { createMailer } from '#server/mail/mailer.js';
import { sendDueLicenceReminders } from '#server/licensing/licence-reminders.service.js';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ url: config.database.url, pgliteDataDir: config.database.pgliteDataDir });
  const mailer = createMailer(config, { logger, db: database.prisma });
  try {
    const result = await sendDueLicenceReminders({ db: database.prisma, mailer, logger, appUrl: config.appUrl });
    console.log(`Licence reminders: ${result.sent} sent, ${result.failed} failed.`);
    if (result.failed > 0) process.exitCode = 1;
  } finally {
    mailer.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
