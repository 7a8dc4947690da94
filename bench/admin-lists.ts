// npm run bench:admin            (embedded PGlite)
// bash scripts/ci/with-postgres.sh npm run bench:admin   (a throw-away PostgreSQL; or any DATABASE_URL)
//
// The staff lists over a realistic back office (issue 12 "Bad input and scale"): 100,000 orders from 20,000
// customers (schools, sub-users, parents, check payers) with their lines, in a fresh database. A signed-in staff
// member's Inertia visits are measured with autocannon: the orders list with a search and a status filter, the
// orders list as it opens, and the customers list with a search; beside them, in the same run, a bare Express app
// answering the orders list's bytes from memory. Prints req/s, p50 and p99 of each. Goal: p99 <= 50 ms on
// PostgreSQL. Findings: docs/decisions/071-staff-lists.md.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { pino } from 'pino';
import { ensureReferenceData } from '../prisma/reference-data.js';
import { ACCOUNT_TYPE } from '#server/accounts/roles.js';
import { ZCustomerListQuery } from '#server/admin/customer-list.schemas.js';
import { findAdminCustomers } from '#server/admin/customer-list.service.js';
import { ZOrderListQuery } from '#server/admin/order-list.schemas.js';
import { findAdminOrders } from '#server/admin/order-list.service.js';
import { createApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { Prisma } from '#server/db/generated/prisma/client.js';
import { IN_MEMORY_PGLITE, openDatabase } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import type { FrontendAssets } from '#server/http/frontend-assets.js';
import { ORDER_STATUS } from '#server/orders/order-statuses.js';
import { defaultPasswordHash, DEFAULT_PASSWORD } from '#tests/factories/users.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ASSET_VERSION = 'bench';
const BATCH = 5000;

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Maria', 'James', 'Linda', 'Carlos', 'Mei', 'Omar', 'Priya', 'Sofia', 'Liam', 'Noah', 'Emma', 'Olivia', 'Lucas', 'Ava', 'Mateo', 'Isabella', 'Ethan'];
const LAST_NAMES = Array.from({ length: 400 }, (_, index) => `${['Garcia', 'Smith', 'Nguyen', 'Johnson', 'Patel', 'Brown', 'Lopez', 'Kim', 'Davis', 'Wilson'][index % 10]}${index < 10 ? '' : `-${['Reyes', 'Moore', 'Clark', 'Lewis', 'Young', 'Hall', 'Allen', 'King', 'Wright', 'Scott'][Math.floor(index / 10) % 10]}${Math.floor(index / 100) || ''}`}`);
const ORG_WORDS = ['Oak', 'Maple', 'Cedar', 'Riverside', 'Lakeside', 'Hillcrest', 'Sunrise', 'Westwood', 'Eastside', 'Northgate'];
const ORG_KINDS = ['Elementary', 'Middle School', 'High School', 'Academy', 'ISD', 'Learning Center'];
const SEARCH = 'patel';

/** A small deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const next = random(7);
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];

/** Status mix of a shop that has run for years: mostly done, some open work. */
function pickStatus(): number {
  const roll = next();
  if (roll < 0.55) return ORDER_STATUS.completed;
  if (roll < 0.75) return ORDER_STATUS.paid;
  if (roll < 0.8) return ORDER_STATUS.shipped;
  if (roll < 0.83) return ORDER_STATUS.processing;
  if (roll < 0.88) return ORDER_STATUS.poGenerated;
  if (roll < 0.91) return ORDER_STATUS.pendingPayment;
  if (roll < 0.94) return ORDER_STATUS.paymentFailed;
  if (roll < 0.96) return ORDER_STATUS.cancelled;
  if (roll < 0.98) return ORDER_STATUS.refunded;
  return ORDER_STATUS.partiallyRefunded;
}

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['prisma']) {
  await ensureReferenceData(db);
  const passwordHash = await defaultPasswordHash();
  const products = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      db.product.create({
        data: { title: `Program ${index + 1}`, slug: `bench-program-${index + 1}`, priceCents: 2000 + index * 1500, isLicensed: index % 4 !== 0, isHardCopy: index % 4 === 0 },
      }),
    ),
  );

  const users: Prisma.UserCreateManyInput[] = [];
  for (let n = 1; n <= CUSTOMERS; n++) {
    const roll = next();
    const accountTypeId = roll < 0.15 ? ACCOUNT_TYPE.schools : roll < 0.25 ? ACCOUNT_TYPE.check : ACCOUNT_TYPE.parent;
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    users.push({
      accountTypeId,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${n}@example.test`.toLowerCase(),
      passwordHash,
      organizationName: accountTypeId === ACCOUNT_TYPE.schools ? `${pick(ORG_WORDS)} ${pick(ORG_KINDS)} ${n}` : null,
      emailVerifiedAt: new Date(),
      isActive: next() > 0.03,
      createdAt: new Date(Date.UTC(2023, 0, 1) + Math.floor(next() * 1000) * 86_400_000),
    });
  }
  for (let start = 0; start < users.length; start += BATCH) await db.user.createMany({ data: users.slice(start, start + BATCH) });
  const customers = await db.user.findMany({ select: { id: true, firstName: true, lastName: true, email: true, accountTypeId: true }, orderBy: { id: 'asc' } });

  const firstOrderId = 1;
  const since = Date.UTC(2024, 0, 1);
  const span = Date.now() - since;
  for (let start = 0; start < ORDERS; start += BATCH) {
    const orders: Prisma.OrderCreateManyInput[] = [];
    const lines: Prisma.OrderLineCreateManyInput[] = [];
    for (let offset = 0; offset < Math.min(BATCH, ORDERS - start); offset++) {
      const id = firstOrderId + start + offset;
      const customer = pick(customers);
      const statusId = customer.accountTypeId === ACCOUNT_TYPE.check && next() < 0.5 ? ORDER_STATUS.poGenerated : pickStatus();
      const createdAt = new Date(since + Math.floor(next() * span));
      const orderLines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({ product: pick(products), qty: 1 + Math.floor(next() * 2) }));
      const subTotalCents = orderLines.reduce((sum, line) => sum + line.product.priceCents * line.qty, 0);
      const paymentType = customer.accountTypeId === ACCOUNT_TYPE.check ? 'check' : next() < 0.8 ? 'credit_card' : 'paypal';
      orders.push({
        id,
        userId: customer.id,
        ownerUserId: customer.id,
        statusId,
        paymentType,
        paymentProvider: paymentType === 'check' ? null : paymentType === 'paypal' ? 'paypal' : 'stripe',
        firstName: customer.firstName,
        lastName: customer.lastName,
        customerEmail: customer.email,
        subTotalCents,
        totalCents: subTotalCents,
        idempotencyKey: `bench-${id}`,
        cartFingerprint: 'bench',
        termsAcceptedAt: createdAt,
        licenseAcceptedAt: createdAt,
        paidAt: statusId >= ORDER_STATUS.paid || statusId === ORDER_STATUS.refunded ? createdAt : null,
        createdAt,
      });
      for (const line of orderLines) {
        lines.push({
          orderId: id,
          productId: line.product.id,
          title: line.product.title,
          unitPriceCents: line.product.priceCents,
          qty: line.qty,
          lineSubtotalCents: line.product.priceCents * line.qty,
          lineTotalCents: line.product.priceCents * line.qty,
          isLicensed: line.product.isLicensed,
          isHardCopy: line.product.isHardCopy,
        });
      }
    }
    await db.order.createMany({ data: orders });
    await db.orderLine.createMany({ data: lines });
  }
  return passwordHash;
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Measured> {
  // A short warm-up first (JIT, connection pool, PostgreSQL caches), then the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** Signs the staff member in as the login page does; returns the cookies of the session. */
async function signIn(base: string, email: string): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  keep(await fetch(`${base}/login`));
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const answer = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''), Cookie: cookie() },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  keep(answer);
  if (answer.status !== 200) throw new Error(`staff sign-in failed: ${answer.status} ${await answer.text()}`);
  return cookie();
}

const started = Date.now();
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://127.0.0.1', JOBS_ENABLED: 'false', TRUST_PROXY: 'true' });
const database = await openDatabase(config.database.url ? { url: config.database.url } : { pgliteDataDir: IN_MEMORY_PGLITE });
console.log(`Database: ${database.kind}. Seeding ${ORDERS.toLocaleString('en-US')} orders from ${CUSTOMERS.toLocaleString('en-US')} customers...`);
await applyMigrations(database);
const passwordHash = await seed(database.prisma);
const staff = await database.prisma.user.create({ data: { accountTypeId: ACCOUNT_TYPE.administrator, firstName: 'Bench', lastName: 'Staff', email: 'staff@bench.test', passwordHash, emailVerifiedAt: new Date() } });
await database.query('ANALYZE');
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const assets: FrontendAssets = { version: () => ASSET_VERSION, headTags: () => '', mount: () => {}, close: async () => {} };
const { app } = createApp({ config, db: database.prisma, logger: pino({ level: 'silent' }), assets });
const appServer = createServer(app);
const appBase = await listen(appServer);
const headers = {
  cookie: await signIn(appBase, staff.email),
  accept: 'text/html, application/xhtml+xml',
  'x-requested-with': 'XMLHttpRequest',
  'x-inertia': 'true',
  'x-inertia-version': ASSET_VERSION,
  'x-forwarded-for': '203.0.113.50',
};

const scenarios = [
  { name: 'orders: search + status', path: `/admin/orders?search=${SEARCH}&status=${ORDER_STATUS.completed}` },
  { name: 'orders: first page', path: '/admin/orders' },
  { name: 'customers: search', path: `/admin/customers?search=${SEARCH}` },
];
const samples = new Map<string, Buffer>();
for (const scenario of scenarios) {
  const answer = await fetch(`${appBase}${scenario.path}`, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200) throw new Error(`${scenario.path} answered ${answer.status}: ${body.toString('utf8').slice(0, 300)}`);
  const page = JSON.parse(body.toString('utf8')) as { props: { orders?: { total: number }; customers?: { total: number } } };
  console.log(`GET ${scenario.path} -> ${(page.props.orders ?? page.props.customers)?.total.toLocaleString('en-US')} matches, ${body.length} bytes`);
  samples.set(scenario.path, body);
}

// The list queries alone (count + page + their lookups), one at a time: the database's share of an answer.
console.log('\nlist services alone, sequential (50 runs each):');
const serviceRuns: [string, () => Promise<unknown>][] = [
  ['orders: search + status', () => findAdminOrders(database.prisma, ZOrderListQuery.parse({ search: SEARCH, status: String(ORDER_STATUS.completed) }))],
  ['orders: first page', () => findAdminOrders(database.prisma, ZOrderListQuery.parse({}))],
  ['customers: search', () => findAdminCustomers(database.prisma, ZCustomerListQuery.parse({ search: SEARCH }))],
];
for (const [name, run] of serviceRuns) {
  const times: number[] = [];
  for (let i = 0; i < 55; i++) {
    const before = performance.now();
    await run();
    if (i >= 5) times.push(performance.now() - before);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(26)} p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms, p99 ${times[Math.ceil(times.length * 0.99) - 1].toFixed(1)} ms`);
}

// The orders list's bytes and headers from memory: what Node and Express alone cost on this machine.
const bare = express();
const firstBody = samples.get(scenarios[0].path)!;
bare.get('/admin/orders', (_req, res) => void res.set({ 'content-type': 'application/json', 'x-inertia': 'true', vary: 'X-Inertia' }).send(firstBody));
const bareServer = createServer(bare);
const bareBase = await listen(bareServer);

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (after a 2 s warm-up)`);
const results: [string, Measured][] = [];
for (const scenario of scenarios) results.push([scenario.name, await measure(`${appBase}${scenario.path}`, headers)]);
results.push(['bare Express, same bytes', await measure(`${bareBase}${scenarios[0].path}`, headers)]);

const row = (name: string, m: Measured) =>
  `${name.padEnd(28)}${m.requestsPerSecond.toFixed(0).padStart(10)}${`${m.p50} ms`.padStart(10)}${`${m.p99} ms`.padStart(10)}${String(m.errors + m.non2xx).padStart(8)}`;
console.log(`\n${`${database.kind}, ${ORDERS.toLocaleString('en-US')} orders`.padEnd(28)}${'req/s'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'errors'.padStart(8)}`);
for (const [name, measured] of results) console.log(row(name, measured));
console.log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);

await new Promise((resolve) => bareServer.close(resolve));
await new Promise((resolve) => appServer.close(resolve));
await database.close();
process.exit(results.some(([, measured]) => measured.errors + measured.non2xx > 0) ? 1 : 0);
