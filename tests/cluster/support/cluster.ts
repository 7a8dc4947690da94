import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '#tests/fakes/smtp-sink.js';
import { FAKE_STRIPE_PUBLISHABLE_KEY, FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startStripeFake, type StripeFake } from '#tests/fakes/stripe-fake.js';

// The cluster `npm run test:cluster` runs (docs/decisions/148): PostgreSQL (from scripts/ci/with-postgres.sh, which
// runs this process), an S3-compatible store (s3rver), the Stripe fake and an SMTP sink, two app servers running the
// build the way `npm start` does in production mode, and haproxy with deploy/haproxy.cfg in front of them.

export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
export const S3_BUCKET = 'playitsafe';
const HAPROXY_CONFIG = path.resolve('deploy/haproxy.cfg');
const S3RVER_BIN = path.resolve('node_modules/s3rver/bin/s3rver.js');

export interface ClusterPorts {
  balancer: number;
  app1: number;
  app2: number;
  s3: number;
  stripe: number;
  smtp: number;
}

/** CLUSTER_BASE_PORT (default 4551) and the five after it. */
export function clusterPorts(base = Number(process.env.CLUSTER_BASE_PORT ?? 4551)): ClusterPorts {
  return { balancer: base, app1: base + 1, app2: base + 2, s3: base + 3, stripe: base + 4, smtp: base + 5 };
}

export interface AppServer {
  name: 'app1' | 'app2';
  port: number;
  process: ChildProcess;
  logFile: string;
  startedAt: number;
}

export interface Cluster {
  ports: ClusterPorts;
  /** https://127.0.0.1:<balancer> */
  url: string;
  /** The certificate authority the balancer's certificate is signed with (self-signed here). */
  ca: string;
  dir: string;
  apps: Record<'app1' | 'app2', AppServer>;
  stripe: StripeFake;
  smtp: SmtpSink;
  logFiles: string[];
  stop(): Promise<void>;
}

/** The environment of an app server: production mode, as docs/deploy.md describes it. */
export function appEnvironment(options: { port: number; ports: ClusterPorts; databaseUrl: string; storageDir: string; sessionSecret: string }): NodeJS.ProcessEnv {
  const { ports } = options;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|TEST_DATABASE_URL|NODE_ENV|PORT|APP_URL)$/.test(key)));
  return {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(options.port),
    APP_URL: `https://127.0.0.1:${ports.balancer}`,
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: options.sessionSecret,
    LOG_LEVEL: 'info',
    TRUST_PROXY: '1',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: 'Play It Safe <no-reply@cluster-test.playitsafe.org>',
    STAFF_EMAIL: 'office@cluster-test.playitsafe.org',
    TARRANT_COUNTY_FORM_URL: 'https://forms.cluster-test.playitsafe.org/tarrant-county-scheduling',
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
    STORAGE_DRIVER: 's3',
    S3_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Each server its own local directory, as on two machines: only the S3 store is shared.
    STORAGE_DIR: options.storageDir,
    JOBS_ENABLED: 'true',
  };
}

/** `npm run build` unless both bundles (client and server rendering) are there. */
export function ensureBuild(log: (line: string) => void) {
  if (existsSync('public/build/.vite/manifest.json') && existsSync('build/ssr/ssr.js')) return;
  log('no build found: running npm run build');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

/** `npm run db:migrate` against the cluster's PostgreSQL: the deploy's migration step, its own command. */
export function migrate(databaseUrl: string) {
  const result = spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run db:migrate failed:\n${result.stdout}\n${result.stderr}`);
}

/** A self-signed certificate for 127.0.0.1, and the PEM haproxy reads (certificate + key). */
function makeCertificate(dir: string): { ca: string; pem: string } {
  const cert = path.join(dir, 'balancer.crt');
  const key = path.join(dir, 'balancer.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the balancer's certificate: ${made.stderr}`);
  const ca = readFileSync(cert, 'utf8');
  const pem = path.join(dir, 'balancer.pem');
  writeFileSync(pem, `${ca}${readFileSync(key, 'utf8')}`, { mode: 0o600 });
  return { ca, pem };
}

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

/** Any HTTP answer from 127.0.0.1:port (the process listens), within `timeoutMs`. */
async function waitForListening(port: number, child: ChildProcess, name: string, timeoutMs: number, logFile: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting; its log:\n${tail(logFile, 30)}`);
    const answered = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/', timeout: 2000 }, (response) => {
        response.resume();
        resolve(true);
      });
      request.on('error', () => resolve(false));
      request.on('timeout', () => request.destroy());
    });
    if (answered) return;
    await sleep(250);
  }
  throw new Error(`${name} did not listen on ${port} within ${timeoutMs / 1000} s; its log:\n${tail(logFile, 30)}`);
}

export function tail(file: string, lines: number): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stopProcess(child: ChildProcess, timeoutMs = 12_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts everything but the database (given) and waits until each process listens. */
export async function startCluster(databaseUrl: string, log: (line: string) => void): Promise<Cluster> {
  const ports = clusterPorts();
  const dir = mkdtempSync(path.join(tmpdir(), 'cluster-'));
  const logFiles: string[] = [];
  const children: ChildProcess[] = [];
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    for (const close of stops.reverse()) await close().catch(() => {});
    if (process.env.CLUSTER_KEEP) log(`logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };

  try {
    const { ca, pem } = makeCertificate(dir);

    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    const s3Log = path.join(dir, 's3rver.log');
    logFiles.push(s3Log);
    const s3 = startProcess(process.execPath, [S3RVER_BIN, '-d', s3Dir, '-a', '127.0.0.1', '-p', String(ports.s3), '--configure-bucket', S3_BUCKET], process.env, s3Log);
    children.push(s3);

    const stripe = await startStripeFake({ port: ports.stripe });
    stops.push(() => stripe.close());
    const smtp = await startSmtpSink({ port: ports.smtp });
    stops.push(() => smtp.close());
    await waitForListening(ports.s3, s3, 's3rver', 15_000, s3Log);

    const sessionSecret = randomBytes(32).toString('hex');
    const apps = {} as Record<'app1' | 'app2', AppServer>;
    for (const name of ['app1', 'app2'] as const) {
      const port = ports[name];
      const storageDir = path.join(dir, `${name}-storage`);
      mkdirSync(storageDir);
      const logFile = path.join(dir, `${name}.log`);
      logFiles.push(logFile);
      // What `npm start` runs, without npm in between, so a kill -9 reaches the server itself.
      const child = startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], appEnvironment({ port, ports, databaseUrl, storageDir, sessionSecret }), logFile);
      children.push(child);
      apps[name] = { name, port, process: child, logFile, startedAt: Date.now() };
    }
    await Promise.all(Object.values(apps).map((app) => waitForListening(app.port, app.process, app.name, 90_000, app.logFile)));
    log(`app servers listening on ${ports.app1} and ${ports.app2}`);

    const haproxyLog = path.join(dir, 'haproxy.log');
    logFiles.push(haproxyLog);
    const haproxyEnv = {
      ...process.env,
      HAPROXY_BIND: `127.0.0.1:${ports.balancer}`,
      HAPROXY_TLS_CERT: pem,
      APP1_ADDR: `127.0.0.1:${ports.app1}`,
      APP2_ADDR: `127.0.0.1:${ports.app2}`,
    };
    const haproxy = startProcess(HAPROXY_BIN, ['-db', '-f', HAPROXY_CONFIG], haproxyEnv, haproxyLog);
    children.push(haproxy);
    await sleep(500);
    if (haproxy.exitCode !== null) throw new Error(`haproxy exited with ${haproxy.exitCode}; its log:\n${tail(haproxyLog, 30)}`);
    log(`haproxy on https://127.0.0.1:${ports.balancer} (deploy/haproxy.cfg)`);

    return { ports, url: `https://127.0.0.1:${ports.balancer}`, ca, dir, apps, stripe, smtp, logFiles, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
