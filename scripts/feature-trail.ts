// npx tsx scripts/feature-trail.ts
//
// Which server files a feature's request runs, "from the route to the database" (issue 11's measure): the signed-in
// request "apply a promo code" (POST /checkout/validate-promo) and "place an order" (POST /checkout/complete-order,
// a card payment on the test gateway) against the whole app on a fresh embedded database. V8's precise coverage
// counts the functions each request calls; a file counts when one of its functions ran. What a request refused by
// the CSRF check runs too (session, user, CSRF check, error answer) is the frame every request passes through, not
// the feature, and is left out. Each feature is done once beforehand so that first-use work (a lazy import, a
// cache filled) is not counted. Prints the files by folder, capability folders first (docs/architecture.md), and the
// number of SQL statements the request sent (every query of the `pg` client, session and user reads included);
// `--sql` lists them.
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureReferenceData } from '../prisma/reference-data.js';
import { IN_MEMORY_PGLITE, openDatabase } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { createPromoCode } from '#tests/factories/promo-codes.js';
import { createShippingRule, createTaxRate } from '#tests/factories/pricing-rules.js';
import { createProduct } from '#tests/factories/products.js';
import { createAddress, createSavedCard, createUser } from '#tests/factories/users.js';
import { signInBuyer, type CheckoutBuyer } from '#tests/integration/checkout/checkout-buyer.js';
import { createTestApp } from '#tests/support/test-app.js';

const SERVER = path.resolve(fileURLToPath(new URL('../server/', import.meta.url)));
/** The platform folders of docs/architecture.md's module rule; every other folder under server/ is a capability. */
const PLATFORM = new Set(['db', 'http', 'inertia', 'mail', 'shared', '.']);

const LIST_SQL = process.argv.includes('--sql');
/** The statements the `pg` client sent since the last call (the app's pool and the embedded database's alike). */
let statements: string[] = [];
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof sendQuery>) {
  const [config] = args as unknown[];
  statements.push(typeof config === 'string' ? config : String((config as { text?: string } | undefined)?.text));
  return (sendQuery as (...given: unknown[]) => unknown).apply(this, args);
} as typeof sendQuery;

const inspector = new Session();
inspector.connect();
await inspector.post('Profiler.enable');
await inspector.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

/** The server files (relative to server/) whose functions ran since the last call. */
async function filesRunSinceLastCall(): Promise<Set<string>> {
  statements = [];
  const { result } = await inspector.post('Profiler.takePreciseCoverage');
  const files = new Set<string>();
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    const file = fileURLToPath(script.url);
    if (!file.startsWith(SERVER + path.sep) || file.includes(`${path.sep}generated${path.sep}`)) continue;
    if (script.functions.some((fn) => fn.ranges[0].count > 0)) files.add(path.relative(SERVER, file));
  }
  return files;
}

async function filesRunBy(request: () => Promise<unknown>): Promise<Set<string>> {
  await filesRunSinceLastCall();
  await request();
  return filesRunSinceLastCall();
}

const database = await openDatabase({ pgliteDataDir: IN_MEMORY_PGLITE });
await applyMigrations(database);
await ensureReferenceData(database.prisma);
const t = await createTestApp({ db: database.prisma, env: { TRUST_PROXY: '1' } });
await createTaxRate(t.db, { name: 'Texas Sales Tax', rate: 825, state: 'TX' });
await createShippingRule(t.db, { maxSubtotalCents: 10_000, amountCents: 1295, accountTypeIds: [ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent] });
const product = await createProduct(t.db, { priceCents: 5000, isHardCopy: true });

async function buyerWithCart(): Promise<{ buyer: CheckoutBuyer; addressId: number; cardId: number }> {
  const user = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent });
  const address = await createAddress(t.db, user.id, { state: 'TX', isDefault: true });
  const card = await createSavedCard(t.db, user.id, { isDefault: true });
  const buyer = await signInBuyer(t.app, user);
  await buyer.addToCart(product.id, 2);
  return { buyer, addressId: address.id, cardId: card.id };
}

function expectStatus(answer: { status: number; body: unknown }, status: number, what: string) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

const features: Record<string, (buyer: Awaited<ReturnType<typeof buyerWithCart>>) => Promise<void>> = {
  'apply a promo code': async ({ buyer }) => {
    const code = (await createPromoCode(t.db)).code;
    await filesRunSinceLastCall();
    expectStatus(await buyer.post('/checkout/validate-promo', { code, shipping_address: null }), 200, 'validate-promo');
  },
  'place an order': async ({ buyer, addressId, cardId }) => {
    const body = await buyer.placementBody({ addressId, cardId });
    await filesRunSinceLastCall();
    expectStatus(await buyer.completeOrder(body), 200, 'complete-order');
  },
};

async function refusedByCsrfCheck(buyer: CheckoutBuyer) {
  const answer = await buyer.agent.post('/checkout/validate-promo').set({ Accept: 'application/json', 'X-XSRF-TOKEN': 'stale' }).send({ code: 'X' });
  expectStatus(answer, 419, 'a stale token');
}
const frameBuyer = (await buyerWithCart()).buyer;
await refusedByCsrfCheck(frameBuyer);
const frame = await filesRunBy(() => refusedByCsrfCheck(frameBuyer));

const folderOf = (file: string) => path.dirname(file);
for (const [name, run] of Object.entries(features)) {
  await run(await buyerWithCart());
  // Each feature resets the count right before its request.
  await run(await buyerWithCart());
  const sent = statements;
  const ran = await filesRunSinceLastCall();
  const trail = [...ran].filter((file) => !frame.has(file)).sort();
  const capability = trail.filter((file) => !PLATFORM.has(folderOf(file)));
  const folders = [...new Set(capability.map(folderOf))];
  console.log(`\n${name}: ${capability.length} files in ${folders.length} capability folders (${folders.join(', ')}), ` +
    `and ${trail.length - capability.length} platform files`);
  for (const folder of [...folders, ...new Set(trail.map(folderOf).filter((folder) => PLATFORM.has(folder)))]) {
    const files = trail.filter((file) => folderOf(file) === folder).map((file) => path.basename(file, '.ts'));
    console.log(`  ${(folder === '.' ? 'server' : folder).padEnd(11)} ${files.join(', ')}`);
  }
  console.log(`  ${sent.length} SQL statements`);
  if (LIST_SQL) sent.forEach((text, index) => console.log(`    ${String(index + 1).padStart(2)} ${text.replace(/\s+/g, ' ').slice(0, 160)}`));
}

await t.close();
await database.close();
inspector.disconnect();
