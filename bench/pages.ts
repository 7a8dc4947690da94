// npm run bench:pages                                      (embedded PGlite, in memory)
// bash scripts/ci/with-postgres.sh npm run bench:pages     (PGlite, then a throw-away PostgreSQL; or any DATABASE_URL)
//
// Inertia visits of the pages a shopper opens most (issue 19 item 7): a static content page, home, the shop, a
// product's detail page and My Orders signed in, on the demo shop (prisma/seed.ts) in a fresh database. Every
// connection is its own browser after its first visit: a guest who answered the visitor-type question (so it has a
// session, as a browser that has clicked once does), or the demo parent signed in. Each page is measured with
// autocannon at 10 and 50 connections beside a bare Express app answering the very bytes the app answered (status,
// headers, body; compressed the same way when the app compressed) from memory in the same run. Prints req/s, p50,
// p99, this process's CPU time per request, the ratio to bare, the answer's size and its Content-Encoding.
//
// BENCH_SECONDS (default 5) per measurement after a 2 s warm-up; BENCH_CONNECTIONS (default "10,50");
// BENCH_ENGINES (default "pglite,postgres,postgres-x2"; PostgreSQL only when DATABASE_URL is set). "postgres-x2" runs
// the app, and the bare app beside it, in two processes sharing the port through node:cluster, the way the deployment
// runs two app servers on one machine (docs/deploy.md); the others serve from this process. "pglite-worker" runs the
// embedded database on a worker thread (PGLITE_WORKER_THREAD=true, docs/decisions/103), to compare.
// BENCH_PAGES (default all): the pages to measure, by path, comma-separated (e.g. "/privacy-policy"); "product" is the
// product's detail page. For a CPU profile of the server: `NODE_ENV=production node --cpu-prof --import tsx bench/pages.ts`.
import { request as httpRequest, createServer, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import os from 'node:os';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoShop } from '../prisma/seed.js';
import { IN_MEMORY_PGLITE, openDatabase, type Database } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import { addDays } from '#tests/factories/db.js';
import { createPaidOrder } from '#tests/factories/orders.js';
import { bareApp, startCluster, type AppCluster, type RecordedRoute } from './support/app-cluster.js';
import { BENCH_ASSET_VERSION, createBenchApp } from './support/bench-app.js';
import { listen, measure, type Measured } from './support/load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres,postgres-x2').split(',').map((name) => name.trim());
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((path) => path.trim()) : null;
// What a browser sends with an Inertia visit (the @inertiajs/react client), and what a browser accepts.
const INERTIA_HEADERS = {
  accept: 'text/html, application/xhtml+xml',
  'accept-encoding': 'br, gzip',
  'x-requested-with': 'XMLHttpRequest',
  'x-inertia': 'true',
  'x-inertia-version': BENCH_ASSET_VERSION,
};
// The demo parent has 3 orders; a returning customer with a full first page of My Orders (10) and a second page.
const EXTRA_PARENT_ORDERS = 9;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

interface PageCase {
  name: string;
  path: string;
  browser: 'guest' | 'parent';
}

interface Row {
  page: PageCase;
  connections: number;
  bytes: number;
  decodedBytes: number;
  encoding: string;
  app: Measured;
  bare: Measured;
}

/** A GET with node:http, so the body arrives as sent (fetch would decompress it). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: Answer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(answer.body);
    case 'gzip':
      return gunzipSync(answer.body);
    case 'deflate':
      return inflateSync(answer.body);
    default:
      return answer.body;
  }
}

/** One browser's cookie jar, for setting up sessions the way a browser gets them. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  async open(path: string) {
    const response = await fetch(`${this.base}${path}`, { headers: { cookie: this.cookieHeader() } });
    this.keep(response);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  }

  async post(path: string, body: unknown) {
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
        cookie: this.cookieHeader(),
      },
      body: JSON.stringify(body),
    });
    this.keep(response);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

/** A guest after its first visit: it opened the home page and answered the visitor-type question (a session now exists). */
async function guestBrowser(base: string): Promise<string> {
  const browser = new Browser(base);
  await browser.open('/');
  await browser.post('/set-visitor-type', { visitorType: 'parent' });
  return browser.cookieHeader();
}

async function parentBrowser(base: string): Promise<string> {
  const browser = new Browser(base);
  await browser.open('/login');
  await browser.post('/login', { email: DEMO_ACCOUNTS.parent, password: DEMO_PASSWORD });
  return browser.cookieHeader();
}

async function seed(database: Database): Promise<{ productPath: string }> {
  const db = database.prisma;
  const seeded = await seedDemoShop(db);
  if (!seeded.seeded) console.log(`  demo seed skipped: ${seeded.reason}; measuring the data that is there`);
  const parent = await db.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.parent } });
  const product = await db.product.findFirstOrThrow({ where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  if (seeded.seeded) {
    for (let n = 1; n <= EXTRA_PARENT_ORDERS; n++) {
      await createPaidOrder(db, { user: parent, lines: [{ product }], createdAt: addDays(new Date(), -20 - n * 7) });
    }
  }
  return { productPath: `/products/${product.id}/${product.slug}` };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Engine = 'pglite' | 'pglite-worker' | 'postgres' | 'postgres-x2';
const TITLES: Record<Engine, string> = {
  pglite: 'embedded PGlite (in memory)',
  'pglite-worker': 'embedded PGlite (in memory, on a worker thread)',
  postgres: 'PostgreSQL',
  'postgres-x2': 'PostgreSQL, the app and the bare app each in 2 processes (as deployed: two app servers on one machine)',
};
/** How many processes serve the app (and the bare app) for each engine; several only on a database server. */
const PROCESSES: Record<Engine, number> = { pglite: 1, 'pglite-worker': 1, postgres: 1, 'postgres-x2': 2 };

interface Served {
  base: string;
  serverProcessesCpuMs?: () => Promise<number>;
  close(): Promise<void>;
}

function served(cluster: AppCluster): Served {
  return { base: cluster.base, serverProcessesCpuMs: cluster.cpuMs, close: cluster.close };
}

async function serveHere(app: ReturnType<typeof bareApp>): Promise<Served> {
  const server = createServer(app);
  const base = await listen(server);
  return { base, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function benchEngine(engine: Engine, url: string | undefined): Promise<Row[]> {
  const startedAt = Date.now();
  const onServer = engine === 'postgres' || engine === 'postgres-x2';
  const database = await openDatabase(onServer ? { url } : { pgliteDataDir: IN_MEMORY_PGLITE, pgliteOnWorkerThread: engine === 'pglite-worker' });
  await applyMigrations(database);
  const { productPath } = await seed(database);

  const processes = PROCESSES[engine];
  const appServed = processes > 1 ? served(await startCluster({ processes, role: 'app', databaseUrl: url })) : await serveHere(createBenchApp(database.prisma));
  const appBase = appServed.base;

  // One browser per connection, so no two connections share a session row.
  const browsers = Math.max(...CONNECTIONS);
  const cookies = { guest: [] as string[], parent: [] as string[] };
  for (let n = 0; n < browsers; n++) cookies.guest.push(await guestBrowser(appBase));
  for (let n = 0; n < browsers; n++) cookies.parent.push(await parentBrowser(appBase));

  const allPages: PageCase[] = [
    { name: 'static page /privacy-policy', path: '/privacy-policy', browser: 'guest' },
    { name: 'home /', path: '/', browser: 'guest' },
    { name: 'shop /shop', path: '/shop', browser: 'guest' },
    { name: 'product detail', path: productPath, browser: 'guest' },
    { name: 'My Orders (signed in)', path: '/account/orders', browser: 'parent' },
  ];
  const pages = allPages.filter((page) => !PAGES || PAGES.includes(page.path === productPath ? 'product' : page.path));
  if (pages.length === 0) throw new Error(`BENCH_PAGES: none of ${PAGES?.join(', ')} is a page this bench measures`);

  // What the app answers each visit, checked, and served again byte for byte by the bare app.
  const routes: RecordedRoute[] = [];
  const samples = new Map<string, { answer: Answer; decoded: Buffer }>();
  for (const page of pages) {
    const answer = await get(`${appBase}${page.path}`, { ...INERTIA_HEADERS, cookie: cookies[page.browser][0] });
    const decoded = decode(answer);
    const json = answer.status === 200 && answer.headers['x-inertia'] === 'true' ? (JSON.parse(decoded.toString('utf8')) as { component: string; props: Record<string, unknown> }) : null;
    if (!json) throw new Error(`${page.path}: expected an Inertia page, got ${answer.status} ${decoded.toString('utf8').slice(0, 200)}`);
    if (page.browser === 'parent' && !JSON.stringify(json.props).includes(DEMO_ACCOUNTS.parent)) throw new Error(`${page.path}: not signed in as the parent`);
    samples.set(page.path, { answer, decoded });
    // The app's own headers minus the ones that describe this connection; Node adds Date, Connection and Keep-Alive itself.
    const headers: string[] = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!/^(date|connection|keep-alive|transfer-encoding|content-length)$/i.test(answer.rawHeaders[i])) headers.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    }
    headers.push('Content-Length', String(answer.body.length));
    routes.push({ path: page.path, status: answer.status, headers, bodyBase64: answer.body.toString('base64') });
  }
  const bareServed = processes > 1 ? served(await startCluster({ processes, role: 'bare', routes })) : await serveHere(bareApp(routes));
  const bareBase = bareServed.base;
  console.log(`  ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s (${browsers} guest and ${browsers} signed-in browsers)`);

  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    for (const page of pages) {
      const headersPerConnection = cookies[page.browser].map((cookie) => ({ ...INERTIA_HEADERS, cookie }));
      const appResult = await measure(`${appBase}${page.path}`, headersPerConnection[0], { connections, seconds: SECONDS, headersPerConnection, serverProcessesCpuMs: appServed.serverProcessesCpuMs });
      const bareResult = await measure(`${bareBase}${page.path}`, headersPerConnection[0], { connections, seconds: SECONDS, warmupSeconds: 1, serverProcessesCpuMs: bareServed.serverProcessesCpuMs });
      const { answer, decoded } = samples.get(page.path)!;
      const row = { page, connections, bytes: answer.body.length, decodedBytes: decoded.length, encoding: answer.headers['content-encoding'] ?? 'none', app: appResult, bare: bareResult };
      rows.push(row);
      console.log(`  ${String(connections).padStart(2)} conn  ${page.name.padEnd(28)} ${appResult.requestsPerSecond.toFixed(0).padStart(6)} req/s vs bare ${bareResult.requestsPerSecond.toFixed(0).padStart(6)}`);
    }
  }

  await bareServed.close();
  await appServed.close();
  await database.close();
  return rows;
}

function printTable(title: string, rows: Row[]) {
  const columns = ['page', 'conn', 'size', 'encoding', 'req/s', 'p50', 'p99', 'CPU/req', 'bare req/s', 'bare p50', 'bare p99', 'bare CPU', 'of bare', 'errors'];
  const widths = [28, 5, 9, 9, 8, 8, 8, 9, 11, 9, 9, 9, 8, 7];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
  console.log(`\n${title}`);
  console.log(line(columns));
  for (const row of rows) {
    console.log(
      line([
        row.page.name,
        String(row.connections),
        kb(row.bytes),
        row.encoding === 'none' ? 'none' : `${row.encoding} ${Math.round((row.bytes / row.decodedBytes) * 100)}%`,
        row.app.requestsPerSecond.toFixed(0),
        `${row.app.p50} ms`,
        `${row.app.p99} ms`,
        `${row.app.cpuMsPerRequest.toFixed(2)} ms`,
        row.bare.requestsPerSecond.toFixed(0),
        `${row.bare.p50} ms`,
        `${row.bare.p99} ms`,
        `${row.bare.cpuMsPerRequest.toFixed(2)} ms`,
        (row.app.requestsPerSecond / row.bare.requestsPerSecond).toFixed(3),
        String(row.app.errors + row.app.non2xx + row.bare.errors + row.bare.non2xx),
      ]),
    );
  }
}

const started = Date.now();
console.log(`bench:pages on ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; autocannon in this process, ${SECONDS} s per measurement after a warm-up`);
const databaseUrl = process.env.DATABASE_URL || undefined;
const tables: { title: string; rows: Row[] }[] = [];
for (const engine of ENGINES) {
  if (!(engine in TITLES)) throw new Error(`BENCH_ENGINES: unknown engine ${engine}`);
  if (engine.startsWith('postgres') && !databaseUrl) {
    console.log(`\n${TITLES[engine as Engine]}: skipped (no DATABASE_URL; \`bash scripts/ci/with-postgres.sh npm run bench:pages\` starts one)`);
    continue;
  }
  const title = engine.startsWith('postgres') ? `${TITLES[engine as Engine]} (${new URL(databaseUrl!).host})` : TITLES[engine as Engine];
  console.log(`\n${title}: migrating and seeding the demo shop...`);
  tables.push({ title, rows: await benchEngine(engine as Engine, databaseUrl) });
}
for (const table of tables) printTable(table.title, table.rows);
console.log(
  `\nsize: the body as sent (encoding: Content-Encoding, and the sent size as a share of the JSON); of bare: app req/s / bare req/s.` +
    `\nCPU/req: CPU time per answered request of this process and the server's processes (server, PGlite, and autocannon itself,` +
    `\nwhich the bare column shows alone; PostgreSQL's own CPU is not in it); steadier than req/s when other work shares the machine.` +
    `\nload average now ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; finished in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
const failed = tables.some((table) => table.rows.some((row) => row.app.errors + row.app.non2xx > 0));
process.exit(failed ? 1 : 0);
