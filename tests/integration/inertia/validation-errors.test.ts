import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsFromIssues } from '#server/inertia/errors.js';
import { inertiaHeaders, makeApp, inertiaOf } from './test-app.js';

const contactSchema = z.object({
  name: z.string().min(1, 'Please enter your name.'),
  email: z.email('Please enter a valid e-mail address.'),
  items: z.array(z.object({ quantity: z.number().int().min(1, 'At least one.') })),
});

describe('validation errors: flashed to the session, sent once as the errors prop, with error bags', () => {
  const app = makeApp((router) => {
    router.get('/contact', (req, res) => inertiaOf(res).render('Contact'));
    router.put('/contact', (req, res) => {
      const parsed = contactSchema.safeParse(req.body);
      if (!parsed.success) return inertiaOf(res).withErrors(errorsFromIssues(parsed.error.issues)).back('/contact');
      return inertiaOf(res).redirect('/contact');
    });
    router.post('/two-calls', (req, res) =>
      inertiaOf(res).withErrors({ a: 'A' }).withErrors({ b: 'B' }).back('/contact'),
    );
  });

  const invalid = { name: '', email: 'nope', items: [{ quantity: 0 }] };

  it('redirects back (303 after PUT) and delivers the errors on the next render only', async () => {
    const agent = request.agent(app);
    const response = await agent
      .put('/contact')
      .set(inertiaHeaders({ Host: 'shop.test', Referer: 'http://shop.test/contact?step=2' }))
      .send(invalid);

    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/contact?step=2');

    const next = await agent.get('/contact?step=2').set(inertiaHeaders());
    expect(next.body.props.errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid e-mail address.',
      'items.0.quantity': 'At least one.',
    });

    const after = await agent.get('/contact').set(inertiaHeaders());
    expect(after.body.props.errors).toEqual({});
  });

  it('nests the errors under the bag named in X-Inertia-Error-Bag', async () => {
    const agent = request.agent(app);
    await agent.put('/contact').set(inertiaHeaders({ 'X-Inertia-Error-Bag': 'contactForm' })).send(invalid);

    // The browser replays the headers on the redirected GET; the bag is not applied twice.
    const next = await agent.get('/contact').set(inertiaHeaders({ 'X-Inertia-Error-Bag': 'contactForm' }));
    expect(next.body.props.errors).toEqual({
      contactForm: {
        name: 'Please enter your name.',
        email: 'Please enter a valid e-mail address.',
        'items.0.quantity': 'At least one.',
      },
    });
  });

  it('falls back when there is no same-host Referer', async () => {
    const response = await request(app)
      .put('/contact')
      .set(inertiaHeaders({ Referer: 'https://evil.example/phish' }))
      .send(invalid);
    expect(response.headers.location).toBe('/contact');
  });

  it('accumulates errors flashed in one request', async () => {
    const agent = request.agent(app);
    await agent.post('/two-calls').set(inertiaHeaders());
    const next = await agent.get('/contact').set(inertiaHeaders());
    expect(next.body.props.errors).toEqual({ a: 'A', b: 'B' });
  });

  it('delivers errors to a full page load as well', async () => {
    const agent = request.agent(app);
    await agent.put('/contact').set(inertiaHeaders()).send(invalid);
    const html = (await agent.get('/contact')).text;
    expect(html).toContain('"errors":{"name":"Please enter your name."');
  });
});
