import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { Express } from 'express';
import type { Response } from 'supertest';
import { createApp } from '#server/app.js';
import { loadConfig, type Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { CSRF_COOKIE } from '#server/http/csrf.js';
import type { FrontendAssets } from '#server/http/frontend-assets.js';
import type { DatabaseSessionStore } from '#server/http/session-store.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import type { ServerLifecycle } from '#server/http/probes.js';
import { createFileStorage } from '#server/shared/create-file-storage.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { createTestDatabase } from './test-database.js';

// The whole app (createApp) on a fresh database, for integration tests over HTTP with supertest.

/** The Inertia asset version the test double reports. */
export const TEST_ASSET_VERSION = 'test';

export const testAssets: FrontendAssets = {
  version: () => TEST_ASSET_VERSION,
  headTags: () => '',
  mount: () => {},
  close: async () => {},
};

export interface TestAppOptions {
  /** Environment overrides on top of the test defaults (NODE_ENV=test, a temporary MAIL_DIR, ...). */
  env?: Record<string, string>;
  /** A database the caller owns; by default a fresh one is opened and closed with the app. */
  db?: PrismaClient;
  mailer?: Mailer;
  /** The front-end assets; by default a double that renders nothing on the server. */
  assets?: FrontendAssets;
  logger?: Logger;
  /** What main.ts sets while shutting down (/readyz answers 503). */
  lifecycle?: ServerLifecycle;
  /** The file storage; by default the configured driver (local disk in a temporary directory unless env says s3). */
  storage?: FileStorage;
}

export interface TestApp {
  app: Express;
  db: PrismaClient;
  config: Config;
  sessionStore: DatabaseSessionStore;
  storage: FileStorage;
  /** Where the file mailer writes (a temporary directory unless env.MAIL_DIR says otherwise). */
  mailDir: string;
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scratchDir = await mkdtemp(path.join(tmpdir(), 'pis-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://shop.test',
    MAIL_DIR: path.join(scratchDir, 'mail'),
    STORAGE_DIR: path.join(scratchDir, 'storage'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = options.db ? undefined : await createTestDatabase();
  const db = options.db ?? database!.prisma;
  const storage = options.storage ?? createFileStorage(config);
  const { app, sessionStore } = createApp({
    config,
    db,
    logger: options.logger ?? pino({ level: 'silent' }),
    assets: options.assets ?? testAssets,
    mailer: options.mailer,
    lifecycle: options.lifecycle,
    storage,
  });
  return {
    app,
    db,
    config,
    sessionStore,
    storage,
    mailDir: config.mail.dir,
    async close() {
      await database?.close();
      await rm(scratchDir, { recursive: true, force: true });
    },
  };
}

/** Headers of an Inertia visit or form post from the v3 client, with the CSRF token echoed. */
export function inertiaHeaders(xsrfToken?: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    Accept: 'text/html, application/xhtml+xml',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Inertia': 'true',
    'X-Inertia-Version': TEST_ASSET_VERSION,
    ...(xsrfToken ? { 'X-XSRF-TOKEN': xsrfToken } : {}),
    ...extra,
  };
}

/** The XSRF-TOKEN cookie a response set (decoded), e.g. from the GET that precedes a form post. */
export function xsrfTokenFrom(response: Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith(`${CSRF_COOKIE}=`));
  if (!cookie) throw new Error(`The response set no ${CSRF_COOKIE} cookie`);
  return decodeURIComponent(cookie.slice(CSRF_COOKIE.length + 1).split(';')[0]);
}
