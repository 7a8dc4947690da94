import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createLicensedProgram } from '#tests/factories/products';
import { createAddress, createSchoolUser } from '#tests/factories/users';
import { startStripeFake, STRIPE_TEST_CARDS, type StripeFake } from '#tests/fakes/stripe-fake';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database';
import { testAssets } from '#tests/support/test-app';
import { providerEnv, saveStripeCard, signInBuyer } from '#tests/integration/checkout/checkout-buyer';

// DESIGN "Payments": card numbers never touch the server. After saving cards and paying with them (and a decline),
// no card number or CVC is anywhere in the database, in the server's logs at their most verbose, or in what the
// server sent Stripe.

const CVC = '7319';
const NUMBERS = [STRIPE_TEST_CARDS.visa, STRIPE_TEST_CARDS.chargeDeclined];

let database: TestDatabase;
let stripe: StripeFake;
let app: Express;
let scratch: string;
const logLines: string[] = [];

beforeAll(async () => {
  stripe = await startStripeFake();
  database = await createTestDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), 'pis-card-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://shop.test',
    MAIL_DIR: path.join(scratch, 'mail'),
    STORAGE_DIR: path.join(scratch, 'storage'),
    TRUST_PROXY: '1',
    ...providerEnv({ stripeUrl: stripe.url }),
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = createApp({ config, db: database.prisma, logger: pino({ level: 'trace' }, sink), assets: testAssets }).app;
});
afterAll(async () => {
  await database.close();
  await stripe.close();
  await rm(scratch, { recursive: true, force: true });
});

const db = () => database.prisma;

/** Stripe.js in the browser, with the buyer typing a CVC this test can look for. */
const browserStripe = () => ({
  createPaymentMethod: (card: { number: string; name?: string }) => stripe.createPaymentMethod({ ...card, cvc: CVC }),
  confirmSetupIntent: (setupIntentId: string, paymentMethodId: string) => stripe.confirmSetupIntent(setupIntentId, paymentMethodId),
});

/** Every row of every table of the shop, as text. */
async function dumpDatabase(): Promise<string> {
  const tables = await database.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const parts: string[] = [];
  for (const { tablename } of tables) {
    const rows = await database.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${tablename}" t`);
    parts.push(...rows.map((entry) => entry.row));
  }
  return parts.join('\n');
}

describe('no card number or CVC is kept or logged', () => {
  it('after saving cards, paying and being declined', async () => {
    const school = await createSchoolUser(db());
    const address = await createAddress(db(), school.id, { isDefault: true });
    const program = await createLicensedProgram(db());
    const buyer = await signInBuyer(app, school);
    await buyer.addToCart(program.id);

    const declined = await saveStripeCard(buyer, browserStripe(), STRIPE_TEST_CARDS.chargeDeclined, false);
    const refused = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: declined.card.id }));
    expect(refused.status).toBe(402);
    const visa = await saveStripeCard(buyer, browserStripe(), STRIPE_TEST_CARDS.visa);
    const paid = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: visa.card.id }));
    expect(paid.status).toBe(200);

    const everything = [await dumpDatabase(), logLines.join(''), JSON.stringify(stripe.requests)].join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    for (const number of NUMBERS) {
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(number.match(/.{4}/g)!.join(' '));
    }
    expect(everything).not.toMatch(/"(cvc|cvv|card_?number)"/i);
    expect(everything).not.toContain(`"${CVC}"`);
    // What is kept: the PaymentMethod id and the display data.
    expect(await db().savedCard.findMany({ where: { userId: school.id }, select: { lastFour: true } })).toEqual(
      expect.arrayContaining([{ lastFour: '4242' }, { lastFour: '0341' }]),
    );
  });
});

