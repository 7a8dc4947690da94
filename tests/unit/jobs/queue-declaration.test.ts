import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { retryOnDeadlock } from '#server/jobs/job-queue.js';

const silent = pino({ level: 'silent' });
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('declaring the job queues while another server does the same', () => {
  it('declares again after PostgreSQL picks this server as the deadlock victim', async () => {
    let calls = 0;
    await retryOnDeadlock(silent, async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
    });
    expect(calls).toBe(3);
  });

  it('gives up after five deadlocks in a row, and never retries any other error', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(silent, async () => {
        calls += 1;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(5);

    calls = 0;
    await expect(
      retryOnDeadlock(silent, async () => {
        calls += 1;
        throw Object.assign(new Error('permission denied'), { code: '42501' });
      }),
    ).rejects.toThrow('permission denied');
    expect(calls).toBe(1);
  });
});
