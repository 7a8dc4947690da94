import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inertiaHeaders, makeApp, inertiaOf } from './test-app.js';

describe('location(): full-page visit to another URL', () => {
  const app = makeApp((router) => {
    router.post('/checkout/paypal', (req, res) => inertiaOf(res).location('https://www.paypal.com/checkoutnow?token=T1'));
  });

  it('answers an Inertia request with 409 + X-Inertia-Location and no body', async () => {
    const response = await request(app).post('/checkout/paypal').set(inertiaHeaders());
    expect(response.status).toBe(409);
    expect(response.headers['x-inertia-location']).toBe('https://www.paypal.com/checkoutnow?token=T1');
    expect(response.headers['x-inertia']).toBeUndefined();
    expect(response.text).toBe('');
  });

  it('answers a plain request with an ordinary redirect', async () => {
    const response = await request(app).post('/checkout/paypal');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('https://www.paypal.com/checkoutnow?token=T1');
  });
});
