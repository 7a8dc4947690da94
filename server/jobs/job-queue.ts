import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { createMailQueue, createQueuedMailer, workMailQueue } from '#server/mail/mail-queue.js';
import type { Mailer, MailTransport } from '#server/mail/mailer.js';
import { mailDeliveryHooks } from './mail-delivery-hooks.js';
import { registerPeriodicJobs, workPeriodicJobs, type PeriodicJobName } from './periodic-jobs.js';

// The job queue (issue 16 item 2; docs/decisions/136, 137): pg-boss 10 in its own schema of the app's database,
// reached through the app's own pg pool, so the same queue runs on PostgreSQL and on embedded PGlite (one pooled
// connection there). Every process starts it, because every process enqueues e-mail; the workers (mail, reminders,
// stale payments, pruning) run only where asked: `npm run jobs`, and the web process when JOBS_ENABLED.

export const JOB_QUEUE_SCHEMA = 'pgboss';
/** How long stop() waits for running jobs before handing them back to the queue (the shutdown budget is 10 s). */
export const JOB_STOP_TIMEOUT_MS = 8_000;

export interface JobsDeps {
  config: Pick<Config, 'appUrl' | 'pendingPaymentMaxAgeMinutes' | 'session'>;
  /** The app's pool (Database.pool): pg-boss's SQL goes through it. */
  pool: Pick<pg.Pool, 'query'>;
  db: PrismaClient;
  logger: Logger;
  /** The real mailer (file or SMTP, recording sent_emails) the mail worker sends through. */
  transport: MailTransport;
  /** Run the workers in this process. */
  runWorkers: boolean;
  /**
   * Keep the periodic jobs' schedules (and run pg-boss's cron clock) here; default: with the workers. The browser
   * tests' server sends mail but keeps the shop still (no withdrawals or reminders behind the tests' backs).
   */
  schedule?: boolean;
  /** Tests poll faster and retry mail sooner. */
  tuning?: { pollingIntervalSeconds?: number; mailRetryDelaySeconds?: number; mailRetryLimit?: number };
}

export interface Jobs {
  /** The Mailer for the app: queues every message. */
  mailer: Mailer;
  queue: PgBoss;
  /** Queues one run of a periodic job now (at most one waits at a time, whoever asks). */
  runNow(name: PeriodicJobName): Promise<void>;
  /** Stops polling and waits (up to JOB_STOP_TIMEOUT_MS) for running jobs; unfinished ones are retried elsewhere. */
  stop(): Promise<void>;
}

const DEADLOCK_DETECTED = '40P01';
const QUEUE_DECLARATION_TRIES = 5;

// Two servers starting together both declare the queues; pg-boss's create_queue attaches a partition to its job
// table, and two of those at once can deadlock. Each declaration is one statement (rolled back whole) and
// idempotent, so the loser simply declares again.
export async function retryOnDeadlock(logger: Logger, declare: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await declare();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== DEADLOCK_DETECTED || attempt >= QUEUE_DECLARATION_TRIES) throw error;
      logger.warn({ attempt }, 'job queues declared by another server at the same time; declaring again');
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

export async function startJobs(deps: JobsDeps): Promise<Jobs> {
  const { logger, runWorkers, tuning = {} } = deps;
  const schedule = runWorkers && (deps.schedule ?? true);
  const queue = new PgBoss({
    db: { executeSql: (text, values) => deps.pool.query(text, values) },
    schema: JOB_QUEUE_SCHEMA,
    // Creates (or upgrades) the schema at start; concurrent starts are safe (pg-boss takes an advisory lock).
    migrate: true,
    // Maintenance (expiring, archiving) and the cron clock run with the workers only; an enqueue-only web
    // process just writes jobs.
    supervise: runWorkers,
    schedule,
    // A mail job carries the whole message, one-time links included: finished jobs leave the queue after an hour
    // and the archive after a day (pg-boss's defaults are 12 hours and 7 days). docs/decisions/138.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
  });
  queue.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  await queue.start();
  await retryOnDeadlock(logger, async () => {
    await createMailQueue(queue, { retryDelaySeconds: tuning.mailRetryDelaySeconds, retryLimit: tuning.mailRetryLimit });
    await registerPeriodicJobs(queue, { schedule });
  });
  const mailer = createQueuedMailer(queue);

  if (runWorkers) {
    const polling = { pollingIntervalSeconds: tuning.pollingIntervalSeconds };
    await workMailQueue(queue, { transport: deps.transport, logger, hooks: mailDeliveryHooks(deps.db), ...polling });
    await workPeriodicJobs(queue, { ...deps, mailer, ...polling });
    logger.info({ schema: JOB_QUEUE_SCHEMA }, 'job workers started');
  }

  let stopped = false;
  return {
    mailer,
    queue,
    async runNow(name) {
      await queue.send(name, {});
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await queue.stop({ graceful: true, wait: true, close: false, timeout: JOB_STOP_TIMEOUT_MS });
      deps.transport.close();
    },
  };
}
