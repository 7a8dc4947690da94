import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_IMAGE_LIMIT, CAPTCHA_IMAGE_LIMITED } from '#server/captcha/captcha.controller';
import { POW_ALGORITHM } from '#server/captcha/proof-of-work';
import { createTestApp, type TestApp } from '#tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

type CaptchaSession = { captchas?: Record<string, { code: string }> };
const sessionData = async () => (await t.db.session.findMany()).map((row) => row.data as CaptchaSession);
const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (part: Buffer) => parts.push(part));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });

describe('GET /captcha/{purpose}.png', () => {
  it('draws a new, uncached code into the session for each form, as a PNG that does not carry the code', async () => {
    const agent = request.agent(t.app);
    const images: Buffer[] = [];
    for (const path of ['/captcha/contact.png', '/captcha/register.png']) {
      const answer = await binary(agent.get(path));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toContain('no-store');
      images.push(answer.body as Buffer);
    }
    const captchas = (await sessionData()).map((data) => data.captchas).find(Boolean);
    expect(captchas?.contact?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(captchas?.register?.code).toMatch(/^[A-Z0-9]{6}$/);
    for (const [image, code] of [
      [images[0]!, captchas!.contact!.code],
      [images[1]!, captchas!.register!.code],
    ] as const) {
      expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
      const text = image.toString('latin1');
      expect(text).not.toContain(code);
      expect(text).not.toMatch(/<svg|<path|<text/i);
    }
  });

  it('hands out a signed, expiring ALTCHA challenge for each form, a new one each time', async () => {
    const agent = request.agent(t.app);
    const signatures = new Set<string>();
    for (const form of ['contact', 'register', 'register']) {
      const answer = await agent.get(`/captcha/${form}/challenge`).set('Accept', 'application/json');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toContain('no-store');
      expect(answer.body.parameters).toMatchObject({ algorithm: POW_ALGORITHM, cost: 1000, data: { form } });
      expect(answer.body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
      expect(answer.body.signature).toMatch(/^[0-9a-f]{64}$/);
      signatures.add(answer.body.signature);
    }
    expect(signatures.size).toBe(3);
  });

  it('draws at most the limit of images for one address in ten minutes; other addresses are not held back', async () => {
    const agent = request.agent(t.app);
    for (let drawn = 0; drawn < CAPTCHA_IMAGE_LIMIT.limit; drawn++) {
      expect((await agent.get('/captcha/register.png').set('X-Forwarded-For', '203.0.113.80')).status).toBe(200);
    }
    const refused = await agent.get('/captcha/register.png').set({ 'X-Forwarded-For': '203.0.113.80', Accept: 'application/json' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CAPTCHA_IMAGE_LIMITED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(t.app).get('/captcha/register.png').set('X-Forwarded-For', '203.0.113.81')).status).toBe(200);
  });
});
