// npm run bench:lighthouse     (builds the client with `vite build` first)
//
// Lighthouse's mobile audit (its default config: a mid-range phone on a slow 4G link, simulated throttling) of home,
// the shop and a product page, on the built app (tests/e2e/support/start-e2e-server.ts: the demo shop in a fresh
// embedded database, hashed assets from public/build) started on a free port for this run and stopped after it.
// Prints the performance score, FCP, LCP, CLS and TBT per page. It reports; it is not a gate: exit 0 once the app
// started, a page whose every attempt failed shows the reason instead of figures.
//
// Lighthouse 12.8 is the line that runs on Node 20 (Lighthouse 13 needs Node 22), in Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium). BENCH_LIGHTHOUSE_RUNS (default 1) audits each page that many times and
// prints the median run (by score).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const STARTUP_TIMEOUT_MS = 180_000;
// Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated.
const ATTEMPTS_PER_RUN = 3;

interface Audit {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  settings: string;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster; a busy machine scores lower). */
  benchmarkIndex: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base: string, server: ChildProcess) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode} before it answered`);
    try {
      if ((await fetch(`${base}/up`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${base}/up within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** The first product the shop lists, from the shop's own Inertia answer. */
async function firstProductPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/shop`)).text();
  const version = /"version":"([^"]*)"/.exec(html)?.[1];
  if (!version) throw new Error('no Inertia version in the shop page');
  const answer = await fetch(`${base}/shop`, { headers: { 'x-inertia': 'true', 'x-inertia-version': version, 'x-requested-with': 'XMLHttpRequest' } });
  const page = (await answer.json()) as { props: { products?: { data?: { id: number; slug: string }[] } } };
  const product = page.props.products?.data?.[0];
  if (!product) throw new Error(`the shop listed no products (${answer.status})`);
  return `/products/${product.id}/${product.slug}`;
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    settings: describeSettings(lhr.configSettings),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function describeSettings(settings: { formFactor?: string; throttlingMethod?: string; throttling?: { rttMs?: number; throughputKbps?: number; cpuSlowdownMultiplier?: number } }) {
  const t = settings.throttling ?? {};
  return `${settings.formFactor} form factor, ${settings.throttlingMethod} throttling: ${t.rttMs} ms RTT, ${((t.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, CPU ${t.cpuSlowdownMultiplier}x slower`;
}

/** Stops the app this run started (only that process), waiting up to 10 s for it to close its database. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function auditWithRetries(url: string, port: number): Promise<Audit | Error> {
  let failure = new Error('not run');
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      console.log(`    attempt ${attempt} failed: ${failure.message}`);
    }
  }
  return failure;
}

const median = (runs: Audit[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const started = Date.now();
const chromiumVersion = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
console.log(`Lighthouse ${lighthouseVersion} on Node ${process.version} (the 12.x line: Lighthouse 13 needs Node 22), ${chromiumVersion} headless`);
console.log(`mobile form factor and throttling (Lighthouse's default config), ${RUNS} run(s) per page; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/start-e2e-server.ts'], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
const rows: { page: string; path: string; audit: Audit | Error }[] = [];
try {
  await waitUntilUp(base, server);
  console.log(`app (built assets, demo shop) on ${base}, up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const pages = [
    { page: 'home', path: '/' },
    { page: 'shop', path: '/shop' },
    { page: 'product detail', path: await firstProductPath(base) },
  ];
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--disable-gpu', '--disable-dev-shm-usage', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  for (const { page, path } of pages) {
    const runs: Audit[] = [];
    let failure: Error | undefined;
    for (let run = 0; run < RUNS; run++) {
      const result = await auditWithRetries(`${base}${path}`, chrome.port);
      if (result instanceof Error) failure = result;
      else runs.push(result);
    }
    rows.push({ page, path, audit: runs.length ? median(runs) : failure! });
    console.log(`  ${page}: ${runs.map((r) => r.score).join(', ') || 'no run finished'}`);
  }
} finally {
  await chrome?.kill();
  await stop(server);
}

console.log(`\n${'page'.padEnd(16)}${'score'.padStart(6)}${'FCP'.padStart(8)}${'LCP'.padStart(8)}${'CLS'.padStart(7)}${'TBT'.padStart(9)}${'CPU index'.padStart(11)}  path`);
for (const { page, path, audit: a } of rows) {
  if (a instanceof Error) {
    console.log(`${page.padEnd(16)}  not measured: ${a.message}`);
    continue;
  }
  console.log(`${page.padEnd(16)}${String(a.score).padStart(6)}${seconds(a.fcp).padStart(8)}${seconds(a.lcp).padStart(8)}${a.cls.toFixed(3).padStart(7)}${`${Math.round(a.tbt)} ms`.padStart(9)}${String(Math.round(a.benchmarkIndex)).padStart(11)}  ${path}`);
}
const measured = rows.map((row) => row.audit).find((a): a is Audit => !(a instanceof Error));
console.log(`\n${measured?.settings ?? ''}; CPU index: Lighthouse's benchmarkIndex of this machine during the run`);
console.log(`load average now ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(0);
