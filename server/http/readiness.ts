import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { PROJECT_MIGRATION_PATHS } from '#server/db/migrations.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import type { Logger } from '#server/logger.js';

// What /readyz checks (docs/decisions/145): the database answers, every migration of the folder is applied, and the
// file storage takes a write. Each check has a time limit, so a hung database gives 503 instead of a hung probe.

export type ReadinessCheckName = 'database' | 'migrations' | 'storage';
export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; error: string };

export interface ReadinessReport {
  status: 'ready' | 'not ready' | 'shutting down';
  /** The checks that failed (or `shutdown` while the server drains). */
  failing: (ReadinessCheckName | 'shutdown')[];
  checks: Partial<Record<ReadinessCheckName, CheckResult>>;
}

export interface ReadinessDeps {
  db: PrismaClient;
  storage: FileStorage;
  logger: Logger;
  /** The migrations folder to compare with `_prisma_migrations`. Default: prisma/migrations. */
  migrationsDir?: string;
  /** Per check. Default 3 s. */
  timeoutMs?: number;
}

interface MigrationRow {
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Public answers say what failed, not the database's address or a file path: the details go to the log. */
class CheckFailure extends Error {}

const STORAGE_PROBE_PREFIX = 'probes/readyz/';

/** Runs the three checks together; concurrent probes share one run. */
export function createReadinessChecker(deps: ReadinessDeps): () => Promise<ReadinessReport> {
  const timeoutMs = deps.timeoutMs ?? 3000;
  const migrationsDir = deps.migrationsDir ?? PROJECT_MIGRATION_PATHS.migrationsDir;
  let folder: Promise<string[]> | undefined;
  let running: Promise<ReadinessReport> | undefined;

  const checks: Record<ReadinessCheckName, () => Promise<void>> = {
    database: async () => {
      await deps.db.$queryRaw`SELECT 1`;
    },
    migrations: async () => {
      // The folder ships with the release and never changes while it runs: read it once (again after a failure).
      folder ??= readMigrationFolderNames(migrationsDir).catch((error: unknown) => {
        folder = undefined;
        throw error;
      });
      const expected = await folder;
      const [table] = await deps.db.$queryRaw<{ present: boolean }[]>`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`;
      if (!table?.present) throw new CheckFailure(`${expected.length} pending`);
      const rows = await deps.db.$queryRaw<MigrationRow[]>`SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations`;
      const live = rows.filter((row) => row.rolled_back_at === null);
      const applied = new Set(live.filter((row) => row.finished_at !== null).map((row) => row.migration_name));
      const failed = live.filter((row) => row.finished_at === null).length;
      const pending = expected.filter((name) => !applied.has(name)).length;
      if (failed > 0) throw new CheckFailure(`${failed} failed`);
      if (pending > 0) throw new CheckFailure(`${pending} pending`);
    },
    storage: async () => {
      const key = `${STORAGE_PROBE_PREFIX}${randomUUID()}`;
      await deps.storage.putBytes(key, new TextEncoder().encode('ready'));
      await deps.storage.remove(key);
    },
  };

  const runCheck = async (name: ReadinessCheckName): Promise<CheckResult> => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        checks[name](),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new CheckFailure(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return { ok: true, ms: elapsed() };
    } catch (error) {
      const publicError = error instanceof CheckFailure ? error.message : name === 'storage' ? 'not writable' : 'unreachable';
      deps.logger.warn({ err: error, check: name }, `readiness check ${name} failed`);
      return { ok: false, ms: elapsed(), error: publicError };
    } finally {
      clearTimeout(timer);
    }
  };

  const runAll = async (): Promise<ReadinessReport> => {
    const names: ReadinessCheckName[] = ['database', 'migrations', 'storage'];
    const results = await Promise.all(names.map(runCheck));
    const checks = Object.fromEntries(names.map((name, index) => [name, results[index]])) as Record<ReadinessCheckName, CheckResult>;
    const failing = names.filter((name) => !checks[name].ok);
    return { status: failing.length === 0 ? 'ready' : 'not ready', failing, checks };
  };

  return () => {
    running ??= runAll().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** The migration folders (`<timestamp>_<name>` holding migration.sql), as `prisma migrate deploy` reads them. */
async function readMigrationFolderNames(migrationsDir: string): Promise<string[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}
