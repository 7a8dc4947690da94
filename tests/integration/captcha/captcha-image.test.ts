import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /captcha/{purpose}.svg', () => {
  it('draws a new, uncached code into the session for each form', async () => {
    const agent = request.agent(t.app);
    for (const path of ['/captcha/contact.svg', '/captcha/register.svg']) {
      const answer = await agent.get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(answer.headers['cache-control']).toContain('no-store');
      const svg = answer.text || Buffer.from(answer.body as Buffer).toString('utf8');
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toContain('<text');
    }
    const sessions = await t.db.session.findMany();
    const captchas = sessions.map((row) => (row.data as { captchas?: Record<string, { code: string }> }).captchas).find(Boolean);
    expect(captchas?.contact?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(captchas?.register?.code).toMatch(/^[A-Z0-9]{6}$/);
  });
});
