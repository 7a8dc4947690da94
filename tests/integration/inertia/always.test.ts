import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { always } from '#server/inertia/props.js';
import { makeApp, partialHeaders, visit, inertiaOf } from './test-app.js';

describe('always props: sent even on partial reloads that do not name them', () => {
  const app = makeApp((router) => {
    router.get('/', (req, res) =>
      inertiaOf(res).render('Dashboard', {
        stats: { visits: 3 },
        cartCount: always(() => 2),
        auth: { user: 'Ada', csrf: always('t0k3n') },
      }),
    );
  });
  const client = request(app);

  it('includes always props on a full visit', async () => {
    const page = await visit(client, '/');
    expect(page.props).toMatchObject({ cartCount: 2, stats: { visits: 3 } });
  });

  it('includes them on a partial reload of other props', async () => {
    const page = await visit(client, '/', partialHeaders('Dashboard', { only: ['stats'] }));
    expect(page.props).toEqual({ errors: {}, stats: { visits: 3 }, cartCount: 2 });
  });

  it('includes nested always props wherever their parent object is sent', async () => {
    const page = await visit(client, '/', partialHeaders('Dashboard', { only: ['auth.user'] }));
    expect(page.props).toEqual({ errors: {}, cartCount: 2, auth: { user: 'Ada', csrf: 't0k3n' } });
  });

  it('includes them even when named in except', async () => {
    const page = await visit(client, '/', partialHeaders('Dashboard', { except: ['cartCount', 'stats', 'auth'] }));
    expect(page.props).toEqual({ errors: {}, cartCount: 2 });
  });
});
