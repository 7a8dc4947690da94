import type { PrismaClient } from '#server/db/generated/prisma/client.js';

/**
 * A small value read from the database and kept in this server's memory for `ttlMs`, so that every request does
 * not read it again. Other servers' changes show within `ttlMs`; a change made here calls forget() to show at once.
 * Kept per database client, so test apps on different databases never share an entry. A failed read is not kept.
 */
export interface DatabaseCache<T> {
  get(db: PrismaClient): Promise<T>;
  forget(): void;
}

export function databaseCache<T>(ttlMs: number, read: (db: PrismaClient) => Promise<T>): DatabaseCache<T> {
  const entries = new WeakMap<PrismaClient, { readAt: number; generation: number; value: Promise<T> }>();
  let generation = 0;
  return {
    get(db) {
      const cached = entries.get(db);
      if (cached && cached.generation === generation && Date.now() - cached.readAt < ttlMs) return cached.value;
      const value = read(db);
      entries.set(db, { readAt: Date.now(), generation, value });
      value.catch(() => entries.delete(db));
      return value;
    },
    forget() {
      generation += 1;
    },
  };
}
