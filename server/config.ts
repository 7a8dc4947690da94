import { isIP } from 'node:net';
import { z } from 'zod';

// Every environment variable the server reads, parsed once. A bad value stops start-up naming the variable.
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// Express's `trust proxy` forms (docs/decisions/080): a hop count, or the proxies' addresses / CIDR ranges /
// proxy-addr's names. `true` (trust every hop) is refused: the client could then pick its own address.
const TRUSTED_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HINT =
  'must be false, a number of trusted proxy hops (e.g. 1) or a comma-separated list of proxy addresses/CIDRs (e.g. loopback, 10.0.0.0/8)';

function isTrustedProxyEntry(entry: string): boolean {
  if (TRUSTED_PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (value === 'false') return 0;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({ code: 'custom', message: `true is refused: it lets any client choose its address; ${TRUST_PROXY_HINT}` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isTrustedProxyEntry(entry));
    if (invalid.length === 0) return entries;
    ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_HINT}; not understood: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}` });
    return z.NEVER;
  });

/** The shipped TARRANT_COUNTY_FORM_URL: a placeholder until the center's real form address is configured. */
export const PLACEHOLDER_TARRANT_COUNTY_FORM_URL = 'https://forms.example.org/tarrant-county-scheduling';

// A development secret is fine: sessions then last only as long as the secret does (it is stable across restarts).
// Production refuses it (docs/decisions/144): anyone who read this file could sign session cookies.
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me-in-production';

// Names that can never reach a real mailbox or site (RFC 2606 and RFC 6761): the shipped defaults use them, so
// production refuses them (docs/decisions/144). `example.<any tld>` covers example.com/.net/.org and the like.
const RESERVED_TOP_LEVEL_NAMES = new Set(['test', 'example', 'invalid', 'localhost']);
const PLACEHOLDER_NAMES = '.test, .example, .invalid, localhost and example.*';

/** Whether a host name is a reserved placeholder (playitsafe.test, forms.example.org, localhost, ...). */
export function isPlaceholderHost(host: string): boolean {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const last = labels.at(-1) ?? '';
  return RESERVED_TOP_LEVEL_NAMES.has(last) || (labels.length >= 2 && labels.at(-2) === 'example');
}

/** The domain of `office@host` or `Name <office@host>`; undefined when the value holds no address. */
function mailDomainOf(value: string): string | undefined {
  const address = /<([^>]*)>/.exec(value)?.[1] ?? value;
  const at = address.lastIndexOf('@');
  return at === -1 ? undefined : address.slice(at + 1).trim();
}

function urlHostOf(value: string): string | undefined {
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
      .optional(),
    PGLITE_DATA_DIR: z.string().min(1).default('storage/pglite'),
    PGLITE_WORKER_THREAD: booleanFlag.optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 14),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySetting.default(0),

    MAIL_TRANSPORT: z.enum(['file', 'smtp']).optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).default('Play It Safe <no-reply@playitsafe.test>'),
    STAFF_EMAIL: z.email().default('office@playitsafe.test'),
    MAIL_DIR: z.string().min(1).default('storage/mail'),

    PAYMENT_GATEWAY: z.enum(['test', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    STRIPE_API_URL: z.url().optional(),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    PAYPAL_API_URL: z.url().optional(),

    STORAGE_DIR: z.string().min(1).default('storage'),
    // Stored files (docs/decisions/131): the local disk under STORAGE_DIR, or an S3-compatible bucket.
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    TARRANT_COUNTY_FORM_URL: z.url().default(PLACEHOLDER_TARRANT_COUNTY_FORM_URL),
    JOBS_ENABLED: booleanFlag.optional(),
    // A card or wallet payment still pending after this long is withdrawn by the job (docs/decisions/072).
    PENDING_PAYMENT_MAX_AGE_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(60),
    // The captcha's second layer (docs/decisions/086): the least time between drawing a code and its answer, and
    // the proof-of-work's largest counter (the work grows with it; each step is 1,000 PBKDF2 rounds).
    CAPTCHA_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
    CAPTCHA_POW_MAX_COUNTER: z.coerce.number().int().min(2).max(100_000).default(3000),
  })
  .superRefine(
    (env, ctx) => {
      // Runs even when a variable above failed, so start-up names every bad variable at once; a variable that
      // already failed is not reported twice.
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      const refuse = (key: keyof typeof env, message: string) => {
        if (!failed.has(key)) ctx.addIssue({ code: 'custom', path: [key], message });
      };
      if (env.NODE_ENV === 'production') {
        if (!env.SESSION_SECRET) refuse('SESSION_SECRET', 'is required in production');
        if (env.PAYMENT_GATEWAY === 'test' || !env.PAYMENT_GATEWAY)
          refuse('PAYMENT_GATEWAY', 'must be a real gateway (stripe) in production; the test gateway is refused');
        if (env.MAIL_TRANSPORT !== 'smtp') refuse('MAIL_TRANSPORT', 'must be smtp in production');
        // Placeholders the shop ships with (docs/decisions/144).
        if (!env.APP_URL) refuse('APP_URL', 'is required in production (the public https:// address used in e-mail links)');
        if (env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET)
          refuse('SESSION_SECRET', 'is the development secret; set a new random one in production');
        for (const key of ['STAFF_EMAIL', 'MAIL_FROM'] as const) {
          const domain = mailDomainOf(env[key]);
          if (domain === undefined) refuse(key, 'must hold an e-mail address');
          else if (isPlaceholderHost(domain))
            refuse(key, `is on the placeholder domain ${domain}; set the center's real address in production (${PLACEHOLDER_NAMES} never receive mail)`);
        }
        const formHost = urlHostOf(env.TARRANT_COUNTY_FORM_URL);
        if (formHost !== undefined && isPlaceholderHost(formHost))
          refuse('TARRANT_COUNTY_FORM_URL', `is on the placeholder domain ${formHost}; set the county's real form address in production`);
      }
      if (env.PAYMENT_GATEWAY === 'stripe') {
        for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
          if (!env[key]) refuse(key, 'is required when PAYMENT_GATEWAY=stripe');
        }
      }
      if (env.STORAGE_DRIVER === 's3') {
        for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
          if (!env[key]) refuse(key, 'is required when STORAGE_DRIVER=s3');
        }
      }
      if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) refuse('SMTP_URL', 'is required when MAIL_TRANSPORT=smtp');
    },
    { when: () => true },
  );

type ParsedEnv = z.infer<typeof configSchema>;

export interface Config {
  env: ParsedEnv['NODE_ENV'];
  isProduction: boolean;
  port: number;
  appUrl: string;
  database: { url?: string; pgliteDataDir: string; pgliteOnWorkerThread: boolean };
  session: { secret: string; ttlMs: number };
  logLevel: ParsedEnv['LOG_LEVEL'];
  /** Express's `trust proxy`: the number of proxy hops in front of the app (0 = none), or the proxies' addresses. */
  trustProxy: number | string[];
  mail: { transport: 'file' | 'smtp'; smtpUrl?: string; from: string; staffAddress: string; dir: string };
  payments: {
    gateway: 'test' | 'stripe';
    stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
    paypal: { clientId?: string; clientSecret?: string; environment: 'sandbox' | 'production'; webhookId?: string; apiUrl?: string };
  };
  storageDir: string;
  /** Where stored files live (createFileStorage in server/shared/create-file-storage.ts); `dir` is STORAGE_DIR. */
  storage: {
    driver: 'local' | 's3';
    dir: string;
    s3?: { bucket: string; region: string; endpoint?: string; forcePathStyle: boolean; accessKeyId: string; secretAccessKey: string };
  };
  tarrantCountyFormUrl: string;
  jobsEnabled: boolean;
  pendingPaymentMaxAgeMinutes: number;
  captcha: { minFillMs: number; powMaxCounter: number };
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port,
    appUrl: env.APP_URL ?? `http://localhost:${port}`,
    database: { url: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR, pgliteOnWorkerThread: env.PGLITE_WORKER_THREAD ?? false },
    session: { secret: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET, ttlMs: env.SESSION_TTL_HOURS * 3600_000 },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    mail: {
      transport: env.MAIL_TRANSPORT ?? 'file',
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      staffAddress: env.STAFF_EMAIL,
      dir: env.MAIL_DIR,
    },
    payments: {
      gateway: env.PAYMENT_GATEWAY ?? 'test',
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      },
      paypal: {
        clientId: env.PAYPAL_CLIENT_ID,
        clientSecret: env.PAYPAL_CLIENT_SECRET,
        environment: env.PAYPAL_ENVIRONMENT,
        webhookId: env.PAYPAL_WEBHOOK_ID,
        apiUrl: env.PAYPAL_API_URL,
      },
    },
    storageDir: env.STORAGE_DIR,
    storage: {
      driver: env.STORAGE_DRIVER,
      dir: env.STORAGE_DIR,
      s3:
        env.STORAGE_DRIVER === 's3'
          ? {
              bucket: env.S3_BUCKET!,
              region: env.S3_REGION!,
              endpoint: env.S3_ENDPOINT,
              forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
              accessKeyId: env.S3_ACCESS_KEY_ID!,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            }
          : undefined,
    },
    tarrantCountyFormUrl: env.TARRANT_COUNTY_FORM_URL,
    jobsEnabled: env.JOBS_ENABLED ?? env.NODE_ENV !== 'test',
    pendingPaymentMaxAgeMinutes: env.PENDING_PAYMENT_MAX_AGE_MINUTES,
    captcha: { minFillMs: env.CAPTCHA_MIN_FILL_SECONDS * 1000, powMaxCounter: env.CAPTCHA_POW_MAX_COUNTER },
  };
}
