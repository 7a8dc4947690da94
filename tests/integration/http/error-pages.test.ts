import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';

// storefront §2 "Error page" and DESIGN "Logging and errors": the Error component with the status for visits,
// `{success:false, message}` for calls, never a stack trace.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('a visit without a valid CSRF token gets the 419 Error page', async () => {
    const answer = await request(t.app).post('/logout').set(inertiaHeaders('forged-token'));
    expect(answer.status).toBe(419);
    expect(answer.body).toMatchObject({ component: 'error', props: { status: 419 } });
  });

  it('a full page load of an unknown URL gets the HTML shell with the Error component', async () => {
    const answer = await request(t.app).get('/nothing/here').set('Accept', 'text/html');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<script data-page="app" type="application/json">');
    expect(answer.text).toContain('"component":"error"');
  });

  it('a call to a guarded route without sign-in gets 401 JSON', async () => {
    const answer = await request(t.app).post('/checkout/complete-order').set('Accept', 'application/json').send({});
    expect([401, 419]).toContain(answer.status);
    expect(answer.body.success).toBe(false);
  });

  it('an unsupported body type is a 4xx with a message', async () => {
    const agent = request.agent(t.app);
    await agent.get('/');
    const answer = await agent
      .post('/set-visitor-type')
      .set({ Accept: 'application/json', 'Content-Type': 'application/json; charset=utf-16' })
      .send(Buffer.from('{}'));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.success).toBe(false);
  });
});

describe('when the database is gone', () => {
  it('answers 500 with the Error page and no stack trace', async () => {
    const broken = await createTestApp();
    await broken.close();
    const visit = await request(broken.app).get('/shop').set(inertiaHeaders());
    expect(visit.status).toBe(500);
    expect(visit.body).toMatchObject({ component: 'error', props: { status: 500 } });
    expect(JSON.stringify(visit.body)).not.toMatch(/at .*\.ts:\d+|Error:|prisma/i);
    const call = await request(broken.app).get('/cart').set('Accept', 'application/json');
    expect(call.status).toBe(500);
    expect(call.body).toEqual({ success: false, message: 'Something went wrong on our side. Please try again later.' });
  });
});
