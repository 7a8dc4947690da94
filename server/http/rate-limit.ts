import { RateLimiterMemory, RateLimiterPrisma, RateLimiterRes, type RateLimiterAbstract, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';

// Fixed-window rate limits through rate-limiter-flexible (docs/decisions/141-143). A shared limit is counted in the
// rate_limits table, so every server process behind the balancer counts against the same row; a local limit is
// counted in this process, only where a per-server count is harmless (the captcha image, decision 142). Failed
// sign-ins keep their own database-backed throttle (server/accounts/login-throttle.ts).

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window after this one. */
  remaining: number;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for the key and says whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  /** Forgets the key's attempts (e.g. after the attempt it guards succeeded). */
  reset(key: string): Promise<void>;
}

export interface RateLimitRule {
  /** Names the limit in the table's keys ("<name>:<key>"): two limiters with one name share their counts. */
  name: string;
  limit: number;
  windowMs: number;
}

// The Prisma client property of the RateLimit model (prisma/schema.prisma), which RateLimiterPrisma writes.
const RATE_LIMIT_MODEL = 'rateLimit';
// While the database cannot count, each limit falls back to this process's count; say so at most this often.
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

/** The window in whole seconds, as rate-limiter-flexible counts it. */
const secondsOf = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

const allowedOf = (res: RateLimiterRes): RateLimitResult => ({ allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 });
const refusedOf = (res: RateLimiterRes): RateLimitResult => ({
  allowed: false,
  remaining: 0,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

function rateLimiterOf(counter: RateLimiterAbstract | RateLimiterStoreAbstract): RateLimiter {
  return {
    async hit(key) {
      try {
        return allowedOf(await counter.consume(key));
      } catch (outcome) {
        // rate-limiter-flexible refuses with the counter's state; anything else is a fault of the counter.
        if (outcome instanceof RateLimiterRes) return refusedOf(outcome);
        throw outcome;
      }
    },
    async reset(key) {
      await counter.delete(key);
    },
  };
}

/** This process's count, which the shared limit falls back to while its table cannot be reached (decision 143). */
class FallbackCounter extends RateLimiterMemory {
  private lastWarningAt = -Infinity;

  constructor(
    rule: RateLimitRule,
    private readonly logger: Logger,
  ) {
    super({ keyPrefix: rule.name, points: rule.limit, duration: secondsOf(rule.windowMs) });
  }

  override consume(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    const now = Date.now();
    if (now - this.lastWarningAt >= FALLBACK_WARNING_INTERVAL_MS) {
      this.lastWarningAt = now;
      this.logger.warn({ rateLimit: this.keyPrefix }, 'rate limit counted in this process: the database did not answer');
    }
    return super.consume(key, points, options);
  }
}

/**
 * A limit every server shares: hits are counted in PostgreSQL (or the embedded PGlite) through Prisma. While the
 * database does not answer, the same limit is counted per process instead (decision 143).
 */
export function createSharedRateLimiter(db: PrismaClient, logger: Logger, rule: RateLimitRule): RateLimiter {
  return rateLimiterOf(
    new RateLimiterPrisma({
      storeClient: db,
      tableName: RATE_LIMIT_MODEL,
      keyPrefix: rule.name,
      points: rule.limit,
      duration: secondsOf(rule.windowMs),
      // Expired rows are deleted by pruneExpiredRateLimits, not by a timer in every limiter of every process.
      clearExpiredByTimeout: false,
      insuranceLimiter: new FallbackCounter(rule, logger),
    }),
  );
}

/** A limit counted in this process only: for a cost each server bears alone, where N servers mean N times the limit. */
export function createLocalRateLimiter(rule: RateLimitRule): RateLimiter {
  return rateLimiterOf(new RateLimiterMemory({ keyPrefix: rule.name, points: rule.limit, duration: secondsOf(rule.windowMs) }));
}

// Each server stamps a window's end with its own clock: rows are pruned this long after it, so a worker whose clock runs
// ahead never deletes a window a server still counts in (a hit on an ended window replaces the row anyway).
export const RATE_LIMIT_PRUNE_MARGIN_MS = 60 * 60_000;

/** Deletes the counts whose window ended over an hour ago (the pruning job's work); returns how many went. */
export async function pruneExpiredRateLimits(db: PrismaClient, now: Date = new Date()): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { expire: { lt: new Date(now.getTime() - RATE_LIMIT_PRUNE_MARGIN_MS) } } });
  return count;
}
