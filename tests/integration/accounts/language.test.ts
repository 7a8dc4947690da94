import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { inertiaPageOf } from '#tests/support/inertia-page';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// Issue 18's switch: route locale.set keeps the choice (cookie, and the profile when signed in); the server answers
// in that language; English stays as the spec words it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;
const json = (token: string) => ({ Accept: 'application/json', 'X-XSRF-TOKEN': token });

async function browser(acceptLanguage?: string) {
  const agent = request.agent(t.app).set('X-Forwarded-For', nextAddress());
  if (acceptLanguage) agent.set('Accept-Language', acceptLanguage);
  const token = xsrfTokenFrom(await agent.get('/login'));
  return { agent, token };
}

function localeCookieOf(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((line) => line.startsWith('locale='));
}

describe('POST /locale (locale.set)', () => {
  it('keeps the choice in a cookie and answers like the visitor-type call', async () => {
    const { agent, token } = await browser();
    const answer = await agent.post('/locale').set(json(token)).send({ locale: 'es' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, locale: 'es' });
    expect(localeCookieOf(answer)).toMatch(/^locale=es; Max-Age=31536000; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    const page = inertiaPageOf(await agent.get('/privacy-policy'));
    expect(page.props).toMatchObject({ locale: 'es' });
  });

  it('refuses anything but en or es with a message in the visitor’s language, and keeps the choice', async () => {
    const { agent, token } = await browser();
    await agent.post('/locale').set(json(token)).send({ locale: 'es' });
    for (const body of [{ locale: 'fr' }, { locale: 3 }, {}, { locale: 'es', extra: 1 }]) {
      const answer = await agent.post('/locale').set(json(token)).send(body);
      expect(answer.status).toBe(422);
      expect(answer.body.success).toBe(false);
      expect(localeCookieOf(answer)).toBeUndefined();
    }
    const refused = await agent.post('/locale').set(json(token)).send({ locale: 'fr' });
    expect(refused.body.errors).toEqual({ locale: 'Elija inglés o español.' });
    const en = await browser('en');
    const english = await en.agent.post('/locale').set(json(en.token)).send({ locale: 'fr' });
    expect(english.body.errors).toEqual({ locale: 'Please choose English or Spanish.' });
  });

  it('stores a signed-in user’s choice in the profile, and signing in elsewhere brings it back', async () => {
    const user = await createUser(t.db, { email: 'idioma@example.test' });
    const first = await browser();
    await first.agent.post('/login').set(json(first.token)).send({ email: user.email, password: DEFAULT_PASSWORD });
    const token = xsrfTokenFrom(await first.agent.get('/'));
    expect((await first.agent.post('/locale').set(json(token)).send({ locale: 'es' })).status).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).locale).toBe('es');

    const second = await browser();
    const signedIn = await second.agent.post('/login').set(json(second.token)).send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(localeCookieOf(signedIn)).toMatch(/^locale=es;/);
    expect(inertiaPageOf(await second.agent.get('/')).props).toMatchObject({ locale: 'es' });
  });

  it('keeps a guest’s choice made before signing in for the account', async () => {
    const user = await createUser(t.db, { email: 'antes@example.test' });
    const { agent, token } = await browser();
    await agent.post('/locale').set(json(token)).send({ locale: 'es' });
    await agent.post('/login').set(json(token)).send({ email: user.email, password: DEFAULT_PASSWORD });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).locale).toBe('es');
  });
});

describe('the language of a request', () => {
  it('follows Accept-Language on a first visit and sets <html lang>', async () => {
    const spanish = await request(t.app).get('/privacy-policy').set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.8');
    expect(spanish.text).toContain('<html lang="es">');
    expect(inertiaPageOf(spanish).props).toMatchObject({ locale: 'es' });
    const english = await request(t.app).get('/privacy-policy').set('Accept-Language', 'fr-FR,de;q=0.5');
    expect(english.text).toContain('<html lang="en">');
  });

  it('answers the login page’s empty fields in Spanish, and in the spec’s English otherwise', async () => {
    const es = await browser('es');
    const spanish = await es.agent.post('/login').set(json(es.token)).send({ email: '', password: '' });
    expect(spanish.status).toBe(422);
    expect(spanish.body.errors).toEqual({ email: 'El correo electrónico es obligatorio', password: 'La contraseña es obligatoria' });

    const en = await browser('en-US');
    const english = await en.agent.post('/login').set(json(en.token)).send({ email: '', password: '' });
    expect(english.body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('translates a message made from a template, with its values', async () => {
    const es = await browser('es');
    const answer = await es.agent.post('/login').set(json(es.token)).send({ email: 'x@example.test', password: 'y', role: 'admin' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ role: 'El campo role no se acepta.' });
  });

  it('shows the error page’s message in Spanish', async () => {
    const page = inertiaPageOf(await request(t.app).get('/no-such-page').set('Accept-Language', 'es').set(inertiaHeaders()));
    expect(page.props).toMatchObject({ status: 404, message: 'No encontrado', locale: 'es' });
  });
});
