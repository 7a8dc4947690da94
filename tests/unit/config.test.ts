import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

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
