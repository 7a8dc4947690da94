import PgBoss from 'pg-boss';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';

// The reminder job runs on the servers' pg-boss workers on an hourly schedule (docs/decisions/137). The cluster test
// cannot wait for the hour, so it asks for runs the way an operator would: by sending jobs to the queue, which
// whichever worker polls first takes. Queue and schema are pg-boss's as the app creates them.

export const REMINDER_QUEUE = 'licence-reminders';
const SCHEMA = 'pgboss';

export interface ReminderRuns {
  /** Sends one run to the queue (the queue keeps at most one waiting). */
  ask(): Promise<void>;
  /** Runs finished by any worker so far. */
  completed(): Promise<number>;
  /** Runs waiting or running. */
  pending(): Promise<number>;
  close(): Promise<void>;
}

/** The queue's handle, or null when the app has no such queue (jobs on an in-process timer instead). */
export async function openReminderRuns(databaseUrl: string, db: PrismaClient): Promise<ReminderRuns | null> {
  const [found] = await db.$queryRawUnsafe<{ present: boolean }[]>(
    `SELECT to_regclass('${SCHEMA}.queue') IS NOT NULL AS present`,
  );
  if (!found?.present) return null;
  const [queue] = await db.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) AS count FROM ${SCHEMA}.queue WHERE name = $1`, REMINDER_QUEUE);
  if (!queue || Number(queue.count) === 0) return null;

  const boss = new PgBoss({ connectionString: databaseUrl, schema: SCHEMA, max: 2, migrate: false, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  return {
    async ask() {
      await boss.send(REMINDER_QUEUE, {});
    },
    async completed() {
      const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) AS count FROM ${SCHEMA}.job WHERE name = $1 AND state = 'completed'`, REMINDER_QUEUE);
      return Number(row?.count ?? 0);
    },
    async pending() {
      const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(
        `SELECT count(*) AS count FROM ${SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
        REMINDER_QUEUE,
      );
      return Number(row?.count ?? 0);
    },
    close: () => boss.stop({ graceful: false, wait: true }),
  };
}
