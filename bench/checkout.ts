// npm run bench:checkout
//
// Order placement under load (DESIGN "Order placement"): 20 signed-in buyers each place an order for their own
// cart at the same moment, several rounds, on the test payment gateway and a fresh embedded database. Beside it, in
// the same run and the same process, the same number of simultaneous checkout pricing calls
// (POST /checkout/calculate-pricing), the cheapest call that reads the same cart. Prints p50/p99 latency and
// throughput of both and checks that every placement made exactly one paid order with one payment.
//
// BENCH_BUYERS (default 20) and BENCH_ROUNDS (default 5) change the load. DATABASE_URL runs it on PostgreSQL.
// BENCH_PROFILE=1 profiles this process's CPU while the orders are placed and prints where it went (with PostgreSQL
// that is the app alone); BENCH_PROFILE=path.cpuprofile also saves the profile for Chrome's DevTools.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { ensureReferenceData } from '../prisma/reference-data.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { createApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { IN_MEMORY_PGLITE, openDatabase } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import type { FrontendAssets } from '#server/http/frontend-assets.js';
import { ORDER_STATUS } from '#server/orders/orders.rules.js';
import { createShippingRule, createTaxRate } from '#tests/factories/pricing-rules.js';
import { createProduct } from '#tests/factories/products.js';
import { printProfile, profileWhile } from './support/cpu-profile.js';
import { createAddress, createSavedCard, createUser, DEFAULT_PASSWORD } from '#tests/factories/users.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PROFILE = process.env.BENCH_PROFILE;

const assets: FrontendAssets = { version: () => 'bench', headTags: () => '', mount: () => {}, close: async () => {} };

/** One browser: its cookies and CSRF token, JSON calls. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  private token() {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'X-XSRF-TOKEN': this.token(),
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    return { status: response.status, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  async signIn(email: string) {
    await fetch(`${this.base}/login`).then(async (response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      await response.text();
    });
    const answer = await this.call('POST', '/login', { email, password: DEFAULT_PASSWORD });
    if (answer.status !== 200) throw new Error(`sign-in failed for ${email}: ${answer.status}`);
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(name: string, samples: number[], wallMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    calls: samples.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    perSecond: (samples.length / wallMs) * 1000,
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PAYMENT_GATEWAY: 'test', LOG_LEVEL: 'silent', MAIL_DIR: 'storage/bench-mail', TRUST_PROXY: '1' });
  const database = await openDatabase(config.database.url ? { url: config.database.url } : { pgliteDataDir: IN_MEMORY_PGLITE });
  await applyMigrations(database);
  const db = database.prisma;
  await ensureReferenceData(db);
  await createTaxRate(db, { rate: 825, state: 'TX' });
  await createShippingRule(db, { maxSubtotalCents: 10_000, amountCents: 1295, accountTypeIds: [ACCOUNT_TYPE.parent] });
  const products = await Promise.all(Array.from({ length: 3 }, (_, index) => createProduct(db, { priceCents: 1999 + index * 500, isHardCopy: index === 0 })));

  // A mailer that drops messages: the benchmark measures placement, not the file system.
  const mailer = { send: async () => ({ id: 'bench', messageId: 'bench' }), close: () => {} };
  const { app } = createApp({ config, db, logger: pino({ level: 'silent' }), assets, mailer });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const buyers: { address: { id: number }; card: { id: number }; browser: Browser }[] = [];
  for (let index = 0; index < BUYERS; index += 1) {
    const user = await createUser(db, { email: `bench-buyer-${index}@example.test` });
    const address = await createAddress(db, user.id, { isDefault: true, state: 'TX' });
    const card = await createSavedCard(db, user.id, { isDefault: true });
    const browser = new Browser(base);
    await browser.signIn(user.email);
    buyers.push({ address, card, browser });
  }
  console.log(`${BUYERS} buyers signed in (${((performance.now() - startedAt) / 1000).toFixed(1)} s of setup)`);

  const placeSamples: number[] = [];
  const pricingSamples: number[] = [];
  let placeWall = 0;
  let pricingWall = 0;
  // This process's CPU while the orders are placed (app and the benchmark's own HTTP clients): steadier than the
  // latencies on a shared machine, since time spent waiting for a core does not count.
  let placeCpuMs = 0;
  const failures: string[] = [];
  const placingProfiles: { owner: string; ms: number }[][] = [];
  const hottest: { owner: string; ms: number }[][] = [];

  for (let round = 0; round < ROUNDS; round += 1) {
    const bodies = await Promise.all(
      buyers.map(async ({ browser, address, card }, index) => {
        await browser.call('POST', '/cart', { product_id: products[index % products.length].id, qty: 1 + (round % 3) });
        await browser.call('POST', '/cart', { product_id: products[(index + 1) % products.length].id, qty: 1 });
        const cart = await browser.call('GET', '/cart');
        const priced = await browser.call('POST', '/checkout/calculate-pricing', { shipping_address: { id: address.id } });
        return {
          shipping_address: { id: address.id },
          payment_method_id: card.id,
          payment_type: 'credit_card',
          terms_accepted: true,
          license_accepted: true,
          cart_items: cart.json.items,
          pricing: priced.json.pricing,
        };
      }),
    );

    const pricing = await timed(() =>
      Promise.all(
        buyers.map(async ({ browser, address }) => {
          const call = await timed(() => browser.call('POST', '/checkout/calculate-pricing', { shipping_address: { id: address.id } }));
          pricingSamples.push(call.ms);
          if (call.value.status !== 200) failures.push(`pricing answered ${call.value.status}`);
        }),
      ),
    );
    pricingWall += pricing.ms;

    const placeAll = () =>
      Promise.all(
        buyers.map(async ({ browser }, index) => {
          const call = await timed(() => browser.call('POST', '/checkout/complete-order', bodies[index]));
          placeSamples.push(call.ms);
          if (call.value.status !== 200) failures.push(`complete-order answered ${call.value.status}: ${String(call.value.json.message)}`);
        }),
      );
    const cpuBefore = process.cpuUsage();
    const placing = await timed(async () => {
      if (!PROFILE) return placeAll();
      const savePath = PROFILE.endsWith('.cpuprofile') ? PROFILE.replace(/\.cpuprofile$/, `-round${round + 1}.cpuprofile`) : undefined;
      const profiled = await profileWhile(placeAll, savePath);
      placingProfiles.push(profiled.shares);
      hottest.push(profiled.topFunctions);
      return profiled.value;
    });
    placeWall += placing.ms;
    const cpu = process.cpuUsage(cpuBefore);
    placeCpuMs += (cpu.user + cpu.system) / 1000;
  }

  const [orders, paid, payments] = await Promise.all([
    db.order.count(),
    db.order.count({ where: { statusId: ORDER_STATUS.paid } }),
    db.payment.count({ where: { status: 'succeeded' } }),
  ]);
  server.close();
  await database.close();

  const rows = [summary('POST /checkout/complete-order', placeSamples, placeWall), summary('POST /checkout/calculate-pricing', pricingSamples, pricingWall)];
  console.log(`\n${BUYERS} concurrent buyers × ${ROUNDS} rounds, test gateway, ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`);
  console.table(
    rows.map((row) => ({
      call: row.name,
      calls: row.calls,
      'p50 ms': row.p50.toFixed(1),
      'p99 ms': row.p99.toFixed(1),
      'max ms': row.max.toFixed(1),
      'per second': row.perSecond.toFixed(1),
    })),
  );
  if (PROFILE) {
    const profiledMs = placingProfiles.flat().reduce((all, { ms }) => all + ms, 0);
    const sum = (lists: { owner: string; ms: number }[][]) => {
      const totals = new Map<string, number>();
      for (const list of lists) for (const { owner, ms } of list) totals.set(owner, (totals.get(owner) ?? 0) + ms);
      return [...totals].map(([owner, ms]) => ({ owner, ms, share: ms / profiledMs })).sort((a, b) => b.ms - a.ms);
    };
    printProfile(`placing ${BUYERS * ROUNDS} orders (${BUYERS} at a time), this process`, sum(placingProfiles), sum(hottest).slice(0, 15));
  }
  console.log(`CPU while placing: ${(placeCpuMs / (BUYERS * ROUNDS)).toFixed(1)} ms per order (this process, user + system)`);
  console.log(`place-order p50 is ${(rows[0].p50 / rows[1].p50).toFixed(1)}× a pricing call's`);
  console.log(`orders: ${orders}, paid: ${paid}, payments: ${payments} (expected ${BUYERS * ROUNDS} each)`);
  console.log(`total ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  if (failures.length || orders !== BUYERS * ROUNDS || paid !== orders || payments !== orders) {
    console.error(`FAILED: ${failures.length} failed calls${failures.length ? `, first: ${failures[0]}` : ''}`);
    process.exitCode = 1;
  }
}

await main();
