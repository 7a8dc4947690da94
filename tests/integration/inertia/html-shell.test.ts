import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { escapeJsonForScript } from '#server/inertia/escape.js';
import { VERSION, makeApp, pageFromHtml, inertiaOf } from './test-app.js';

describe('first visit: HTML shell with the page object in <script data-page="app">', () => {
  const app = makeApp((router) => {
    router.get('/events/80', (req, res) =>
      inertiaOf(res).render('Event', { event: { id: 80, title: 'Birthday party' } }),
    );
    router.get('/evil', (req, res) =>
      inertiaOf(res).render('Evil', { bio: '</script><script>alert(1)</script>', comment: '<!-- x', path: 'a\\/b' }),
    );
  });

  it('answers a plain GET with the root view holding the page object and the mount element', async () => {
    const response = await request(app).get('/events/80?tab=info').set('Accept', 'text/html');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/X-Inertia/);
    expect(response.headers['x-inertia']).toBeUndefined();
    expect(response.text).toContain('<script data-page="app" type="application/json">');
    expect(response.text).toContain('<div id="app"></div>');
    expect(pageFromHtml(response.text)).toEqual({
      component: 'Event',
      props: { errors: {}, event: { id: 80, title: 'Birthday party' } },
      url: '/events/80?tab=info',
      version: VERSION,
      sharedProps: ['errors'],
    });
  });

  it('escapes every "/" so a prop holding </script> cannot close the element', async () => {
    const response = await request(app).get('/evil');

    const json = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(response.text)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toMatch(/(^|[^\\])\//);
    expect(json).not.toContain('<');
    expect(response.text.match(/<\/script>/g)).toHaveLength(1);
    expect(pageFromHtml(response.text).props).toMatchObject({
      bio: '</script><script>alert(1)</script>',
      comment: '<!-- x',
      path: 'a\\/b',
    });
  });

  it('exports the escaping so root views can reuse it', () => {
    expect(escapeJsonForScript(JSON.stringify({ url: '/a</script>' }))).toBe('{"url":"\\/a\\u003c\\/script>"}');
  });
});
