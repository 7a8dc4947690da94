import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { optional } from '#server/inertia/props.js';
import { makeApp, partialHeaders, visit, inertiaOf } from './test-app.js';

describe('optional props: evaluated and sent only when a partial reload names them', () => {
  let evaluations = 0;
  const app = makeApp((router) => {
    router.get('/orders', (req, res) =>
      inertiaOf(res).render('Orders', {
        orders: [1, 2],
        history: optional(async () => {
          evaluations += 1;
          return ['old'];
        }),
      }),
    );
  });
  const client = request(app);

  it('leaves them out of a full visit, unevaluated and unannounced', async () => {
    evaluations = 0;
    const page = await visit(client, '/orders');
    expect(page.props).toEqual({ errors: {}, orders: [1, 2] });
    expect(page.deferredProps).toBeUndefined();
    expect(evaluations).toBe(0);
  });

  it('sends them when a partial reload asks', async () => {
    const page = await visit(client, '/orders', partialHeaders('Orders', { only: ['history'] }));
    expect(page.props).toEqual({ errors: {}, history: ['old'] });
    expect(evaluations).toBe(1);
  });

  it('leaves them out of a partial reload that names other props', async () => {
    evaluations = 0;
    const page = await visit(client, '/orders', partialHeaders('Orders', { only: ['orders'] }));
    expect(page.props).toEqual({ errors: {}, orders: [1, 2] });
    expect(evaluations).toBe(0);
  });
});
