import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { sendDueLicenceReminders } from '#server/licensing/licence-reminders.service.js';

// Background jobs inside the server (config.jobsEnabled; off in tests). Each job is safe to run on several servers
// at once: the reminders claim a unique row before sending (server/licensing/licence-reminders.service.ts).

export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 30 * 1000;

export interface JobScheduler {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface JobSchedulerDeps {
  config: Pick<Config, 'jobsEnabled' | 'appUrl'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
  intervalMs?: number;
  firstRunDelayMs?: number;
}

export function startJobScheduler({ config, db, mailer, logger, intervalMs, firstRunDelayMs }: JobSchedulerDeps): JobScheduler {
  if (!config.jobsEnabled) {
    logger.info('background jobs are off (JOBS_ENABLED=false)');
    return { stop: async () => {} };
  }
  let running: Promise<void> | null = null;
  const runReminders = () => {
    if (running) return; // the previous run is still going
    running = sendDueLicenceReminders({ db, mailer, logger, appUrl: config.appUrl })
      .then((result) => {
        if (result.sent + result.failed > 0) logger.info(result, 'licence reminders run');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'licence reminders run failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(runReminders, firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  const every = setInterval(runReminders, intervalMs ?? REMINDER_INTERVAL_MS);
  first.unref();
  every.unref();
  logger.info({ everyMinutes: Math.round((intervalMs ?? REMINDER_INTERVAL_MS) / 60_000) }, 'background jobs started');
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
