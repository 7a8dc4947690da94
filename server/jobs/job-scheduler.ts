import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { sendDueLicenceReminders } from '#server/licensing/licence-reminders.service.js';
import { withdrawStalePendingPayments } from '#server/orders/order-transitions.service.js';

// Background jobs inside the server (config.jobsEnabled; off in tests). Each job is safe to run on several servers
// at once: the reminders claim a unique row before sending (server/licensing/licence-reminders.service.ts); a stale
// payment is withdrawn with its order row locked, from Pending Payment only (server/orders/order-transitions.service.ts).

export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;
export const STALE_PAYMENTS_INTERVAL_MS = 5 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 30 * 1000;

export interface JobScheduler {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface JobSchedulerDeps {
  config: Pick<Config, 'jobsEnabled' | 'appUrl' | 'pendingPaymentMaxAgeMinutes'>;
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
  let withdrawing: Promise<void> | null = null;
  const runStalePayments = () => {
    if (withdrawing) return;
    withdrawing = withdrawStalePendingPayments(db, { maxAgeMinutes: config.pendingPaymentMaxAgeMinutes, logger })
      .then((result) => {
        if (result.withdrawn > 0) logger.info(result, 'stale pending payments withdrawn');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'stale payments run failed'))
      .finally(() => {
        withdrawing = null;
      });
  };
  const first = setTimeout(() => {
    runReminders();
    runStalePayments();
  }, firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  const every = setInterval(runReminders, intervalMs ?? REMINDER_INTERVAL_MS);
  const everyFewMinutes = setInterval(runStalePayments, STALE_PAYMENTS_INTERVAL_MS);
  first.unref();
  every.unref();
  everyFewMinutes.unref();
  logger.info({ everyMinutes: Math.round((intervalMs ?? REMINDER_INTERVAL_MS) / 60_000) }, 'background jobs started');
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      clearInterval(everyFewMinutes);
      await Promise.all([running, withdrawing]);
    },
  };
}
