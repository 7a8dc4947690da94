import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inertiaHeaders, makeApp, partialHeaders, visit, inertiaOf } from './test-app.js';

describe('partial reloads: only / except with dot paths, for the same component only', () => {
  const evaluated: string[] = [];
  const track = <T>(name: string, value: T) => () => {
    evaluated.push(name);
    return value;
  };

  const app = makeApp((router) => {
    router.get('/users', (req, res) =>
      inertiaOf(res).render('Users/Index', {
        users: track('users', [{ id: 1 }]),
        companies: async () => {
          evaluated.push('companies');
          return [{ id: 7 }];
        },
        filters: Promise.resolve({ q: 'x' }),
        auth: { user: { name: 'Ada' }, permissions: track('permissions', ['edit']), team: 'core' },
      }),
    );
  });
  const client = request(app);

  it('sends everything on a full visit', async () => {
    const page = await visit(client, '/users');
    expect(page.props).toEqual({
      errors: {},
      users: [{ id: 1 }],
      companies: [{ id: 7 }],
      filters: { q: 'x' },
      auth: { user: { name: 'Ada' }, permissions: ['edit'], team: 'core' },
    });
  });

  it('sends only the props named in X-Inertia-Partial-Data (plus errors), evaluating nothing else', async () => {
    evaluated.length = 0;
    const page = await visit(client, '/users', partialHeaders('Users/Index', { only: ['users'] }));
    expect(page.props).toEqual({ errors: {}, users: [{ id: 1 }] });
    expect(evaluated).toEqual(['users']);
  });

  it('leaves out the props named in X-Inertia-Partial-Except', async () => {
    evaluated.length = 0;
    const page = await visit(client, '/users', partialHeaders('Users/Index', { except: ['users', 'auth'] }));
    expect(page.props).toEqual({ errors: {}, companies: [{ id: 7 }], filters: { q: 'x' } });
    expect(evaluated).toEqual(['companies']);
  });

  it('lets except win over only', async () => {
    const page = await visit(
      client,
      '/users',
      partialHeaders('Users/Index', { only: ['users', 'companies'], except: ['companies'] }),
    );
    expect(page.props).toEqual({ errors: {}, users: [{ id: 1 }] });
  });

  it('follows dot paths into nested objects for only', async () => {
    evaluated.length = 0;
    const page = await visit(client, '/users', partialHeaders('Users/Index', { only: ['auth.user'] }));
    expect(page.props).toEqual({ errors: {}, auth: { user: { name: 'Ada' } } });
    expect(evaluated).toEqual([]);
  });

  it('follows dot paths into nested objects for except', async () => {
    const page = await visit(
      client,
      '/users',
      partialHeaders('Users/Index', { only: ['auth'], except: ['auth.permissions'] }),
    );
    expect(page.props).toEqual({ errors: {}, auth: { user: { name: 'Ada' }, team: 'core' } });
  });

  it('ignores the partial headers when the component differs (e.g. redirected to another page)', async () => {
    const page = await visit(client, '/users', partialHeaders('Dashboard', { only: ['users'] }));
    expect(Object.keys(page.props).sort()).toEqual(['auth', 'companies', 'errors', 'filters', 'users']);
  });

  it('ignores the partial headers on a non-Inertia request', async () => {
    const response = await request(app)
      .get('/users')
      .set({ 'X-Inertia-Partial-Component': 'Users/Index', 'X-Inertia-Partial-Data': 'users' });
    expect(response.text).toContain('companies');
  });

  it('keeps an unknown only name harmless', async () => {
    const page = await visit(client, '/users', partialHeaders('Users/Index', { only: ['nope'] }));
    expect(page.props).toEqual({ errors: {} });
  });

  it('trims names and skips empty entries in the list headers', async () => {
    const response = await request(app)
      .get('/users')
      .set(inertiaHeaders({ 'X-Inertia-Partial-Component': 'Users/Index', 'X-Inertia-Partial-Data': ' users , ' }));
    expect(response.body.props).toEqual({ errors: {}, users: [{ id: 1 }] });
  });
});
