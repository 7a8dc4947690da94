import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '#server/http/security-headers';

// docs/decisions/165: helmet's headers are worked out once; each answer gets them with its own nonce.

function appWith(options: { https: boolean }) {
  const app = express();
  app.use(securityHeaders({ development: false, https: options.https, embedFrameHosts: ['https://forms.example.org'] }));
  app.get('/', (_req, res) => void res.send(res.locals.cspNonce));
  return app;
}

describe('securityHeaders', () => {
  it("puts each answer's own nonce in its Content-Security-Policy", async () => {
    const app = appWith({ https: false });
    const [first, second] = [await request(app).get('/'), await request(app).get('/')];
    for (const answer of [first, second]) {
      expect(answer.text).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = answer.headers['content-security-policy'];
      expect(policy).toContain(`script-src 'self' 'nonce-${answer.text}' https://js.stripe.com`);
      expect(policy).not.toContain('nonce-mark');
      expect(policy).toContain('frame-src');
      expect(policy).toContain('https://forms.example.org');
      expect(policy).not.toContain('upgrade-insecure-requests');
    }
    expect(first.text).not.toBe(second.text);
  });

  it("sends helmet's other headers, and HSTS and upgrade-insecure-requests only over TLS", async () => {
    const plain = await request(appWith({ https: false })).get('/');
    expect(plain.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(plain.headers['x-powered-by']).toBeUndefined();
    expect(plain.headers['permissions-policy']).toContain('camera=()');

    const tls = await request(appWith({ https: true })).get('/');
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(tls.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
