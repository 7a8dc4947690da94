import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inertiaHeaders, makeApp, inertiaOf } from './test-app.js';

describe('history: encryptHistory, and clearHistory and preserveFragment (which survive a redirect)', () => {
  const routes = makeApp((router) => {
    router.get('/', (req, res) => inertiaOf(res).render('Home'));
    router.get('/account', (req, res) => inertiaOf(res).encryptHistory().render('Account'));
    router.get('/public', (req, res) => inertiaOf(res).encryptHistory(false).render('Public'));
    router.post('/logout', (req, res) => inertiaOf(res).clearHistory().redirect('/'));
    router.get('/cleared-now', (req, res) => inertiaOf(res).clearHistory().render('Home'));
    router.post('/comments', (req, res) => inertiaOf(res).preserveFragment().redirect('/posts/1'));
    router.get('/posts/1', (req, res) => inertiaOf(res).render('Post'));
  });

  it('sends encryptHistory only when asked', async () => {
    expect((await request(routes).get('/').set(inertiaHeaders())).body).not.toHaveProperty('encryptHistory');
    expect((await request(routes).get('/account').set(inertiaHeaders())).body.encryptHistory).toBe(true);
  });

  it('takes the default from the options, and a handler may turn it off', async () => {
    const encrypted = makeApp(
      (router) => {
        router.get('/', (req, res) => inertiaOf(res).render('Home'));
        router.get('/public', (req, res) => inertiaOf(res).encryptHistory(false).render('Public'));
      },
      { encryptHistory: true },
    );
    expect((await request(encrypted).get('/').set(inertiaHeaders())).body.encryptHistory).toBe(true);
    expect((await request(encrypted).get('/public').set(inertiaHeaders())).body).not.toHaveProperty('encryptHistory');
  });

  it('sends clearHistory on the render after a redirect, once', async () => {
    const agent = request.agent(routes);
    expect((await agent.post('/logout').set(inertiaHeaders())).status).toBe(302);
    expect((await agent.get('/').set(inertiaHeaders())).body.clearHistory).toBe(true);
    expect((await agent.get('/').set(inertiaHeaders())).body).not.toHaveProperty('clearHistory');
  });

  it('sends clearHistory on a render in the same request', async () => {
    const agent = request.agent(routes);
    expect((await agent.get('/cleared-now').set(inertiaHeaders())).body.clearHistory).toBe(true);
    expect((await agent.get('/').set(inertiaHeaders())).body).not.toHaveProperty('clearHistory');
  });

  it('sends preserveFragment on the render after a redirect, once, so the client keeps the #fragment', async () => {
    const agent = request.agent(routes);
    expect((await agent.get('/posts/1').set(inertiaHeaders())).body).not.toHaveProperty('preserveFragment');
    expect((await agent.post('/comments').set(inertiaHeaders())).status).toBe(302);
    expect((await agent.get('/posts/1').set(inertiaHeaders())).body.preserveFragment).toBe(true);
    expect((await agent.get('/posts/1').set(inertiaHeaders())).body).not.toHaveProperty('preserveFragment');
  });
});
