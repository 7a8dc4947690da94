import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { always } from '#server/inertia/props.js';
import { makeApp, partialHeaders, visit, inertiaOf } from './test-app.js';

describe('shared props: merged under page props and listed in sharedProps', () => {
  let sharedCalls = 0;
  const app = makeApp(
    (router) => {
      router.use((req, res, next) => {
        inertiaOf(res).share({ locale: 'en', cart: { count: 1 } });
        next();
      });
      router.get('/', (req, res) => inertiaOf(res).render('Home', { title: 'Home' }));
      router.get('/override', (req, res) => inertiaOf(res).render('Home', { appName: 'Page wins', locale: 'fr' }));
      router.get('/errors-prop', (req, res) => inertiaOf(res).render('Home', { errors: 'custom' }));
      router.get('/json', (req, res) => res.json({ ok: true }));
    },
    {
      sharedProps: async () => {
        sharedCalls += 1;
        return { appName: 'Shop', auth: { user: () => ({ name: 'Ada' }) }, flags: always({ beta: true }) };
      },
    },
  );
  const client = request(app);

  it('merges shared props (options and share()) under the page props, resolving functions', async () => {
    const page = await visit(client, '/');
    expect(page.props).toEqual({
      errors: {},
      appName: 'Shop',
      auth: { user: { name: 'Ada' } },
      flags: { beta: true },
      locale: 'en',
      cart: { count: 1 },
      title: 'Home',
    });
    expect(page.sharedProps).toEqual(['errors', 'appName', 'auth', 'flags', 'locale', 'cart']);
  });

  it('lets page props override shared ones, including errors', async () => {
    const page = await visit(client, '/override');
    expect(page.props).toMatchObject({ appName: 'Page wins', locale: 'fr' });
    expect((await visit(client, '/errors-prop')).props.errors).toBe('custom');
  });

  it('filters shared props like any other on partial reloads', async () => {
    const page = await visit(client, '/', partialHeaders('Home', { only: ['title'] }));
    expect(page.props).toEqual({ errors: {}, flags: { beta: true }, title: 'Home' });
  });

  it('computes shared props only when a page renders', async () => {
    sharedCalls = 0;
    await client.get('/json');
    expect(sharedCalls).toBe(0);
  });
});
