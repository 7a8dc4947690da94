import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_AUDIO_NO_CODE, CAPTCHA_IMAGE_LIMIT, CAPTCHA_IMAGE_LIMITED } from '#server/captcha/captcha.controller';
import { createTestApp, type TestApp } from '#tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

type CaptchaSession = { captchas?: Record<string, { code: string }> };
const codesInSessions = async (purpose: string) =>
  (await t.db.session.findMany()).map((row) => (row.data as CaptchaSession).captchas?.[purpose]?.code).filter(Boolean);
const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (part: Buffer) => parts.push(part));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });

describe('GET /captcha/{purpose}.wav', () => {
  it('speaks the current code as an uncached WAV, without drawing a new one or using it up', async () => {
    for (const purpose of ['contact', 'register']) {
      const agent = request.agent(t.app);
      expect((await agent.get(`/captcha/${purpose}.png`)).status).toBe(200);
      const before = await codesInSessions(purpose);
      for (let listen = 0; listen < 2; listen++) {
        const answer = await binary(agent.get(`/captcha/${purpose}.wav`));
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('audio/wav');
        expect(answer.headers['cache-control']).toContain('no-store');
        expect(answer.headers['content-language']).toBe('en');
        const wav = answer.body as Buffer;
        expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
        expect(wav.toString('latin1', 8, 12)).toBe('WAVE');
        expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
      }
      expect(await codesInSessions(purpose)).toEqual(before);
    }
  });

  it('speaks Spanish to a visitor who chose it', async () => {
    const agent = request.agent(t.app);
    await agent.get('/captcha/contact.png').set('Cookie', 'locale=es');
    const answer = await binary(agent.get('/captcha/contact.wav').set('Cookie', 'locale=es'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-language']).toBe('es');
    expect((answer.body as Buffer).toString('latin1', 0, 4)).toBe('RIFF');
  });

  it('answers 404 with a clear message when the session has no code for that form', async () => {
    const agent = request.agent(t.app);
    const none = await agent.get('/captcha/register.wav').set('Accept', 'application/json');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(CAPTCHA_AUDIO_NO_CODE);
    await agent.get('/captcha/contact.png');
    const otherForm = await agent.get('/captcha/register.wav').set('Accept', 'application/json');
    expect(otherForm.status).toBe(404);
  });

  it('counts against the same per-address limit as the form’s images', async () => {
    const agent = request.agent(t.app);
    for (let drawn = 0; drawn < CAPTCHA_IMAGE_LIMIT.limit - 1; drawn++) {
      expect((await agent.get('/captcha/contact.png').set('X-Forwarded-For', '203.0.113.90')).status).toBe(200);
    }
    expect((await agent.get('/captcha/contact.wav').set('X-Forwarded-For', '203.0.113.90')).status).toBe(200);
    const refused = await agent.get('/captcha/contact.wav').set({ 'X-Forwarded-For': '203.0.113.90', Accept: 'application/json' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CAPTCHA_IMAGE_LIMITED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await agent.get('/captcha/contact.png').set('X-Forwarded-For', '203.0.113.90')).status).toBe(429);
    // Another address, and the other form, are not held back.
    expect((await agent.get('/captcha/contact.wav').set('X-Forwarded-For', '203.0.113.91')).status).toBe(200);
    expect((await agent.get('/captcha/register.png').set('X-Forwarded-For', '203.0.113.90')).status).toBe(200);
  });
});
