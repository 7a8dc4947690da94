// A small fixed-window counter kept in memory, for light throttles where a restart forgetting the
// counts is harmless (e.g. password-reset e-mails). Failed logins use the database-backed throttle.

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window after this one. */
  remaining: number;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for the key and says whether it is within the limit. */
  hit(key: string, now?: number): RateLimitResult;
  reset(key: string): void;
}

interface Window {
  count: number;
  endsAt: number;
}

// Entries are swept when the map grows past this, so a flood of distinct keys cannot grow it without bound.
const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, Window>();

  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  };

  return {
    hit(key, now = Date.now()) {
      if (windows.size >= SWEEP_THRESHOLD) sweep(now);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= limit;
      return {
        allowed,
        remaining: Math.max(0, limit - window.count),
        retryAfterSeconds: allowed ? 0 : Math.ceil((window.endsAt - now) / 1000),
      };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
