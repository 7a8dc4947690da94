import session, { type SessionData } from 'express-session';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
  }
}

export const SESSION_COOKIE = 'pis_session';

/** express-session store on the `sessions` table. The user id is copied out so a user's sessions can be ended by query. */
export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: PrismaClient,
    private readonly fallbackTtlMs: number,
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.db.session
      .findUnique({ where: { sid } })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(null, null);
        callback(null, row.data as unknown as SessionData);
      })
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, data: SessionData, callback?: (error?: unknown) => void): void {
    const expiresAt = this.expiryOf(data);
    const userId = data.userId ?? null;
    const json = JSON.parse(JSON.stringify(data)) as object;
    this.db.session
      .upsert({ where: { sid }, create: { sid, data: json, expiresAt, userId }, update: { data: json, expiresAt, userId } })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, data: SessionData, callback?: () => void): void {
    this.db.session
      .updateMany({ where: { sid }, data: { expiresAt: this.expiryOf(data) } })
      .then(() => callback?.())
      .catch(() => callback?.());
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
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
