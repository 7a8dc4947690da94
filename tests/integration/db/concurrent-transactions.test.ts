import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.js';
import { expectUntouchedByOtherFiles, markAsTouchedByThisFile } from './isolation.js';

// PGlite is one backend behind one socket connection: interactive transactions must queue for it
// and run one after another, never interleaved, never deadlocked.

const onPglite = inject('testDatabaseTemplate').kind === 'pglite';
const TRANSACTIONS = 20;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await expectUntouchedByOtherFiles(database);
  await markAsTouchedByThisFile(database, 'concurrent-transactions');
  await database.query('CREATE TABLE tx_counter (id int PRIMARY KEY, value int NOT NULL)');
});
afterAll(() => database?.close());
beforeEach(() => database.query('TRUNCATE tx_counter; INSERT INTO tx_counter VALUES (1, 0)'));

describe('interactive transactions', () => {
  // A property of the embedded database only (one backend, one connection), so it is defined only there.
  if (onPglite) it(`runs ${TRANSACTIONS} concurrent read-modify-write transactions one at a time on PGlite`, async () => {
    const { prisma } = database;
    const events: string[] = [];

    await Promise.all(
      Array.from({ length: TRANSACTIONS }, (_, index) =>
        prisma.$transaction(async (tx) => {
          events.push(`begin ${index}`);
          // A plain read, no row lock: only a serialized run gives every increment.
          const [row] = await tx.$queryRaw<{ value: number }[]>`SELECT value FROM tx_counter WHERE id = 1`;
          await sleep(2); // hand the event loop to the other transactions
          await tx.$executeRaw`UPDATE tx_counter SET value = ${row.value + 1} WHERE id = 1`;
          events.push(`end ${index}`);
        }),
      ),
    );

    const [counter] = await database.query<{ value: number }>('SELECT value FROM tx_counter WHERE id = 1');
    expect(counter.value).toBe(TRANSACTIONS);
    // Strictly alternating begin i / end i: no transaction started before the previous one ended.
    for (let position = 0; position < events.length; position += 2) {
      const index = events[position].split(' ')[1];
      expect([events[position], events[position + 1]]).toEqual([`begin ${index}`, `end ${index}`]);
    }
  });

  it(`completes ${TRANSACTIONS} concurrent transactions alongside plain queries`, async () => {
    const { prisma } = database;
    const transactions = Array.from({ length: TRANSACTIONS }, () =>
      prisma.$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<{ value: number }[]>`SELECT value FROM tx_counter WHERE id = 1 FOR UPDATE`;
        await tx.$executeRaw`UPDATE tx_counter SET value = ${row.value + 1} WHERE id = 1`;
      }),
    );
    const plainQueries = Array.from({ length: 5 }, () => prisma.$queryRaw<{ one: number }[]>`SELECT 1 AS one`);
    const rawQueries = Array.from({ length: 5 }, () => database.query('SELECT 1'));

    await Promise.all([...transactions, ...plainQueries, ...rawQueries]);

    const [counter] = await database.query<{ value: number }>('SELECT value FROM tx_counter WHERE id = 1');
    expect(counter.value).toBe(TRANSACTIONS);
  });

  it('rolls back a failing transaction and keeps the connection usable', async () => {
    const { prisma } = database;
    const failing = prisma.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE tx_counter SET value = 100 WHERE id = 1`;
      throw new Error('changed my mind');
    });
    const succeeding = prisma.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE tx_counter SET value = value + 1 WHERE id = 1`;
    });

    await expect(failing).rejects.toThrow('changed my mind');
    await succeeding;
    const [counter] = await database.query<{ value: number }>('SELECT value FROM tx_counter WHERE id = 1');
    expect(counter.value).toBe(1);
  });
});
