// npm run bench:shop
//
// The shop's filtered partial reload (storefront §7 GET /shop with schoolLevel[] and search, Inertia partial
// headers for products,appliedFilters) against 10,000 products in a fresh embedded database, next to a bare
// Express app that answers the same bytes from memory on the same machine in the same run. Prints requests per
// second, p50 and p99 latency for both, the ratio, and the database's own time for the list queries.
// Findings and the index decision: docs/decisions/025-shop-search-performance.md.
import { createServer } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { ensureReferenceData } from '../prisma/reference-data.js';
import { createApp } from '#server/app.js';
import { ZShopQuery } from '#server/catalog/catalog.schemas.js';
import { shopPageSql } from '#server/catalog/catalog.service.js';
import { loadConfig } from '#server/config.js';
import { IN_MEMORY_PGLITE, openDatabase, type Database } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import type { FrontendAssets } from '#server/http/frontend-assets.js';
import { listen, measure, type Measured } from './support/load.js';

const PRODUCTS = 10_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOAD = { connections: CONNECTIONS, seconds: DURATION_SECONDS };
const SEARCH = 'trusted';
const ASSET_VERSION = 'bench';

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

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A small deterministic generator, so every run measures the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seedCatalogue(database: Database): Promise<{ elementaryId: number }> {
  const db = database.prisma;
  await ensureReferenceData(db);
  const gradeIdsByLevel = new Map<number, number[]>();
  let elementaryId = 0;
  for (const [index, level] of LEVELS.entries()) {
    const created = await db.schoolLevel.create({ data: { name: level.name, slug: slugify(level.name), sortOrder: index + 1 } });
    if (level.name === 'Elementary') elementaryId = created.id;
    const ids: number[] = [];
    for (const grade of level.grades) {
      ids.push((await db.grade.create({ data: { levelId: created.id, name: grade, slug: slugify(grade), sortOrder: ids.length + 1 } })).id);
    }
    gradeIdsByLevel.set(created.id, ids);
  }
  const typeIds: number[] = [];
  for (const [index, name] of TYPES.entries()) typeIds.push((await db.productType.create({ data: { name, slug: slugify(name), sortOrder: index } })).id);

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
        isActive: next() < 0.95,
        sortOrder: n,
      };
    });
    await db.product.createMany({ data: rows });
  }
  return { elementaryId };
}

/** EXPLAIN ANALYZE of the very SQL the shop runs for this request (server/catalog/catalog.service.ts). */
async function explainShopQuery(database: Database, elementaryId: number) {
  const query = ZShopQuery.parse({ schoolLevel: [String(elementaryId)], search: SEARCH });
  const sql = shopPageSql(query, { allowProductType: false }, 1);
  const rows = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, FORMAT TEXT) ${sql.text}`, sql.values);
  const plan = rows.map((row) => row['QUERY PLAN']);
  const scans = plan.filter((line) => /Scan on products/.test(line)).map((line) => line.trim().replace(/^->\s*/, '').replace(/\s+\(cost.*$/, ''));
  console.log(`  ${plan.find((line) => line.startsWith('Execution Time')) ?? '?'} (${scans.join(', ')})`);
}

const started = Date.now();
console.log(`Seeding ${PRODUCTS.toLocaleString('en-US')} products into a fresh embedded database...`);
const database = await openDatabase({ pgliteDataDir: IN_MEMORY_PGLITE });
await applyMigrations(database);
const { elementaryId } = await seedCatalogue(database);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://127.0.0.1', JOBS_ENABLED: 'false' });
const assets: FrontendAssets = { version: () => ASSET_VERSION, headTags: () => '', mount: () => {}, close: async () => {} };
const { app } = createApp({ config, db: database.prisma, logger: pino({ level: 'silent' }), assets });
const shopServer = createServer(app);
const shopBase = await listen(shopServer);

const path = `/shop?schoolLevel[]=${elementaryId}&search=${SEARCH}`;
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
console.log('PostgreSQL time for the page query (EXPLAIN ANALYZE):');
await explainShopQuery(database, elementaryId);

// The same bytes and headers from memory: what Node and Express alone cost on this machine.
const bare = express();
const answerHeaders = { 'content-type': sample.headers.get('content-type') ?? 'application/json', 'x-inertia': 'true', vary: 'X-Inertia' };
bare.get('/shop', (_req, res) => void res.set(answerHeaders).send(body));
const bareServer = createServer(bare);
const bareBase = await listen(bareServer);

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (after a 2 s warm-up)`);
const shop = await measure(`${shopBase}${path}`, headers, LOAD);
const baseline = await measure(`${bareBase}${path}`, headers, LOAD);

const row = (name: string, m: Measured) =>
  `${name.padEnd(28)}${m.requestsPerSecond.toFixed(0).padStart(10)}${`${m.p50} ms`.padStart(10)}${`${m.p99} ms`.padStart(10)}${String(m.errors + m.non2xx).padStart(8)}`;
console.log(`\n${''.padEnd(28)}${'req/s'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'errors'.padStart(8)}`);
console.log(row('shop partial reload', shop));
console.log(row('bare Express, same bytes', baseline));
console.log(
  `\nratio: the shop answers ${(shop.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} x the bare requests per second ` +
    `(1 in ${(baseline.requestsPerSecond / shop.requestsPerSecond).toFixed(1)}); p50 ${(shop.p50 / Math.max(baseline.p50, 1)).toFixed(1)} x`,
);
console.log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);

await new Promise((resolve) => bareServer.close(resolve));
await new Promise((resolve) => shopServer.close(resolve));
await database.close();
process.exit(shop.errors + shop.non2xx > 0 ? 1 : 0);
