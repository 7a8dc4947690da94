import { z } from 'zod';

// Every environment variable the server reads, parsed once. A bad value stops start-up naming the variable.
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The shipped TARRANT_COUNTY_FORM_URL: a placeholder until the center's real form address is configured. */
export const PLACEHOLDER_TARRANT_COUNTY_FORM_URL = 'https://forms.example.org/tarrant-county-scheduling';

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
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 14),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag.default(false),

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
    TARRANT_COUNTY_FORM_URL: z.url().default(PLACEHOLDER_TARRANT_COUNTY_FORM_URL),
    JOBS_ENABLED: booleanFlag.optional(),
    // A card or wallet payment still pending after this long is withdrawn by the job (docs/decisions/072).
    PENDING_PAYMENT_MAX_AGE_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(60),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.SESSION_SECRET) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
      if (env.PAYMENT_GATEWAY === 'test' || !env.PAYMENT_GATEWAY)
        ctx.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY'], message: 'must be a real gateway (stripe) in production; the test gateway is refused' });
      if (env.MAIL_TRANSPORT !== 'smtp') ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'must be smtp in production' });
    }
    if (env.PAYMENT_GATEWAY === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_GATEWAY=stripe' });
      }
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
  });

type ParsedEnv = z.infer<typeof configSchema>;

export interface Config {
  env: ParsedEnv['NODE_ENV'];
  isProduction: boolean;
  port: number;
  appUrl: string;
  database: { url?: string; pgliteDataDir: string };
  session: { secret: string; ttlMs: number };
  logLevel: ParsedEnv['LOG_LEVEL'];
  trustProxy: boolean;
  mail: { transport: 'file' | 'smtp'; smtpUrl?: string; from: string; staffAddress: string; dir: string };
  payments: {
    gateway: 'test' | 'stripe';
    stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
    paypal: { clientId?: string; clientSecret?: string; environment: 'sandbox' | 'production'; webhookId?: string; apiUrl?: string };
  };
  storageDir: string;
  tarrantCountyFormUrl: string;
  jobsEnabled: boolean;
  pendingPaymentMaxAgeMinutes: number;
}

export class ConfigError extends Error {}

// A development secret is fine: sessions then last only as long as the secret does (it is stable across restarts).
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me-in-production';

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
    database: { url: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR },
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
    tarrantCountyFormUrl: env.TARRANT_COUNTY_FORM_URL,
    jobsEnabled: env.JOBS_ENABLED ?? env.NODE_ENV !== 'test',
    pendingPaymentMaxAgeMinutes: env.PENDING_PAYMENT_MAX_AGE_MINUTES,
  };
}
