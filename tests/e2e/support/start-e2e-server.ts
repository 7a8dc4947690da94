import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import express from 'express';
import path from 'node:path';
import { createApp } from '#server/app.js';
import { SESSION_COOKIE } from '#server/http/session-store.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import { buildAssets, type FrontendAssets } from '#server/http/frontend-assets.js';
import { createLogger } from '#server/logger.js';
import { startJobs } from '#server/jobs/job-queue.js';
import { createMailer } from '#server/mail/mailer.js';
import { createFileStorage } from '#server/shared/create-file-storage.js';
import { seedDemoShop } from '../../../prisma/seed.js';
import { addDays } from '#tests/factories/db.js';
import { createCheckOrder, createPaidOrder } from '#tests/factories/orders.js';
import { createProduct } from '#tests/factories/products.js';
import { createAddress, createUser } from '#tests/factories/users.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { ASSET_VERSION_FILE, E2E_STATE_DIR, MAIL_DIR, PAGING_ACCOUNT, PO_ACCOUNT, SCROLL_PRODUCTS } from './e2e-paths.js';

// The built server on a fresh embedded database with the demo shop, for the browser tests.
rmSync(E2E_STATE_DIR, { recursive: true, force: true });
mkdirSync(E2E_STATE_DIR, { recursive: true });

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '4173',
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`,
  DATABASE_URL: '',
  PGLITE_DATA_DIR: path.join(E2E_STATE_DIR, 'pglite'),
  MAIL_DIR,
  STORAGE_DIR: path.join(E2E_STATE_DIR, 'storage'),
  PAYMENT_GATEWAY: 'test',
  LOG_LEVEL: 'warn',
  // The browser solves a real, small proof-of-work; the tests type faster than a person (docs/decisions/086).
  CAPTCHA_MIN_FILL_SECONDS: '0',
  CAPTCHA_POW_MAX_COUNTER: '40',
});
const database = await openDatabase({ pgliteDataDir: config.database.pgliteDataDir });
await applyMigrations(database);
const storage = createFileStorage(config);
await seedDemoShop(database.prisma, { storage });
await addOrderHistoryForPaging(database.prisma);
await addProductsForScrolling(database.prisma);
await addQuoteWithoutPurchaseOrder(database.prisma);

// The real build, with a version a test can bump the way a deploy changes the manifest.
const built = buildAssets('public');
writeFileSync(ASSET_VERSION_FILE, built.version());
const assets: FrontendAssets = { ...built, version: () => readFileSync(ASSET_VERSION_FILE, 'utf8').trim() };

// E-mail goes through the real queue on this PGlite database, as in the servers (docs/decisions/138); the worker
// polls often, so a message is in the mailbox within a second or so (tests/e2e/support/mailbox.ts waits for it).
// No schedules: reminders and withdrawals do not run behind the tests' backs.
const logger = createLogger(config.logLevel);
const jobs = await startJobs({
  config,
  pool: database.pool,
  db: database.prisma,
  logger,
  transport: createMailer(config, { logger, db: database.prisma }),
  runWorkers: true,
  schedule: false,
  tuning: { pollingIntervalSeconds: 0.5 },
});
const { app, sessionStore } = createApp({ config, db: database.prisma, logger, assets, mailer: jobs.mailer, storage });

// Test-only: the browser tests read the captcha a page was shown from the session it lives in. This wrapper
// exists only in this starter; the application itself never reveals a code.
const e2e = express();
e2e.get('/__e2e/captcha/:purpose', (req, res) => {
  const sid = sessionIdFromCookie(req.headers.cookie, config.session.secret);
  if (!sid) return void res.status(404).send('no session');
  sessionStore.get(sid, (error, data) => {
    const code = data?.captchas?.[req.params.purpose as 'contact' | 'register']?.code;
    if (error || !code) return void res.status(404).send('no captcha');
    res.type('text/plain').send(code);
  });
});
e2e.use(app);
const server = createServer(e2e);
server.listen(config.port, '127.0.0.1', () => console.log(`e2e server on ${config.appUrl}`));
const stop = () => server.close(() => void jobs.stop().then(() => database.close()).then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

/** express-session's signed cookie: "s:" + id + "." + base64 HMAC-SHA256 of the id, without padding. */
function sessionIdFromCookie(header: string | undefined, secret: string): string | undefined {
  const raw = header?.split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`))?.slice(SESSION_COOKIE.length + 1);
  const value = raw ? decodeURIComponent(raw) : '';
  if (!value.startsWith('s:')) return undefined;
  const [sid, signature] = [value.slice(2, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
  const expected = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  const same = expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  return same ? sid : undefined;
}

/** An account with more orders than one page shows (10), so the browser tests can page through My Orders. */
async function addOrderHistoryForPaging(db: typeof database.prisma) {
  const user = await createUser(db, { email: PAGING_ACCOUNT, firstName: 'Paging', lastName: 'Parent' });
  const product = await db.product.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: 'asc' } });
  for (let day = 1; day <= 13; day++) {
    await createPaidOrder(db, { user, lines: [{ product }], createdAt: addDays(new Date(), -day) });
  }
}

/** A check account of its own with one quote waiting for its PO, so no other test's PO changes what it shows. */
async function addQuoteWithoutPurchaseOrder(db: typeof database.prisma) {
  const user = await createUser(db, { email: PO_ACCOUNT, firstName: 'Quinn', lastName: 'Quote', accountTypeId: ACCOUNT_TYPE.check });
  const shippingAddress = await createAddress(db, user.id);
  const product = await db.product.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: 'asc' } });
  await createCheckOrder(db, { user, shippingAddress, lines: [{ product }] });
}

/** Enough products found by one search for four shop pages, listed after the demo catalogue so other tests see it first. */
async function addProductsForScrolling(db: typeof database.prisma) {
  for (let n = 1; n <= SCROLL_PRODUCTS.count; n++) {
    await createProduct(db, { title: `${SCROLL_PRODUCTS.search} ${n}`, sortOrder: 10_000 + n });
  }
}
