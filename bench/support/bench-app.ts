import { pino } from 'pino';
import { createApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { FrontendAssets } from '#server/http/frontend-assets.js';

/** The Inertia version the bench's browsers send (the app's assets are not built for a bench). */
export const BENCH_ASSET_VERSION = 'bench';

/** The app as bench:pages measures it: production code, test payment gateway, no jobs, silent log, no built assets. */
export function createBenchApp(db: PrismaClient) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://127.0.0.1', JOBS_ENABLED: 'false', PAYMENT_GATEWAY: 'test', MAIL_DIR: 'storage/bench-mail' });
  const assets: FrontendAssets = { version: () => BENCH_ASSET_VERSION, headTags: () => '', mount: () => {}, close: async () => {} };
  const mailer = { send: async () => ({ id: 'bench', messageId: 'bench' }), close: () => {} };
  return createApp({ config, db, logger: pino({ level: 'silent' }), assets, mailer }).app;
}
