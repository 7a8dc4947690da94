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
});
