import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '#server/db/generated/prisma/client';
import { databaseCache } from '#server/shared/database-cache';

const clientA = {} as PrismaClient;
const clientB = {} as PrismaClient;

describe('databaseCache', () => {
  afterEach(() => vi.useRealTimers());

  it('reads once per client within the time to live, and again after it', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async (db: PrismaClient) => (db === clientA ? 'a' : 'b'));
    const cache = databaseCache(60_000, read);
    expect(await cache.get(clientA)).toBe('a');
    expect(await cache.get(clientA)).toBe('a');
    expect(await cache.get(clientB)).toBe('b');
    expect(read).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    await cache.get(clientA);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads again after forget()', async () => {
    let version = 0;
    const cache = databaseCache(60_000, async () => ++version);
    expect(await cache.get(clientA)).toBe(1);
    cache.forget();
    expect(await cache.get(clientA)).toBe(2);
    expect(await cache.get(clientA)).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValueOnce('read');
    const cache = databaseCache(60_000, read);
    await expect(cache.get(clientA)).rejects.toThrow('connection lost');
    expect(await cache.get(clientA)).toBe('read');
  });
});
