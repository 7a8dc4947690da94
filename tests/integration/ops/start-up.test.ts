import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#tests/support/server-process';

// Issue 16 item 4 (docs/decisions/144): the real server entry, started for production with the shipped
// placeholders, names every bad variable at once on stderr and exits 1 without listening.
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

describe('production start-up with placeholders', () => {
  it('names each bad variable and exits 1', async () => {
    server = await spawnServer({
      NODE_ENV: 'production',
      PORT: '0',
      SESSION_SECRET: 'development-only-session-secret-change-me-in-production',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://smtp.playitsafe.org:587',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STAFF_EMAIL: 'office@playitsafe.test',
      MAIL_FROM: 'Play It Safe <no-reply@example.org>',
      TARRANT_COUNTY_FORM_URL: 'https://forms.example.org/tarrant-county-scheduling',
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    const stderr = server.stderr();
    expect(stderr).toContain('Invalid environment configuration');
    for (const variable of ['APP_URL', 'SESSION_SECRET', 'STAFF_EMAIL', 'MAIL_FROM', 'TARRANT_COUNTY_FORM_URL']) {
      expect(stderr).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    }
    expect(server.logs.some((line) => line.msg === 'server started')).toBe(false);
  });
});
