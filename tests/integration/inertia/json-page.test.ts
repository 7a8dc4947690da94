import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { VERSION, inertiaHeaders, makeApp, inertiaOf } from './test-app.js';

describe('Inertia visit: JSON page object with X-Inertia and Vary headers', () => {
  const app = makeApp((router) => {
    router.get('/users/:id', (req, res) => inertiaOf(res).render('User/Edit', { user: { name: 'Jonathan' } }));
    router.get('/missing', (req, res) => {
      res.status(404);
      return inertiaOf(res).render('Error', { status: 404 });
    });
    router.get('/gone', (req, res) => inertiaOf(res).render('Error', { status: 410 }, { status: 410 }));
    // An optimistic form: the POST renders the list page itself and tells the browser which URL it shows.
    router.post('/todos', (req, res) => inertiaOf(res).render('Todos/Index', { todos: ['Buy dolls'] }, { url: '/todos?filter=open' }));
  });

  it('answers X-Inertia: true with the page object as JSON', async () => {
    const response = await request(app).get('/users/123?from=list&x=%2F').set(inertiaHeaders());

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-inertia']).toBe('true');
    expect(response.headers.vary).toMatch(/X-Inertia/);
    expect(response.body).toEqual({
      component: 'User/Edit',
      props: { errors: {}, user: { name: 'Jonathan' } },
      url: '/users/123?from=list&x=%2F',
      version: VERSION,
      sharedProps: ['errors'],
    });
  });

  it('always includes errors, {} when there are none', async () => {
    const response = await request(app).get('/users/1').set(inertiaHeaders());
    expect(response.body.props.errors).toEqual({});
  });

  it('keeps a status the handler set, or the one given to render (error pages)', async () => {
    const missing = await request(app).get('/missing').set(inertiaHeaders());
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ component: 'Error', props: { status: 404 } });

    const gone = await request(app).get('/gone');
    expect(gone.status).toBe(410);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
  });

  it('uses the URL render() is given instead of the request URL, on JSON and HTML answers', async () => {
    const json = await request(app).post('/todos').set(inertiaHeaders());
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ component: 'Todos/Index', url: '/todos?filter=open' });
    const html = await request(app).post('/todos');
    expect(html.text).toContain('"url":"\\/todos?filter=open"');
  });
});
