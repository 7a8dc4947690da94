import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { defer } from '#server/inertia/props.js';
import { inertiaHeaders, makeApp, partialHeaders, inertiaOf } from './test-app.js';

describe('flash data: top-level flash in the next page object, delivered once', () => {
  const app = makeApp((router) => {
    router.get('/cart', (req, res) => inertiaOf(res).render('Cart', { lines: defer(() => []) }));
    router.post('/cart', (req, res) =>
      inertiaOf(res).flash('toast', { type: 'success', message: 'Added to cart' }).flash({ addedId: 12 }).redirect('/cart'),
    );
    router.get('/now', (req, res) => inertiaOf(res).flash('message', 'Rendered directly').render('Cart'));
  });

  it('sends flashed data with the next render and never again', async () => {
    const agent = request.agent(app);
    const post = await agent.post('/cart').set(inertiaHeaders());
    expect(post.status).toBe(302);

    const page = (await agent.get('/cart').set(inertiaHeaders())).body;
    expect(page.flash).toEqual({ toast: { type: 'success', message: 'Added to cart' }, addedId: 12 });
    expect(page.props.flash).toBeUndefined();

    const deferred = (await agent.get('/cart').set(partialHeaders('Cart', { only: ['lines'] }))).body;
    expect(deferred.flash).toBeUndefined();
    const again = (await agent.get('/cart').set(inertiaHeaders())).body;
    expect(again.flash).toBeUndefined();
  });

  it('includes data flashed in the same request that renders', async () => {
    const agent = request.agent(app);
    const page = (await agent.get('/now').set(inertiaHeaders())).body;
    expect(page.flash).toEqual({ message: 'Rendered directly' });
    expect((await agent.get('/cart').set(inertiaHeaders())).body.flash).toBeUndefined();
  });

  it('omits flash when there is none', async () => {
    const page = (await request(app).get('/cart').set(inertiaHeaders())).body;
    expect(page).not.toHaveProperty('flash');
  });
});
