import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { once } from '#server/inertia/props.js';
import { inertiaHeaders, makeApp, partialHeaders, visit, inertiaOf } from './test-app.js';

describe('once props: listed in onceProps, skipped when the client holds them (X-Inertia-Except-Once-Props)', () => {
  let loads = 0;
  const plans = () => {
    loads += 1;
    return [{ id: 1, name: 'Basic' }];
  };
  const app = makeApp((router) => {
    router.get('/plans', (req, res) => inertiaOf(res).render('Billing/Plans', { plans: once(plans) }));
    router.get('/upgrade', (req, res) =>
      inertiaOf(res).render('Billing/Upgrade', { current: 1, plans: once(plans, { key: 'plans', ttlSeconds: 60 }) }),
    );
    router.get('/fresh', (req, res) => inertiaOf(res).render('Billing/Plans', { plans: once(plans, { fresh: true }) }));
  });
  const client = request(app);

  it('resolves the prop and announces it', async () => {
    const page = await visit(client, '/plans');
    expect(page.props.plans).toEqual([{ id: 1, name: 'Basic' }]);
    expect(page.onceProps).toEqual({ plans: { prop: 'plans', expiresAt: null } });
  });

  it('skips a prop the client already holds but keeps announcing it', async () => {
    loads = 0;
    const before = Date.now();
    const page = await visit(client, '/upgrade', inertiaHeaders({ 'X-Inertia-Except-Once-Props': 'plans' }));
    expect(page.props).toEqual({ errors: {}, current: 1 });
    expect(page.onceProps?.plans.prop).toBe('plans');
    expect(page.onceProps?.plans.expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(loads).toBe(0);
  });

  it('resolves it anyway when fresh, or when a partial reload asks for it', async () => {
    loads = 0;
    await visit(client, '/fresh', inertiaHeaders({ 'X-Inertia-Except-Once-Props': 'plans' }));
    await visit(
      client,
      '/plans',
      partialHeaders('Billing/Plans', { only: ['plans'] }),
    );
    expect(loads).toBe(2);
  });
});
