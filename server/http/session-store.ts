import session, { type SessionData } from 'express-session';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
  }
}

export const SESSION_COOKIE = 'pis_session';
/** A session id's random bytes (express-session's default: 24, as 32 base64url characters). */
export const SESSION_ID_BYTES = 24;

/** A session's expiry is pushed forward in the database at most this often; a page view in between writes nothing. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;
/** Sessions read but not yet touched or saved, so the store does not grow when a request ends early. */
const MAX_TRACKED_EXPIRIES = 10_000;

/** express-session store on the `sessions` table. The user id is copied out so a user's sessions can be ended by query. */
export class DatabaseSessionStore extends session.Store {
  /** The stored expiry of each session this request cycle read, for touch() to compare with. */
  private readonly storedExpiry = new Map<string, number>();

  constructor(
    private readonly db: PrismaClient,
    private readonly fallbackTtlMs: number,
    private readonly touchIntervalMs = SESSION_TOUCH_INTERVAL_MS,
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.db.session
      .findUnique({ where: { sid } })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(null, null);
        if (this.storedExpiry.size >= MAX_TRACKED_EXPIRIES) this.storedExpiry.clear();
        this.storedExpiry.set(sid, row.expiresAt.getTime());
        callback(null, row.data as unknown as SessionData);
      })
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, data: SessionData, callback?: (error?: unknown) => void): void {
    this.storedExpiry.delete(sid);
    const expiresAt = this.expiryOf(data);
    const userId = data.userId ?? null;
    const json = JSON.parse(JSON.stringify(data)) as object;
    this.db.session
      .upsert({ where: { sid }, create: { sid, data: json, expiresAt, userId }, update: { data: json, expiresAt, userId } })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Pushes the expiry forward only when the stored one is older than the touch interval (the session rolls). */
  override touch(sid: string, data: SessionData, callback?: () => void): void {
    const stored = this.storedExpiry.get(sid);
    this.storedExpiry.delete(sid);
    const expiresAt = this.expiryOf(data);
    if (stored !== undefined && expiresAt.getTime() - stored < this.touchIntervalMs) {
      callback?.();
      return;
    }
    this.db.session
      .updateMany({ where: { sid }, data: { expiresAt } })
      .then(() => callback?.())
      .catch(() => callback?.());
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.storedExpiry.delete(sid);
    this.db.session
      .deleteMany({ where: { sid } })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Ends every session of the user except `keepSid` (password change, reset). */
  async destroyUserSessions(userId: number, keepSid?: string): Promise<number> {
    const { count } = await this.db.session.deleteMany({
      where: { userId, ...(keepSid ? { sid: { not: keepSid } } : {}) },
    });
    return count;
  }

  async pruneExpired(now = new Date()): Promise<number> {
    const { count } = await this.db.session.deleteMany({ where: { expiresAt: { lte: now } } });
    return count;
  }

  private expiryOf(data: SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.fallbackTtlMs);
  }
}
