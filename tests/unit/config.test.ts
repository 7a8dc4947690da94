import { describe, expect, it } from 'vitest';
import { ConfigError, isPlaceholderHost, loadConfig } from '#server/config';

describe('loadConfig', () => {
  it('runs with no environment at all: embedded database, test payments, file mail', () => {
    const config = loadConfig({});
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDataDir).toBe('storage/pglite');
    expect(config.payments.gateway).toBe('test');
    expect(config.mail.transport).toBe('file');
    expect(config.port).toBe(3000);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses the test gateway, file mail and a missing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*PAYMENT_GATEWAY[\s\S]*MAIL_TRANSPORT/);
  });

  it('needs the Stripe keys when Stripe is the gateway', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('treats empty values as absent', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.url).toBeUndefined();
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses true (docs/decisions/080)', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true is refused.*number of trusted proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback, proxy.internal' })).toThrow(/TRUST_PROXY: .*not understood: "proxy.internal"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

// Issue 16 item 4 (docs/decisions/144): a production start-up with a shipped placeholder stops, naming it.
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_URL: 'https://shop.playitsafe.org',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://smtp.playitsafe.org:587',
  MAIL_FROM: 'Play It Safe <no-reply@playitsafe.org>',
  STAFF_EMAIL: 'office@playitsafe.org',
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  TARRANT_COUNTY_FORM_URL: 'https://forms.tarrantcounty.com/scheduling',
};

/** The variables loadConfig named, in its order. */
function refusedVariables(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message.split('\n').slice(1).map((line) => line.trim().split(':')[0]);
  }
  return [];
}

describe('production refuses the shipped placeholders', () => {
  it('starts with real addresses, a real form URL, APP_URL and its own secret', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.isProduction).toBe(true);
    expect(config.mail.staffAddress).toBe('office@playitsafe.org');
  });

  it.each([
    ['office@playitsafe.test'],
    ['office@center.example'],
    ['office@mail.invalid'],
    ['office@example.com'],
    ['office@mail.example.org'],
    ['office@example.net'],
  ])('refuses STAFF_EMAIL=%s', (address) => {
    expect(refusedVariables({ ...PRODUCTION_ENV, STAFF_EMAIL: address })).toEqual(['STAFF_EMAIL']);
    expect(() => loadConfig({ ...PRODUCTION_ENV, STAFF_EMAIL: address })).toThrow(/STAFF_EMAIL: is on the placeholder domain/);
  });

  it('refuses MAIL_FROM on a placeholder domain, with or without a display name', () => {
    expect(refusedVariables({ ...PRODUCTION_ENV, MAIL_FROM: 'Play It Safe <no-reply@playitsafe.test>' })).toEqual(['MAIL_FROM']);
    expect(refusedVariables({ ...PRODUCTION_ENV, MAIL_FROM: 'no-reply@example.org' })).toEqual(['MAIL_FROM']);
    expect(() => loadConfig({ ...PRODUCTION_ENV, MAIL_FROM: 'Shop <no-reply@localhost>' })).toThrow(/MAIL_FROM: is on the placeholder domain localhost/);
    expect(refusedVariables({ ...PRODUCTION_ENV, MAIL_FROM: 'Play It Safe' })).toEqual(['MAIL_FROM']);
    expect(() => loadConfig({ ...PRODUCTION_ENV, MAIL_FROM: 'Play It Safe' })).toThrow(/MAIL_FROM: must hold an e-mail address/);
  });

  it('refuses the shipped defaults when STAFF_EMAIL and MAIL_FROM are not set', () => {
    const { STAFF_EMAIL: _staff, MAIL_FROM: _from, ...rest } = PRODUCTION_ENV;
    expect(refusedVariables(rest)).toEqual(['STAFF_EMAIL', 'MAIL_FROM']);
  });

  it('refuses TARRANT_COUNTY_FORM_URL on example.org or any example.* domain, and the shipped default', () => {
    for (const url of ['https://forms.example.org/tarrant-county-scheduling', 'https://example.com/form', 'https://example.co/form']) {
      expect(refusedVariables({ ...PRODUCTION_ENV, TARRANT_COUNTY_FORM_URL: url }), url).toEqual(['TARRANT_COUNTY_FORM_URL']);
    }
    const { TARRANT_COUNTY_FORM_URL: _url, ...rest } = PRODUCTION_ENV;
    expect(refusedVariables(rest)).toEqual(['TARRANT_COUNTY_FORM_URL']);
  });

  it('requires APP_URL', () => {
    const { APP_URL: _url, ...rest } = PRODUCTION_ENV;
    expect(refusedVariables(rest)).toEqual(['APP_URL']);
    expect(() => loadConfig(rest)).toThrow(/APP_URL: is required in production/);
  });

  it('refuses the development session secret', () => {
    const env = { ...PRODUCTION_ENV, SESSION_SECRET: 'development-only-session-secret-change-me-in-production' };
    expect(refusedVariables(env)).toEqual(['SESSION_SECRET']);
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET: is the development secret/);
  });

  it('names every bad variable at once, the malformed ones beside the placeholders', () => {
    const env = { ...PRODUCTION_ENV, PORT: 'eighty', STAFF_EMAIL: 'office@playitsafe.test', MAIL_FROM: 'no-reply@playitsafe.test', APP_URL: '' };
    expect(refusedVariables(env).sort()).toEqual(['APP_URL', 'MAIL_FROM', 'PORT', 'STAFF_EMAIL']);
  });

  it('keeps the placeholders in development and tests', () => {
    expect(loadConfig({}).mail.staffAddress).toBe('office@playitsafe.test');
    expect(loadConfig({ NODE_ENV: 'test' }).tarrantCountyFormUrl).toContain('example.org');
  });

  it('tells reserved names from real ones', () => {
    expect(isPlaceholderHost('playitsafe.test')).toBe(true);
    expect(isPlaceholderHost('EXAMPLE.ORG.')).toBe(true);
    expect(isPlaceholderHost('app.localhost')).toBe(true);
    expect(isPlaceholderHost('playitsafe.org')).toBe(false);
    expect(isPlaceholderHost('examples.org')).toBe(false);
    expect(isPlaceholderHost('example.playitsafe.org')).toBe(false);
    expect(isPlaceholderHost('testing.com')).toBe(false);
  });
});
