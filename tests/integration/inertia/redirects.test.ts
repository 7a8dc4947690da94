import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inertiaHeaders, makeApp, inertiaOf } from './test-app.js';

describe('redirects: 302 becomes 303 after PUT/PATCH/DELETE visits; fragments use X-Inertia-Redirect', () => {
  const app = makeApp((router) => {
    router.all('/users/1', (req, res) => res.redirect('/users'));
    router.put('/helper', (req, res) => inertiaOf(res).redirect('/users'));
    router.put('/explicit', (req, res) => res.redirect(301, '/users'));
    router.post('/anchor', (req, res) => res.redirect('/users#row-4'));
    router.get('/users', (req, res) => inertiaOf(res).render('Users/Index'));
  });

  it.each(['put', 'patch', 'delete'] as const)('answers a %s visit that redirects with 303', async (method) => {
    const response = await request(app)[method]('/users/1').set(inertiaHeaders());
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/users');
  });

  it('covers the redirect helper too', async () => {
    const response = await request(app).put('/helper').set(inertiaHeaders());
    expect(response.status).toBe(303);
  });

  it('leaves POST redirects, other statuses and plain requests alone', async () => {
    expect((await request(app).post('/users/1').set(inertiaHeaders())).status).toBe(302);
    expect((await request(app).put('/explicit').set(inertiaHeaders())).status).toBe(301);
    expect((await request(app).put('/users/1')).status).toBe(302);
  });

  it('turns a redirect to a #fragment into 409 + X-Inertia-Redirect (the client then visits it)', async () => {
    const response = await request(app).post('/anchor').set(inertiaHeaders());
    expect(response.status).toBe(409);
    expect(response.headers['x-inertia-redirect']).toBe('/users#row-4');
    expect(response.headers.location).toBeUndefined();
    // The answer carries no body (Express's redirect writes a 'Found. Redirecting to …' text).
    expect(response.text).toBe('');
    expect(response.headers['content-length']).toBe('0');
    expect(response.headers['content-type']).toBeUndefined();
  });

  it('does not do so for prefetches or plain requests', async () => {
    const prefetch = await request(app).post('/anchor').set(inertiaHeaders({ Purpose: 'prefetch' }));
    expect(prefetch.status).toBe(302);
    const plain = await request(app).post('/anchor');
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe('/users#row-4');
  });
});
