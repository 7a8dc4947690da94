import type { ErrorRequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { defer } from '#server/inertia/props.js';
import { makeApp, partialHeaders, visit, inertiaOf } from './test-app.js';

describe('deferred props: announced in deferredProps by group, sent on the follow-up partial reload', () => {
  const evaluated: string[] = [];
  const load = (name: string) => async () => {
    evaluated.push(name);
    return `${name}-data`;
  };

  const app = makeApp((router) => {
    router.get('/posts', (req, res) =>
      inertiaOf(res).render('Posts/Index', {
        user: { name: 'Jonathan' },
        comments: defer(load('comments')),
        analytics: defer(load('analytics')),
        relatedPosts: defer(load('relatedPosts'), 'sidebar'),
      }),
    );
  });
  const client = request(app);

  it('leaves deferred props out of the first response and lists them by group, unevaluated', async () => {
    evaluated.length = 0;
    const response = await request(app).get('/posts');
    const html = response.text;
    expect(html).toContain('"deferredProps":{"default":["comments","analytics"],"sidebar":["relatedPosts"]}');
    expect(html).not.toContain('comments-data');

    const page = await visit(client, '/posts');
    expect(page.props).toEqual({ errors: {}, user: { name: 'Jonathan' } });
    expect(page.deferredProps).toEqual({ default: ['comments', 'analytics'], sidebar: ['relatedPosts'] });
    expect(evaluated).toEqual([]);
  });

  it('evaluates and sends a group when the client asks for it, without announcing it again', async () => {
    const page = await visit(client, '/posts', partialHeaders('Posts/Index', { only: ['comments', 'analytics'] }));
    expect(page.props).toEqual({ errors: {}, comments: 'comments-data', analytics: 'analytics-data' });
    expect(page.deferredProps).toBeUndefined();
    expect(evaluated.sort()).toEqual(['analytics', 'comments']);
  });

  it('sends only the requested group', async () => {
    const page = await visit(client, '/posts', partialHeaders('Posts/Index', { only: ['relatedPosts'] }));
    expect(page.props).toEqual({ errors: {}, relatedPosts: 'relatedPosts-data' });
  });

  it('on a partial reload that only names props to leave out, announces the deferred props again instead of evaluating them', async () => {
    evaluated.length = 0;
    // router.reload({ except: ['user'] }): the v3 client then fetches each announced group itself.
    const page = await visit(client, '/posts', partialHeaders('Posts/Index', { except: ['user'] }));
    expect(page.props).toEqual({ errors: {} });
    expect(page.deferredProps).toEqual({ default: ['comments', 'analytics'], sidebar: ['relatedPosts'] });
    expect(evaluated).toEqual([]);
  });

  it('does not announce a deferred prop the partial reload leaves out', async () => {
    evaluated.length = 0;
    const page = await visit(client, '/posts', partialHeaders('Posts/Index', { except: ['comments', 'relatedPosts'] }));
    expect(page.props).toEqual({ errors: {}, user: { name: 'Jonathan' } });
    expect(page.deferredProps).toEqual({ default: ['analytics'] });
    expect(evaluated).toEqual([]);
  });
});

describe('rescued deferred props: a failing resolver is sent as null and listed in rescuedProps', () => {
  const reported: { path: string; component: string; message: string }[] = [];
  const app = makeApp(
    (router) => {
      router.get('/dashboard', (req, res) =>
        inertiaOf(res).render('Dashboard', {
          orders: defer(() => [{ id: 1 }]),
          stats: defer(() => {
            throw new Error('stats service down');
          }).rescue(),
          chart: defer(() => Promise.reject(new Error('chart query timed out')), 'charts').rescue(),
          audit: defer(() => {
            throw new Error('not rescued');
          }, 'audit'),
        }),
      );
    },
    {
      reportRescued: (error, { path, component }) => reported.push({ path, component, message: (error as Error).message }),
    },
  );
  app.use(((error, _req, res, _next) => res.status(500).json({ message: (error as Error).message })) as ErrorRequestHandler);
  const client = request(app);

  it('lists the rescuable prop as deferred like any other on the first visit', async () => {
    const page = await visit(client, '/dashboard');
    expect(page.deferredProps).toEqual({ default: ['orders', 'stats'], charts: ['chart'], audit: ['audit'] });
    expect(page.rescuedProps).toBeUndefined();
  });

  it('sends the rest of the group, null for the failed prop, lists it and reports the error', async () => {
    reported.length = 0;
    const page = await visit(client, '/dashboard', partialHeaders('Dashboard', { only: ['orders', 'stats'] }));
    expect(page.props).toEqual({ errors: {}, orders: [{ id: 1 }], stats: null });
    expect(page.rescuedProps).toEqual(['stats']);
    expect(reported).toEqual([{ path: 'stats', component: 'Dashboard', message: 'stats service down' }]);
  });

  it('rescues a rejected promise too', async () => {
    const page = await visit(client, '/dashboard', partialHeaders('Dashboard', { only: ['chart'] }));
    expect(page.props).toEqual({ errors: {}, chart: null });
    expect(page.rescuedProps).toEqual(['chart']);
  });

  it('still fails the response for a deferred prop that is not marked rescuable', async () => {
    const response = await client.get('/dashboard').set(partialHeaders('Dashboard', { only: ['audit'] }));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'not rescued' });
  });
});
