import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { VERSION, inertiaHeaders, makeApp, inertiaOf } from './test-app.js';

describe('asset version: a stale GET visit gets 409 + X-Inertia-Location', () => {
  let handlerRuns = 0;
  const app = makeApp((router) => {
    router.get('/', (req, res) => {
      handlerRuns += 1;
      return inertiaOf(res).render('Home');
    });
    router.post('/save', (req, res) => inertiaOf(res).flash('message', 'Saved').redirect('/'));
  });

  it('answers a version mismatch with 409, the full URL and the current version, without running the handler', async () => {
    handlerRuns = 0;
    const response = await request(app)
      .get('/?page=2')
      .set(inertiaHeaders({ 'X-Inertia-Version': 'old-build' }));

    expect(response.status).toBe(409);
    expect(response.headers['x-inertia-location']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?page=2$/);
    expect(response.headers['x-inertia-version']).toBe(VERSION);
    expect(response.headers['x-inertia']).toBeUndefined();
    expect(response.text).toBe('');
    expect(handlerRuns).toBe(0);
  });

  it('treats a missing version header as a mismatch when the server has a version', async () => {
    const response = await request(app).get('/').set({ 'X-Inertia': 'true' });
    expect(response.status).toBe(409);
  });

  it('accepts a matching version and echoes the current version in the page', async () => {
    const response = await request(app).get('/').set(inertiaHeaders());
    expect(response.status).toBe(200);
    expect(response.body.version).toBe(VERSION);
  });

  it('never answers 409 to a non-GET visit', async () => {
    const response = await request(app)
      .post('/save')
      .set(inertiaHeaders({ 'X-Inertia-Version': 'old-build' }));
    expect(response.status).toBe(302);
  });

  it('ignores the version on plain (non-Inertia) requests', async () => {
    const response = await request(app).get('/').set('X-Inertia-Version', 'old-build');
    expect(response.status).toBe(200);
  });

  it('keeps flash data in the session across the 409 so the reload still shows it', async () => {
    const agent = request.agent(app);
    await agent.post('/save').set(inertiaHeaders());

    const stale = await agent.get('/').set(inertiaHeaders({ 'X-Inertia-Version': 'old-build' }));
    expect(stale.status).toBe(409);

    const reload = await agent.get('/');
    expect(reload.status).toBe(200);
    expect(reload.text).toContain('"flash":{"message":"Saved"}');
  });

  it('sends version null when assets are not versioned, and serves the client that then sends no version', async () => {
    const unversioned = makeApp((router) => router.get('/', (req, res) => inertiaOf(res).render('Home')), {
      version: () => null,
    });
    // The v3 client sends no X-Inertia-Version header while its page's version is null.
    const response = await request(unversioned).get('/').set({ 'X-Inertia': 'true' });
    expect(response.status).toBe(200);
    expect(response.body.version).toBeNull();
    const html = await request(unversioned).get('/');
    expect(html.text).toContain('"version":null');
  });
});
