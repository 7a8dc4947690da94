import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EMAIL } from '#server/accounts/account-fields.schemas';
import { RESET_LINK_SENT } from '#server/accounts/password-reset.controller';
import { CART_MESSAGES } from '#server/cart/cart.rules';
import { createProduct } from '#tests/factories/products';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { guestBrowser, jsonHeaders } from '../accounts/account-helpers';

// What the server says, in the visitor's language (docs/decisions/159): zod messages, thrown errors, messages built
// with values and flash messages come out in Spanish for a visitor who chose it, and unchanged in English.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

async function visitorIn(locale: 'en' | 'es') {
  const browser = await guestBrowser(t);
  await browser.agent.post('/locale').set(jsonHeaders(browser.token)).send({ locale }).expect(200);
  return browser;
}

describe('server messages in Spanish', () => {
  it('translates zod messages, including one built with a value, and keeps English for English', async () => {
    const register = async (locale: 'en' | 'es') => {
      const { agent, token } = await visitorIn(locale);
      const answer = await agent.post('/api/register').set(jsonHeaders(token)).field('visitorType', 'organizations').field('email', 'not-an-address');
      expect(answer.status).toBe(422);
      return answer.body as { message: string; errors: Record<string, string> };
    };
    const spanish = await register('es');
    expect(spanish.errors).toMatchObject({
      firstName: 'El nombre es obligatorio',
      orgType: 'Elija un tipo de organización',
      taxDoc: 'El certificado de exención de impuestos es obligatorio',
      email: INVALID_EMAIL.replace(/^Please enter a valid email address \(e\.g\., (.+)\)$/, 'Escriba un correo electrónico válido (p. ej., $1)'),
    });
    expect(spanish.errors.email).toMatch(/^Escriba un correo electrónico válido/);
    const english = await register('en');
    expect(english.errors).toMatchObject({ firstName: 'First name is required', orgType: 'Please choose an organization type', email: INVALID_EMAIL });
  });

  it('translates the message of an error a service throws', async () => {
    const withdrawn = await createProduct(t.db, { isActive: false });
    for (const [locale, message] of [
      ['es', 'Este producto no está disponible.'],
      ['en', CART_MESSAGES.productUnavailable],
    ] as const) {
      const { agent, token } = await visitorIn(locale);
      const answer = await agent.post('/cart').set(jsonHeaders(token)).send({ product_id: withdrawn.id, qty: 1 });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message });
    }
  });

  it('translates a flash message', async () => {
    for (const [locale, message] of [
      ['es', 'Si existe una cuenta con ese correo electrónico, le enviamos un enlace para restablecer la contraseña.'],
      ['en', RESET_LINK_SENT],
    ] as const) {
      const { agent, token } = await visitorIn(locale);
      await agent.post('/forgot-password').set(inertiaHeaders(token, { Referer: '/forgot-password' })).send({ email: 'nobody@example.test' }).expect(302);
      const page = await agent.get('/forgot-password').set(inertiaHeaders(token)).expect(200);
      expect(page.body.flash).toEqual({ success: message });
    }
  });

  it('translates a rate-limit message built with a number of minutes', async () => {
    const { agent, token } = await visitorIn('es');
    let answer;
    for (let attempt = 0; attempt < 12; attempt++) {
      answer = await agent.post('/forgot-password').set({ ...jsonHeaders(token), Referer: '/forgot-password' }).send({ email: 'limit@example.test' });
      if (answer.status === 422) break;
    }
    expect(answer?.status).toBe(422);
    expect(answer?.body.errors.email).toMatch(/^Demasiadas solicitudes de restablecimiento para este correo electrónico\. Inténtelo de nuevo en \d+ minutos?\.$/);
  });
});
