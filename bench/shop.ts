// npm run bench:shop                                     (embedded PGlite)
// bash scripts/ci/with-postgres.sh npm run bench:shop    (a throw-away PostgreSQL server; or any DATABASE_URL)
//
// The shop's filtered partial reload (storefront §7 GET /shop with schoolLevel[] and search, Inertia partial
// headers for products,appliedFilters) against 10,000 products in a fresh database, next to a bare Express app
// that answers the same bytes from memory on the same machine in the same run, at 10 and 50 connections
// (BENCH_CONNECTIONS=10,50; BENCH_SECONDS each). Prints requests per second, p50 and p99 latency for both and the
// shop's share of the bare figure; before that, PostgreSQL's own execution time (EXPLAIN ANALYZE, the slowest of a
// few runs) of the list and count queries of every filter path, sort and audience, with the index each one uses
// and a check against the 5 ms goal of issue 19.
// Findings and the index decisions: docs/decisions/025-shop-search-performance.md, 101-shop-query-indexes.md.
import { loadavg } from 'node:os';
import { createServer } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { ensureReferenceData } from '../prisma/reference-data.js';
import { createApp } from '#server/app.js';
import { ZShopQuery } from '#server/catalog/catalog.schemas.js';
import { findShopSearchNames, shopCountSql, shopListSql, shopPageSql, type ShopListOptions } from '#server/catalog/catalog.service.js';
import { loadConfig } from '#server/config.js';
import { IN_MEMORY_PGLITE, openDatabase, type Database } from '#server/db/database.js';
import type { Prisma } from '#server/db/generated/prisma/client.js';
import { applyMigrations } from '#server/db/migrations.js';
import type { FrontendAssets } from '#server/http/frontend-assets.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { startCluster, type AppCluster } from './support/app-cluster.js';
import { printProfile, profileWhile } from './support/cpu-profile.js';
import { listen, measure, type Measured } from './support/load.js';

const PRODUCTS = 10_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number).filter((count) => count > 0);
// On PostgreSQL the shop and the bare app are then measured again, each in 2 processes sharing the port through
// node:cluster, the way the deployment runs two app servers on one machine (docs/deploy.md); BENCH_PROCESSES=1 skips
// that. The bare app's processes answer the recorded headers (no ETag of their own).
const MULTI_PROCESS = Number(process.env.BENCH_PROCESSES ?? 2);
// BENCH_PROFILE=1 profiles this process's CPU during the shop's measurements and prints where it went;
// BENCH_PROFILE=path.cpuprofile also saves the profile for Chrome's DevTools.
const PROFILE = process.env.BENCH_PROFILE;
const SEARCH = 'trusted';
const ASSET_VERSION = 'bench';
/** Issue 19 item 5: the list and the count each within this on PostgreSQL. */
const QUERY_GOAL_MS = 5;
const EXPLAIN_RUNS = 5;

const LEVELS = [
  { name: 'Pre-K', grades: ['Pre-K'] },
  { name: 'Kindergarten', grades: ['Kindergarten'] },
  { name: 'Elementary', grades: ['1st Grade', '2nd Grade', '3rd Grade', '4th Grade', '5th Grade'] },
  { name: 'Middle School', grades: ['6th Grade', '7th Grade', '8th Grade'] },
  { name: 'High School', grades: ['9th Grade', '10th Grade', '11th Grade', '12th Grade'] },
];
const TYPES = ['Classroom Program', 'Video', 'Dolls', 'Coloring Book', 'Combo', 'Script'];
const THEMES = ['My Body Belongs to Me', 'Safe and Unsafe Touch', 'Trusted Adults', 'Secrets and Surprises', 'Speaking Up', 'Healthy Boundaries', 'Warning Signs', 'Being an Upstander', 'Online Safety', 'Respect and Consent'];
const FORMATS = ['Classroom Kit', 'Video', 'Coloring Book', 'Parent Guide', 'Activity Pack'];
// The audience of every fifth product in turn: schools twice, parents once, everyone twice (docs/decisions/097).
const AUDIENCES = [ACCOUNT_TYPE.schools, null, ACCOUNT_TYPE.parent, ACCOUNT_TYPE.schools, null];

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(', ');

/** A small deterministic generator, so every run measures the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Catalogue {
  elementaryId: number;
  thirdGradeId: number;
  dollsTypeId: number;
}

async function seedCatalogue(database: Database): Promise<Catalogue> {
  const db = database.prisma;
  await ensureReferenceData(db);
  const gradeIdsByLevel = new Map<number, number[]>();
  const ids = { elementaryId: 0, thirdGradeId: 0, dollsTypeId: 0 };
  for (const [index, level] of LEVELS.entries()) {
    const created = await db.schoolLevel.create({ data: { name: level.name, slug: slugify(level.name), sortOrder: index + 1 } });
    if (level.name === 'Elementary') ids.elementaryId = created.id;
    const gradeIds: number[] = [];
    for (const grade of level.grades) {
      const createdGrade = await db.grade.create({ data: { levelId: created.id, name: grade, slug: slugify(grade), sortOrder: gradeIds.length + 1 } });
      if (grade === '3rd Grade') ids.thirdGradeId = createdGrade.id;
      gradeIds.push(createdGrade.id);
    }
    gradeIdsByLevel.set(created.id, gradeIds);
  }
  const typeIds: number[] = [];
  for (const [index, name] of TYPES.entries()) {
    const created = await db.productType.create({ data: { name, slug: slugify(name), sortOrder: index } });
    if (name === 'Dolls') ids.dollsTypeId = created.id;
    typeIds.push(created.id);
  }

  const next = random(42);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
  const levelIds = [...gradeIdsByLevel.keys()];
  for (let start = 0; start < PRODUCTS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, offset) => {
      const n = start + offset + 1;
      const levelId = pick(levelIds);
      const title = `${pick(THEMES)} ${pick(FORMATS)} ${n}`;
      const priceCents = 500 + Math.floor(next() * 50_000);
      return {
        title,
        slug: `${slugify(title)}-${n}`,
        sku: `BENCH-${n}`,
        priceCents,
        specialPriceCents: next() < 0.2 ? Math.floor(priceCents / 2) : null,
        shortDescription: `Short description of ${title}.`,
        image: '/images/products/placeholder.svg',
        levelId,
        gradeId: next() < 0.8 ? pick(gradeIdsByLevel.get(levelId)!) : null,
        typeId: pick(typeIds),
        accountTypeId: AUDIENCES[n % AUDIENCES.length],
        isActive: next() < 0.95,
        isBestSeller: n % 97 === 0,
        sortOrder: n,
      };
    });
    await db.product.createMany({ data: rows });
  }
  // What autovacuum has done on a server that has been running: planner statistics and a visibility map, so that a
  // count can read an index alone. A VACUUM cannot mark pages that a concurrent snapshot (autovacuum's own analyze of
  // the fresh rows) may still not see, so it is repeated until the pages are all visible.
  for (let attempt = 0; attempt < 20; attempt++) {
    await database.query('VACUUM ANALYZE products');
    const [pages] = await database.query<{ relpages: number; relallvisible: number }>(`SELECT relpages, relallvisible FROM pg_class WHERE relname = 'products'`);
    if (pages.relallvisible >= pages.relpages) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await database.query('ANALYZE');
  return ids;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The scans of the products table in a plan: which index (or none) each filter path uses. */
function productScans(node: PlanNode): string[] {
  const own =
    node['Relation Name'] === 'products' || node['Index Name']?.startsWith('products_')
      ? [`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(productScans)];
}

/** EXPLAIN (ANALYZE, BUFFERS) of the very SQL the shop runs: the slowest execution of a few runs, after one warm-up. */
async function explain(database: Database, sql: Prisma.Sql): Promise<{ ms: number; median: number; scans: string[] }> {
  const times: number[] = [];
  let scans: string[] = [];
  for (let run = 0; run <= EXPLAIN_RUNS; run++) {
    const [row] = await database.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql.text}`,
      sql.values,
    );
    const [{ Plan: plan, 'Execution Time': ms }] = row['QUERY PLAN'];
    if (run > 0) times.push(ms);
    scans = [...new Set(productScans(plan))];
  }
  times.sort((a, b) => a - b);
  return { ms: times[times.length - 1], median: times[Math.floor(times.length / 2)], scans };
}

/** The list and count queries of every filter path, sort and audience of the shop. */
async function explainShopQueries(database: Database, catalogue: Catalogue): Promise<boolean> {
  const everyone: ShopListOptions = { allowProductType: false };
  const cases: [string, Record<string, unknown>, ShopListOptions][] = [
    ['level + search (the load below)', { schoolLevel: [String(catalogue.elementaryId)], search: SEARCH }, everyone],
    ['search: title', { search: SEARCH }, everyone],
    ['search: a level name', { search: 'middle' }, everyone],
    ['search: a grade name', { search: '3rd' }, everyone],
    ['search: no match', { search: 'zebra' }, everyone],
    ['shop as it opens', {}, everyone],
    ['grade', { grade: [String(catalogue.thirdGradeId)] }, everyone],
    ['product type (schools)', { productType: [String(catalogue.dollsTypeId)] }, { allowProductType: true }],
    ['best sellers', { is_best_seller: 'true' }, everyone],
    ['price, low to high', { sort: 'price-asc' }, everyone],
    ['price, high to low', { sort: 'price-desc' }, everyone],
    ['name, A to Z', { sort: 'name-asc' }, everyone],
    ['parents: shop as it opens', {}, { allowProductType: false, audience: 'parents' }],
    ['parents: level', { schoolLevel: [String(catalogue.elementaryId)] }, { allowProductType: false, audience: 'parents' }],
    ['parents: search', { search: SEARCH }, { allowProductType: false, audience: 'parents' }],
  ];
  const judged = database.kind === 'postgres';
  const mark = (ms: number) => (judged ? (ms <= QUERY_GOAL_MS ? ' ✓' : ' ✗') : '');
  let withinGoal = true;
  console.log(
    `\n${database.kind}: EXPLAIN (ANALYZE, BUFFERS) execution time in ms, slowest of ${EXPLAIN_RUNS} runs${judged ? `, goal <= ${QUERY_GOAL_MS} ms` : ' (the goal is for PostgreSQL)'}; ` +
      '"as run" is the one statement the shop sends (the page with its count beside it)',
  );
  console.log(`${'query'.padEnd(34)}${'list'.padStart(10)}${'count'.padStart(10)}${'as run'.padStart(10)}${'(median)'.padStart(10)}  products scanned by (list; count)`);
  const cell = (ms: number) => `${ms.toFixed(2)}${mark(ms)}`.padStart(10);
  for (const [name, raw, options] of cases) {
    const query = ZShopQuery.parse(raw);
    const names = await findShopSearchNames(database.prisma, query.search);
    const list = await explain(database, shopListSql(query, options, names, 1));
    const count = await explain(database, shopCountSql(query, options, names));
    // The one statement the shop sends: the page with the count beside it.
    const asRun = await explain(database, shopPageSql(query, options, names, 1));
    withinGoal &&= list.ms <= QUERY_GOAL_MS && count.ms <= QUERY_GOAL_MS && asRun.ms <= QUERY_GOAL_MS;
    console.log(`${name.padEnd(34)}${cell(list.ms)}${cell(count.ms)}${cell(asRun.ms)}${`(${asRun.median.toFixed(2)})`.padStart(10)}  ${list.scans.join(', ')}; ${count.scans.join(', ')}`);
  }
  if (judged) console.log(withinGoal ? `every query within ${QUERY_GOAL_MS} ms` : `some queries over ${QUERY_GOAL_MS} ms`);
  return withinGoal;
}

const started = Date.now();
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://127.0.0.1', JOBS_ENABLED: 'false' });
const database = await openDatabase(config.database.url ? { url: config.database.url } : { pgliteDataDir: IN_MEMORY_PGLITE });
console.log(`Database: ${database.kind}. Seeding ${PRODUCTS.toLocaleString('en-US')} products into a fresh database... (load average ${loadAverage()})`);
await applyMigrations(database);
const catalogue = await seedCatalogue(database);

const assets: FrontendAssets = { version: () => ASSET_VERSION, headTags: () => '', mount: () => {}, close: async () => {} };
const { app } = createApp({ config, db: database.prisma, logger: pino({ level: 'silent' }), assets });
const shopServer = createServer(app);
const shopBase = await listen(shopServer);

const path = `/shop?schoolLevel[]=${catalogue.elementaryId}&search=${SEARCH}`;
// A returning visitor: the first answer's cookies (the XSRF token; a guest has no session until it needs one) go with every measured request.
const first = await fetch(`${shopBase}${path}`);
const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
const headers = {
  cookie,
  accept: 'text/html, application/xhtml+xml',
  'x-requested-with': 'XMLHttpRequest',
  'x-inertia': 'true',
  'x-inertia-version': ASSET_VERSION,
  'x-inertia-partial-component': 'shop/index',
  'x-inertia-partial-data': 'products,appliedFilters',
};
const sample = await fetch(`${shopBase}${path}`, { headers });
const body = Buffer.from(await sample.arrayBuffer());
const page = JSON.parse(body.toString('utf8')) as { props: { products: { total: number; data: unknown[] } } };
if (sample.status !== 200 || !page.props.products) throw new Error(`unexpected answer ${sample.status}`);
console.log(`GET ${path} (partial: products,appliedFilters) -> ${page.props.products.total} matches, ${body.length} bytes`);

await explainShopQueries(database, catalogue);

// The same bytes and headers from memory: what Node and Express alone cost on this machine.
const bare = express();
const answerHeaders = { 'content-type': sample.headers.get('content-type') ?? 'application/json', 'x-inertia': 'true', vary: 'X-Inertia' };
bare.get('/shop', (_req, res) => void res.set(answerHeaders).send(body));
const bareServer = createServer(bare);
const bareBase = await listen(bareServer);

console.log(`\nautocannon: ${DURATION_SECONDS} s each (after a 2 s warm-up); load average before ${loadAverage()}`);
const results: { connections: number; shop: Measured; baseline: Measured }[] = [];
for (const connections of CONNECTIONS) {
  const load = { connections, seconds: DURATION_SECONDS };
  const measureShop = () => measure(`${shopBase}${path}`, headers, load);
  const profiled = PROFILE ? await profileWhile(measureShop, PROFILE === '1' ? undefined : PROFILE) : null;
  if (profiled) printProfile(`CPU of this process during the shop's ${connections}-connection measurement`, profiled.shares, profiled.topFunctions);
  results.push({ connections, shop: profiled ? profiled.value : await measureShop(), baseline: await measure(`${bareBase}${path}`, headers, load) });
}

// The same, with the app and the bare app each in several processes (PostgreSQL only: PGlite lives in one process).
const multiResults: { connections: number; shop: Measured; baseline: Measured }[] = [];
if (database.kind === 'postgres' && MULTI_PROCESS > 1) {
  const recordedHeaders = Object.entries({ ...answerHeaders, 'content-length': String(body.length) }).flat();
  const clusters: AppCluster[] = [
    await startCluster({ processes: MULTI_PROCESS, role: 'app', databaseUrl: config.database.url }),
    await startCluster({ processes: MULTI_PROCESS, role: 'bare', routes: [{ path: '/shop', status: 200, headers: recordedHeaders, bodyBase64: body.toString('base64') }] }),
  ];
  const [shopCluster, bareCluster] = clusters;
  for (const connections of CONNECTIONS) {
    const load = { connections, seconds: DURATION_SECONDS };
    multiResults.push({
      connections,
      shop: await measure(`${shopCluster.base}${path}`, headers, { ...load, serverProcessesCpuMs: shopCluster.cpuMs }),
      baseline: await measure(`${bareCluster.base}${path}`, headers, { ...load, serverProcessesCpuMs: bareCluster.cpuMs }),
    });
  }
  for (const cluster of clusters) await cluster.close();
}

const row = (name: string, connections: number, m: Measured, share = '') =>
  `${name.padEnd(28)}${String(connections).padStart(6)}${m.requestsPerSecond.toFixed(0).padStart(10)}${`${m.p50} ms`.padStart(10)}${`${m.p99} ms`.padStart(10)}${String(m.errors + m.non2xx).padStart(8)}${share.padStart(12)}`;
console.log(`\n${`${database.kind}, ${PRODUCTS.toLocaleString('en-US')} products`.padEnd(28)}${'conns'.padStart(6)}${'req/s'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'errors'.padStart(8)}${'of bare'.padStart(12)}`);
for (const { connections, shop, baseline } of results) {
  console.log(row('shop partial reload', connections, shop, `${((shop.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`));
  console.log(row('bare Express, same bytes', connections, baseline));
}
if (multiResults.length > 0) {
  console.log(`the app and the bare app in ${MULTI_PROCESS} processes each`);
  for (const { connections, shop, baseline } of multiResults) {
    console.log(row('shop partial reload', connections, shop, `${((shop.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`));
    console.log(row('bare Express, same bytes', connections, baseline));
  }
}
console.log(`issue 19 targets: >= ${database.kind === 'postgres' ? '30' : '15'} % of bare${database.kind === 'postgres' ? ', p99 <= 25 ms at 50 connections' : ''}`);
console.log(`load average after ${loadAverage()}; finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);

await new Promise((resolve) => bareServer.close(resolve));
await new Promise((resolve) => shopServer.close(resolve));
await database.close();
process.exit(results.some(({ shop }) => shop.errors + shop.non2xx > 0) ? 1 : 0);
