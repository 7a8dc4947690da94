import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { createComboProduct, createProduct } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { jsonHeaders, signedInBrowser } from '#tests/integration/accounts/account-helpers';
import { signInBuyer } from '#tests/integration/checkout/checkout-buyer';

// Issue 18 (docs/decisions/156): products carry optional Spanish title, subtitle and descriptions. A Spanish visitor
// (cookie locale=es, or a browser that prefers Spanish) reads them on the shop, the product page and its head, the
// cart and checkout; each empty Spanish field falls back to the English one. English visitors see nothing new.

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const translated = await createProduct(t.db, {
    title: 'Body Safety for Families',
    slug: 'body-safety-for-families',
    subtitle: 'A video for parents',
    shortDescription: 'Talk with your child about safe and unsafe touch.',
    description: 'First **English** paragraph.',
    videoDescription: 'A 15-minute video.',
    titleEs: 'Seguridad del cuerpo para familias',
    subtitleEs: 'Un video para padres',
    shortDescriptionEs: 'Hable con su hijo sobre el contacto seguro y el contacto inseguro.',
    descriptionEs: 'Primer párrafo en **español**.',
    videoDescriptionEs: 'Un video de 15 minutos.',
    productScript: 'https://cdn.example.org/guides/family-script.pdf',
    productScriptSpanish: 'https://cdn.example.org/guides/family-script-es.pdf',
    priceCents: 2000,
    isBestSeller: true,
  });
  // Only the title is translated: every other field falls back to English, field by field.
  const titleOnly = await createProduct(t.db, {
    title: 'Joe & Suzy Doll Set',
    slug: 'joe-and-suzy-doll-set',
    subtitle: 'Two teaching dolls',
    shortDescription: 'Dolls for classroom lessons.',
    titleEs: 'Juego de muñecos Joe y Suzy',
    subtitleEs: '   ',
    priceCents: 7999,
  });
  const untranslated = await createProduct(t.db, { title: 'Speak Up Poster', slug: 'speak-up-poster', shortDescription: 'A classroom poster.' });
  const combo = await createComboProduct(t.db, [{ productId: titleOnly.id, quantity: 1 }], { title: 'Family Bundle', titleEs: 'Paquete familiar' });
  Object.assign(ids, { translated: translated.id, titleOnly: titleOnly.id, untranslated: untranslated.id, combo: combo.id });
});
afterAll(() => t.close());

const SPANISH = { Cookie: 'locale=es' };

async function page(path: string, headers: Record<string, string> = {}) {
  const answer = await request(t.app).get(path).set({ ...inertiaHeaders(), ...headers });
  expect(answer.status, path).toBe(200);
  return answer;
}

type Card = { id: number; title: string; subtitle: string | null };
const cardOf = (answer: request.Response, id: number) => (answer.body.props.products.data as Card[]).find((card) => card.id === id);
const titlesOf = (answer: request.Response) => (answer.body.props.products.data as Card[]).map((card) => card.title).sort();

describe('the shop list', () => {
  it('shows a Spanish visitor the Spanish title and subtitle, and the English ones where there is no Spanish text', async () => {
    const answer = await page('/shop', SPANISH);
    expect(cardOf(answer, ids.translated)).toMatchObject({ title: 'Seguridad del cuerpo para familias', subtitle: 'Un video para padres' });
    // A blank Spanish subtitle is no text: the English one shows.
    expect(cardOf(answer, ids.titleOnly)).toMatchObject({ title: 'Juego de muñecos Joe y Suzy', subtitle: 'Two teaching dolls' });
    expect(cardOf(answer, ids.untranslated)).toMatchObject({ title: 'Speak Up Poster' });
  });

  it('shows English visitors the English text as before, by cookie or by the browser’s languages', async () => {
    const englishVisitors: Record<string, string>[] = [{}, { Cookie: 'locale=en' }, { 'Accept-Language': 'en-US,en;q=0.9,es;q=0.5' }];
    for (const headers of englishVisitors) {
      const answer = await page('/shop', headers);
      expect(cardOf(answer, ids.translated), JSON.stringify(headers)).toMatchObject({ title: 'Body Safety for Families', subtitle: 'A video for parents' });
      expect(cardOf(answer, ids.titleOnly)).toMatchObject({ title: 'Joe & Suzy Doll Set' });
    }
    // A browser that prefers Spanish, without the cookie, reads Spanish.
    const spanishBrowser = await page('/shop', { 'Accept-Language': 'es-MX,es;q=0.9' });
    expect(cardOf(spanishBrowser, ids.translated)).toMatchObject({ title: 'Seguridad del cuerpo para familias' });
  });

  it('finds Spanish titles for a Spanish visitor, English titles for everyone, and counts each product once', async () => {
    const spanish = await page('/shop?search=muñecos', SPANISH);
    expect(titlesOf(spanish)).toEqual(['Juego de muñecos Joe y Suzy']);
    expect(spanish.body.props.products.total).toBe(1);
    // The English title still finds the product in Spanish (shown with its Spanish title).
    expect(titlesOf(await page('/shop?search=doll%20set', SPANISH))).toEqual(['Juego de muñecos Joe y Suzy']);
    // A word of the Spanish title alone finds the product once.
    const both = await page('/shop?search=seguridad', SPANISH);
    expect(titlesOf(both)).toEqual(['Seguridad del cuerpo para familias']);
    expect(both.body.props.products.total).toBe(1);
    // English visitors search the English titles.
    expect(titlesOf(await page('/shop?search=muñecos'))).toEqual([]);
  });

  it('sorts a Spanish visitor’s list by the titles it shows', async () => {
    const answer = await page('/shop?sort=name-asc', SPANISH);
    const shown = (answer.body.props.products.data as Card[]).map((card) => card.title);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'es')));
    expect(shown.indexOf('Juego de muñecos Joe y Suzy')).toBeLessThan(shown.indexOf('Seguridad del cuerpo para familias'));
  });
});

describe('the product page', () => {
  const path = () => `/products/${ids.translated}/body-safety-for-families`;

  it('gives a Spanish visitor the Spanish title, subtitle and descriptions (Markdown rendered), and its head in Spanish', async () => {
    const answer = await page(path(), SPANISH);
    expect(answer.body.props.product).toMatchObject({
      title: 'Seguridad del cuerpo para familias',
      subtitle: 'Un video para padres',
      short_description: 'Hable con su hijo sobre el contacto seguro y el contacto inseguro.',
      description: '<p>Primer párrafo en <strong>español</strong>.</p>',
      video_description: '<p>Un video de 15 minutos.</p>',
    });
    const head = answer.body.props.head as string[];
    expect(head).toContain('<meta data-inertia="description" name="description" content="Hable con su hijo sobre el contacto seguro y el contacto inseguro.">');
    expect(head).toContain('<meta data-inertia="og-title" property="og:title" content="Seguridad del cuerpo para familias">');
    const jsonLd = head.find((element) => element.includes('application/ld+json'))!;
    const data = JSON.parse(jsonLd.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Product', name: 'Seguridad del cuerpo para familias', description: 'Hable con su hijo sobre el contacto seguro y el contacto inseguro.' });
    // The address stays the product's one address (the slug is not translated).
    expect(head).toContain(`<link data-inertia="canonical" rel="canonical" href="http://shop.test${path()}">`);
  });

  it('renders the Spanish title in the first visit’s <title> and Open Graph tags', async () => {
    const answer = await request(t.app).get(path()).set(SPANISH).expect(200);
    expect(answer.text).toContain('Seguridad del cuerpo para familias');
    expect(answer.text).not.toContain('Body Safety for Families');
  });

  it('falls back to English field by field, and names combo contents in Spanish', async () => {
    const doll = (await page(`/products/${ids.titleOnly}/joe-and-suzy-doll-set`, SPANISH)).body.props;
    expect(doll.product).toMatchObject({ title: 'Juego de muñecos Joe y Suzy', subtitle: 'Two teaching dolls', short_description: 'Dolls for classroom lessons.' });
    expect(doll.head).toContain('<meta data-inertia="description" name="description" content="Dolls for classroom lessons.">');

    const bundle = (await page(await productPathOf(ids.combo), SPANISH)).body.props;
    expect(bundle.product.title).toBe('Paquete familiar');
    expect(bundle.product.combo_items).toEqual([expect.objectContaining({ id: ids.titleOnly, title: 'Juego de muñecos Joe y Suzy' })]);
  });

  it('leaves English visitors’ page and head in English', async () => {
    const answer = await page(path());
    expect(answer.body.props.product).toMatchObject({
      title: 'Body Safety for Families',
      short_description: 'Talk with your child about safe and unsafe touch.',
      description: '<p>First <strong>English</strong> paragraph.</p>',
    });
    expect(answer.body.props.head).toContain('<meta data-inertia="og-title" property="og:title" content="Body Safety for Families">');
  });

  it('lists the Spanish script first for a Spanish visitor and the English one first for everyone else', async () => {
    expect((await page(path(), SPANISH)).body.props.product.script_order).toEqual(['script_spanish', 'script']);
    expect((await page(path())).body.props.product.script_order).toEqual(['script', 'script_spanish']);
  });

  it('shows the Spanish best sellers beside another product', async () => {
    const bestSellers = (await page(`/products/${ids.untranslated}/speak-up-poster`, { ...SPANISH, 'X-Inertia-Partial-Component': 'shop/product-detail', 'X-Inertia-Partial-Data': 'bestSellers' })).body.props
      .bestSellers as Card[];
    expect(bestSellers.find((card) => card.id === ids.translated)?.title).toBe('Seguridad del cuerpo para familias');
  });
});

async function productPathOf(id: number) {
  const product = await t.db.product.findUniqueOrThrow({ where: { id }, select: { slug: true } });
  return `/products/${id}/${product.slug}`;
}

describe('the cart and checkout', () => {
  it('name the lines in the visitor’s language, per request', async () => {
    const parent = await createUser(t.db, { email: 'spanish.cart@example.test', accountTypeId: ACCOUNT_TYPE.parent });
    const browser = await signedInBrowser(t, parent.email);
    const added = await browser.agent
      .post('/cart')
      .set({ ...jsonHeaders(browser.token), ...SPANISH })
      .send({ product_id: ids.translated, qty: 1 });
    expect(added.status).toBe(200);
    expect(added.body.items[0].product).toMatchObject({
      title: 'Seguridad del cuerpo para familias',
      subtitle: 'Un video para padres',
      description: 'Hable con su hijo sobre el contacto seguro y el contacto inseguro.',
    });

    const english = await browser.agent.get('/cart').set(jsonHeaders(browser.token));
    expect(english.body.items[0].product.title).toBe('Body Safety for Families');

    const checkout = await browser.agent.get('/checkout').set({ ...inertiaHeaders(browser.token), ...SPANISH });
    expect(checkout.status).toBe(200);
    expect(checkout.body.props.cart_items[0].product.title).toBe('Seguridad del cuerpo para familias');
  });

  it('places a Spanish visitor’s order with the product’s snapshot as it is (English title)', async () => {
    const parent = await createUser(t.db, { email: 'spanish.order@example.test', accountTypeId: ACCOUNT_TYPE.parent });
    const buyer = await signInBuyer(t.app, parent);
    buyer.agent.set('Cookie', 'locale=es');
    const setup = await buyer.post('/checkout/setup-intent');
    const confirmed = await buyer.post(`/checkout/test-gateway/setup-intents/${setup.body.setup_intent_id}/confirm`, { test_card: 'visa' });
    const saved = await buyer.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', is_default: true, stripe_payment_method_id: confirmed.body.payment_method });
    expect(saved.status).toBe(201);
    await buyer.addToCart(ids.translated);
    const body = await buyer.placementBody({ cardId: saved.body.card.id });
    expect(body.cart_items[0].product.title).toBe('Seguridad del cuerpo para familias');
    const answer = await buyer.completeOrder(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const line = await t.db.orderLine.findFirstOrThrow({ where: { order: { userId: parent.id } } });
    expect(line).toMatchObject({ productId: ids.translated, title: 'Body Safety for Families', subtitle: 'A video for parents' });
  });
});
