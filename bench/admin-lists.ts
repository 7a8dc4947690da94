// npm run bench:admin            (embedded PGlite)
// bash scripts/ci/with-postgres.sh npm run bench:admin   (a throw-away PostgreSQL; or any DATABASE_URL)
//
// The staff lists over a realistic back office (issue 12 "Bad input and scale"): 100,000 orders from 20,000
// customers (schools, sub-users, parents, check payers) with their lines, in a fresh database. A signed-in staff
// member's Inertia visits are measured with autocannon: the orders list with a search and a status filter, the
// orders list as it opens, and the customers list with a search; beside them, in the same run, a bare Express app
// answering the orders list's bytes from memory. Prints req/s, p50 and p99 of each. Goal: p99 <= 50 ms on
// PostgreSQL. Findings: docs/decisions/071-staff-lists.md.
import { createServer } from 'node:http';
import express from 'express';
import pg from 'pg';
import { pino } from 'pino';
import { ensureReferenceData } from '../prisma/reference-data.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { ZCustomerListQuery } from '#server/admin/customer-list.schemas.js';
import { findAdminCustomers } from '#server/admin/customer-list.service.js';
import { ZOrderListQuery } from '#server/admin/order-list.schemas.js';
import { findAdminOrders } from '#server/admin/order-list.service.js';
import { createApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { IN_MEMORY_PGLITE, openDatabase, type Database } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import type { FrontendAssets } from '#server/http/frontend-assets.js';
import { ORDER_STATUS } from '#server/orders/orders.rules.js';
import { defaultPasswordHash, DEFAULT_PASSWORD } from '#tests/factories/users.js';
import { listen, measure, type Measured } from './support/load.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOAD = { connections: CONNECTIONS, seconds: DURATION_SECONDS };
const ASSET_VERSION = 'bench';

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Maria', 'James', 'Linda', 'Carlos', 'Mei', 'Omar', 'Priya', 'Sofia', 'Liam', 'Noah', 'Emma', 'Olivia', 'Lucas', 'Ava', 'Mateo', 'Isabella', 'Ethan'];
const SURNAMES = ['Garcia', 'Smith', 'Nguyen', 'Johnson', 'Patel', 'Brown', 'Lopez', 'Kim', 'Davis', 'Wilson', 'Reyes', 'Moore', 'Clark', 'Lewis', 'Young', 'Hall', 'Allen', 'King', 'Wright', 'Scott'];
const ORG_WORDS = ['Oak', 'Maple', 'Cedar', 'Riverside', 'Lakeside', 'Hillcrest', 'Sunrise', 'Westwood', 'Eastside', 'Northgate'];
const ORG_KINDS = ['Elementary', 'Middle School', 'High School', 'Academy', 'ISD', 'Learning Center'];
// A double-barrelled surname: ~0.25 % of customers, as a staff member looking for one family or school finds.
const SEARCH = 'patel-moore';

const sqlArray = (items: string[]) => `ARRAY[${items.map((item) => `'${item}'`).join(',')}]`;

/**
 * The data, written by PostgreSQL itself (generate_series), so seeding takes seconds on either engine. Deterministic:
 * every value follows from the row number. Surnames are double-barrelled from 20 x 20 words (one word alone matches
 * ~10 % of customers, a whole surname ~0.25 %); the status mix is a shop that has run for years, with some open work.
 */
async function seed(database: Database) {
  const db = database.prisma;
  await ensureReferenceData(db);
  const passwordHash = await defaultPasswordHash();
  for (let index = 0; index < 20; index++) {
    await db.product.create({
      data: { title: `Program ${index + 1}`, slug: `bench-program-${index + 1}`, priceCents: 2000 + index * 1500, isLicensed: index % 4 !== 0, isHardCopy: index % 4 === 0 },
    });
  }
  await database.query(
    `INSERT INTO users (account_type_id, first_name, last_name, email, password_hash, organization_name, email_verified_at, is_active, created_at, updated_at)
     SELECT t.type_id, t.first_name, t.last_name, lower(t.first_name || '.' || t.last_name || '.' || g || '@example.test'), $2,
            CASE WHEN t.type_id = ${ACCOUNT_TYPE.schools} THEN (${sqlArray(ORG_WORDS)})[1 + g * 7 % 10] || ' ' || (${sqlArray(ORG_KINDS)})[1 + g * 11 % 6] || ' ' || g END,
            now(), g % 33 <> 0, now() - (g * 37 % 1000) * interval '1 day', now()
       FROM generate_series(1, $1::int) AS g,
            LATERAL (SELECT CASE WHEN g % 20 < 3 THEN ${ACCOUNT_TYPE.schools} WHEN g % 20 < 5 THEN ${ACCOUNT_TYPE.check} ELSE ${ACCOUNT_TYPE.parent} END AS type_id,
                            (${sqlArray(FIRST_NAMES)})[1 + g * 13 % 20] AS first_name,
                            (${sqlArray(SURNAMES)})[1 + (g / 20) % 20] || '-' || (${sqlArray(SURNAMES)})[1 + (g / 400) % 20] AS last_name) AS t`,
    [CUSTOMERS, passwordHash],
  );
  await database.query(
    `INSERT INTO orders (id, user_id, owner_user_id, status_id, payment_type, payment_provider, first_name, last_name, customer_email,
                         sub_total_cents, total_cents, idempotency_key, cart_fingerprint, terms_accepted_at, license_accepted_at,
                         paid_at, created_at, updated_at)
     SELECT g, u.id, u.id, s.status_id, s.payment_type::payment_type, CASE s.payment_type WHEN 'check' THEN NULL WHEN 'paypal' THEN 'paypal' ELSE 'stripe' END,
            u.first_name, u.last_name, u.email, 0, 0, 'bench-' || g, 'bench', s.placed, s.placed,
            CASE WHEN s.status_id >= ${ORDER_STATUS.paid} OR s.status_id = ${ORDER_STATUS.refunded} THEN s.placed END, s.placed, s.placed
       FROM generate_series(1, $1::int) AS g
       JOIN users u ON u.id = 1 + (g::bigint * 104729 % $2::int)
       CROSS JOIN LATERAL (
         SELECT CASE WHEN u.account_type_id = ${ACCOUNT_TYPE.check} THEN 'check' WHEN g % 5 = 0 THEN 'paypal' ELSE 'credit_card' END AS payment_type,
                CASE WHEN u.account_type_id = ${ACCOUNT_TYPE.check} AND g % 2 = 0 THEN ${ORDER_STATUS.poGenerated}
                     ELSE (ARRAY[9,9,9,9,9,9,9,9,9,9,9,6,6,6,6,8,7,2,1,3,4,5,10])[1 + g * 31 % 23] END AS status_id,
                now() - (g * 7919 % 1000000) * interval '1 minute' * 1.1 AS placed
       ) AS s`,
    [ORDERS, CUSTOMERS],
  );
  await database.query(
    `INSERT INTO order_lines (order_id, product_id, title, unit_price_cents, qty, line_subtotal_cents, line_total_cents, is_licensed, is_hard_copy)
     SELECT o.id, p.id, p.title, p.price_cents, 1 + (o.id + k) % 2, p.price_cents * (1 + (o.id + k) % 2), p.price_cents * (1 + (o.id + k) % 2), p.is_licensed, p.is_hard_copy
       FROM orders o CROSS JOIN LATERAL generate_series(1, 1 + o.id % 3) AS k
       JOIN products p ON p.slug = 'bench-program-' || (1 + (o.id * 7 + k * 3) % 20)`,
  );
  await database.query(
    `UPDATE orders SET sub_total_cents = t.total, total_cents = t.total
       FROM (SELECT order_id, sum(line_total_cents)::int AS total FROM order_lines GROUP BY order_id) AS t WHERE t.order_id = orders.id`,
  );
  await database.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), $1::int)`, [ORDERS]);
  return passwordHash;
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

// Each SQL statement's time as the driver sees it, to tell the database's share from the rest (printed per list).
const statementTimes = new Map<string, number[]>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '?');
  const before = performance.now();
  const result = query.apply(this, args);
  if (result instanceof Promise) {
    void result.then(
      () => statementTimes.set(text, [...(statementTimes.get(text) ?? []), performance.now() - before]),
      () => undefined,
    );
  }
  return result;
} as typeof pg.Client.prototype.query;

const started = Date.now();
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://127.0.0.1', JOBS_ENABLED: 'false', TRUST_PROXY: '1' });
const database = await openDatabase(config.database.url ? { url: config.database.url } : { pgliteDataDir: IN_MEMORY_PGLITE });
console.log(`Database: ${database.kind}. Seeding ${ORDERS.toLocaleString('en-US')} orders from ${CUSTOMERS.toLocaleString('en-US')} customers...`);
await applyMigrations(database);
const passwordHash = await seed(database);
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
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, run] of serviceRuns) {
  const times: number[] = [];
  for (let i = 0; i < 55; i++) {
    if (i === 5) statementTimes.clear();
    const before = performance.now();
    await run();
    if (i >= 5) times.push(performance.now() - before);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(26)} p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms, p99 ${times[Math.ceil(times.length * 0.99) - 1].toFixed(1)} ms`);
  for (const [text, spent] of [...statementTimes].sort((a, b) => median(b[1]) - median(a[1])).slice(0, 3)) {
    console.log(`    ${median(spent).toFixed(1).padStart(7)} ms  ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
  }
}

// The orders list's bytes and headers from memory: what Node and Express alone cost on this machine.
const bare = express();
const firstBody = samples.get(scenarios[0].path)!;
bare.get('/admin/orders', (_req, res) => void res.set({ 'content-type': 'application/json', 'x-inertia': 'true', vary: 'X-Inertia' }).send(firstBody));
const bareServer = createServer(bare);
const bareBase = await listen(bareServer);

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (after a 2 s warm-up)`);
const results: [string, Measured][] = [];
for (const scenario of scenarios) results.push([scenario.name, await measure(`${appBase}${scenario.path}`, headers, LOAD)]);
results.push(['bare Express, same bytes', await measure(`${bareBase}${scenarios[0].path}`, headers, LOAD)]);

const row = (name: string, m: Measured) =>
  `${name.padEnd(28)}${m.requestsPerSecond.toFixed(0).padStart(10)}${`${m.p50} ms`.padStart(10)}${`${m.p99} ms`.padStart(10)}${String(m.errors + m.non2xx).padStart(8)}`;
console.log(`\n${`${database.kind}, ${ORDERS.toLocaleString('en-US')} orders`.padEnd(28)}${'req/s'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'errors'.padStart(8)}`);
for (const [name, measured] of results) console.log(row(name, measured));
console.log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);

await new Promise((resolve) => bareServer.close(resolve));
await new Promise((resolve) => appServer.close(resolve));
await database.close();
process.exit(results.some(([, measured]) => measured.errors + measured.non2xx > 0) ? 1 : 0);
