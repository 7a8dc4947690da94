import type PgBoss from 'pg-boss';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { DatabaseSessionStore } from '#server/http/session-store.js';
import { pruneStaleLoginThrottles } from '#server/accounts/throttle-pruning.service.js';
import { pruneExpiredRateLimits } from '#server/http/rate-limit.js';
import { sendDueLicenceReminders } from '#server/licensing/licence-reminders.service.js';
import { withdrawStalePendingPayments } from '#server/orders/order-transitions.service.js';

// The periodic jobs (docs/decisions/137). Each queue is `stately`: at most one run waits and one runs, across all
// workers, so a schedule fired by several processes, or a run asked for by hand, never stacks runs up. Each job is
// also safe by itself: a reminder claims its unique row before it is sent (exactly once per licence and kind); a
// stale payment is withdrawn with its order row locked, from Pending Payment only; pruning deletes expired rows.

export const PERIODIC_JOBS = {
  licenceReminders: { name: 'licence-reminders', cron: '0 * * * *', expireInSeconds: 15 * 60 },
  stalePayments: { name: 'withdraw-stale-payments', cron: '*/5 * * * *', expireInSeconds: 4 * 60 },
  pruneExpiredRows: { name: 'prune-expired-rows', cron: '30 * * * *', expireInSeconds: 10 * 60 },
} as const;
export type PeriodicJobName = (typeof PERIODIC_JOBS)[keyof typeof PERIODIC_JOBS]['name'];

/** The queues (idempotent) and, in a worker process, their schedules (pg-boss keeps one per name in the database). */
export async function registerPeriodicJobs(queue: PgBoss, { schedule }: { schedule: boolean }): Promise<void> {
  for (const job of Object.values(PERIODIC_JOBS)) {
    await queue.createQueue(job.name, { name: job.name, policy: 'stately', retryLimit: 1, retryDelay: 60, expireInSeconds: job.expireInSeconds });
    if (schedule) await queue.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
}

export interface PeriodicJobDeps {
  config: Pick<Config, 'appUrl' | 'pendingPaymentMaxAgeMinutes' | 'session'>;
  db: PrismaClient;
  logger: Logger;
  /** The queued mailer: a reminder is claimed, then queued; the mail worker sends it. */
  mailer: Mailer;
  pollingIntervalSeconds?: number;
}

export async function workPeriodicJobs(queue: PgBoss, deps: PeriodicJobDeps): Promise<void> {
  const { db, logger, config } = deps;
  const options = { batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 10 };

  await queue.work(PERIODIC_JOBS.licenceReminders.name, options, async () => {
    const result = await sendDueLicenceReminders({ db, mailer: deps.mailer, logger, appUrl: config.appUrl });
    if (result.sent + result.failed > 0) logger.info(result, 'licence reminders run');
    return result;
  });

  await queue.work(PERIODIC_JOBS.stalePayments.name, options, async () => {
    const result = await withdrawStalePendingPayments(db, { maxAgeMinutes: config.pendingPaymentMaxAgeMinutes, logger });
    if (result.withdrawn > 0) logger.info(result, 'stale pending payments withdrawn');
    return result;
  });

  const sessions = new DatabaseSessionStore(db, config.session.ttlMs);
  await queue.work(PERIODIC_JOBS.pruneExpiredRows.name, options, async () => {
    const result = {
      sessions: await sessions.pruneExpired(),
      loginThrottles: await pruneStaleLoginThrottles(db),
      rateLimits: await pruneExpiredRateLimits(db),
    };
    if (result.sessions + result.loginThrottles + result.rateLimits > 0) logger.info(result, 'expired rows pruned');
    return result;
  });
}
