// NODE_ENV=production node --cpu-prof --import tsx bench/serve-app.ts     (then load it from another process)
//
// The app as bench/pages.ts builds it (embedded PGlite in memory, or DATABASE_URL), seeded with the demo shop, on
// BENCH_PORT (default 4199), alone in its process: a CPU profile of it holds the server's work and nothing else
// (autocannon runs elsewhere). Prints a guest's and the signed-in parent's cookies for the load tool; stops on SIGINT
// or SIGTERM, so --cpu-prof writes its profile.
import { createServer } from 'node:http';
import { pino } from 'pino';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoShop } from '../prisma/seed.js';
import { createApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { IN_MEMORY_PGLITE, openDatabase } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import type { FrontendAssets } from '#server/http/frontend-assets.js';

const PORT = Number(process.env.BENCH_PORT ?? 4199);
const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase(url ? { url } : { pgliteDataDir: IN_MEMORY_PGLITE });
await applyMigrations(database);
await seedDemoShop(database.prisma);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://127.0.0.1', JOBS_ENABLED: 'false', PAYMENT_GATEWAY: 'test', MAIL_DIR: 'storage/bench-mail' });
const assets: FrontendAssets = { version: () => 'bench', headTags: () => '', mount: () => {}, close: async () => {} };
const mailer = { send: async () => ({ id: 'bench', messageId: 'bench' }), close: () => {} };
const { app } = createApp({ config, db: database.prisma, logger: pino({ level: 'silent' }), assets, mailer });
const server = createServer(app);
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${PORT}`;

async function cookiesAfter(steps: { path: string; body?: unknown }[]): Promise<string> {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  for (const step of steps) {
    const response = await fetch(`${base}${step.path}`, {
      method: step.body ? 'POST' : 'GET',
      headers: {
        cookie: header(),
        ...(step.body ? { accept: 'application/json', 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') } : {}),
      },
      body: step.body ? JSON.stringify(step.body) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    await response.arrayBuffer();
  }
  return header();
}

console.log(`listening on ${base}`);
console.log(`guest cookie: ${await cookiesAfter([{ path: '/' }, { path: '/set-visitor-type', body: { visitorType: 'parent' } }])}`);
console.log(`parent cookie: ${await cookiesAfter([{ path: '/login' }, { path: '/login', body: { email: DEMO_ACCOUNTS.parent, password: DEMO_PASSWORD } }])}`);

const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
