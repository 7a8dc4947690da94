import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { deepMerge, defer, merge } from '#server/inertia/props.js';
import { makeApp, partialHeaders, visit, inertiaOf } from './test-app.js';

describe('merge props: listed in mergeProps / prependProps / deepMergeProps / matchPropsOn; X-Inertia-Reset', () => {
  const app = makeApp((router) => {
    router.get('/feed', (req, res) =>
      inertiaOf(res).render('Feed', {
        posts: merge([{ id: 1 }]).matchOn('id'),
        notifications: merge(() => [{ id: 2 }]).prepend(),
        conversations: deepMerge({ data: [{ id: 1 }] }).matchOn('data.id'),
        comments: defer(() => ['c1']).merge(),
        title: 'Feed',
      }),
    );
  });
  const client = request(app);

  it('sends merge props with their labels on a full visit', async () => {
    const page = await visit(client, '/feed');
    expect(page.props).toMatchObject({
      posts: [{ id: 1 }],
      notifications: [{ id: 2 }],
      conversations: { data: [{ id: 1 }] },
      title: 'Feed',
    });
    expect(page.mergeProps).toEqual(['posts', 'comments']);
    expect(page.prependProps).toEqual(['notifications']);
    expect(page.deepMergeProps).toEqual(['conversations']);
    expect(page.matchPropsOn).toEqual(['posts.id', 'conversations.data.id']);
    expect(page.deferredProps).toEqual({ default: ['comments'] });
  });

  it('labels only the props a partial reload returns', async () => {
    const page = await visit(client, '/feed', partialHeaders('Feed', { only: ['posts', 'comments'] }));
    expect(page.props).toEqual({ errors: {}, posts: [{ id: 1 }], comments: ['c1'] });
    expect(page.mergeProps).toEqual(['posts', 'comments']);
    expect(page.prependProps).toBeUndefined();
    expect(page.deepMergeProps).toBeUndefined();
  });

  it('sends reset props unlabelled so the client replaces them', async () => {
    const page = await visit(client, '/feed', partialHeaders('Feed', { reset: ['posts'] }));
    expect(page.props).toEqual({ errors: {}, posts: [{ id: 1 }] });
    expect(page.mergeProps).toBeUndefined();
    expect(page.matchPropsOn).toBeUndefined();
  });

  it('leaves plain props unlabelled', async () => {
    const page = await visit(client, '/feed', partialHeaders('Feed', { only: ['title'] }));
    expect(page.mergeProps).toBeUndefined();
  });
});
