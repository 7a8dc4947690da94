import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NOT_FOUND } from '#server/catalog/catalog.controller.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { createComboProduct, createGrade, createProduct, createProductType, createSchoolLevel } from '#tests/factories/products';
import { createSchoolUser, createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const level = await createSchoolLevel(t.db, { name: 'Pre-K' });
  const grade = await createGrade(t.db, level.id, { name: 'Pre-K Grade' });
  const type = await createProductType(t.db, { name: 'Classroom Program' });
  const program = await createProduct(t.db, {
    title: 'Pre-K: My Body Belongs to Me',
    slug: 'pre-k-my-body-belongs-to-me',
    subtitle: 'One-hour classroom presentation',
    priceCents: 45000,
    specialPriceCents: 39950,
    shortDescription: 'A one-hour presentation.',
    description: 'First paragraph.\n\nSecond paragraph.',
    videoDescription: 'A 10-minute video.',
    joeSuzyDolls: 'Includes Joe & Suzy.',
    coloringBook: 'Includes 25 coloring books.',
    category: 'Classroom Programs',
    tags: ['safety rule', 'Pre-K', 'Pre-K', 42, '', { evil: true }],
    image: '/images/products/pre-k.svg',
    gallery: ['/images/gallery/classroom.svg', '/images/products/pre-k.svg', 'javascript:alert(1)', '//evil.example/x.svg', 7],
    trailerLink: 'videos/trailers/pre-k.mp4',
    productScript: 'guides/pre-k-script.pdf',
    productScriptSpanish: 'https://cdn.example.org/guides/pre-k-script-es.pdf',
    accountTypeId: ACCOUNT_TYPE.schools,
    levelId: level.id,
    gradeId: grade.id,
    typeId: type.id,
    isBestSeller: true,
  });
  const withPublicTrailer = await createProduct(t.db, { title: 'Family Video', trailerLink: 'https://media.example.org/trailer.mp4', isBestSeller: true });
  const dolls = await createProduct(t.db, { title: 'Joe & Suzy Doll Set', priceCents: 7999 });
  const retired = await createProduct(t.db, { title: 'Retired Kit', isActive: false });
  const combo = await createComboProduct(t.db, [{ productId: dolls.id, quantity: 2 }, { productId: retired.id }], { title: 'Starter Bundle' });
  Object.assign(ids, { program: program.id, withPublicTrailer: withPublicTrailer.id, dolls: dolls.id, retired: retired.id, combo: combo.id });
});
afterAll(() => t.close());

async function visitor(visitorType?: 'schools' | 'parent') {
  const agent = request.agent(t.app);
  const token = xsrfTokenFrom(await agent.get('/'));
  if (visitorType) {
    await agent.post('/set-visitor-type').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ visitorType }).expect(200);
  }
  return { agent, token };
}

async function signedIn(email: string) {
  const agent = request.agent(t.app);
  const token = xsrfTokenFrom(await agent.get('/login'));
  await agent.post('/login').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ email, password: DEFAULT_PASSWORD }).expect(200);
  const fresh = xsrfTokenFrom(await agent.get('/'));
  return { agent, token: fresh };
}

async function productPage(path: string, as: { agent: ReturnType<typeof request.agent>; token: string }) {
  return as.agent.get(path).set(inertiaHeaders(as.token));
}

describe('GET /products/:id/:slug', () => {
  it('renders the product page with the detail fields, prices in dollars and the best sellers without itself', async () => {
    const answer = await productPage(`/products/${ids.program}/pre-k-my-body-belongs-to-me`, await visitor('schools'));
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('shop/product-detail');
    const { product, bestSellers } = answer.body.props;
    expect(product).toMatchObject({
      id: ids.program,
      title: 'Pre-K: My Body Belongs to Me',
      subtitle: 'One-hour classroom presentation',
      price: 450,
      special_price: 399.5,
      short_description: 'A one-hour presentation.',
      // Stored Markdown, sent as sanitized HTML (docs/decisions/106).
      description: '<p>First paragraph.</p>\n<p>Second paragraph.</p>',
      video_description: '<p>A 10-minute video.</p>',
      category: 'Classroom Programs',
      account_type_id: ACCOUNT_TYPE.schools,
      level: { name: 'Pre-K' },
      grade: { name: 'Pre-K Grade' },
      type: { name: 'Classroom Program' },
      combo_items: [],
    });
    expect(bestSellers.map((item: { id: number }) => item.id)).toEqual([ids.withPublicTrailer]);
  });

  it('keeps only usable tags and site images, with the main image first and once', async () => {
    const { product } = (await productPage(`/products/${ids.program}/pre-k-my-body-belongs-to-me`, await visitor())).body.props;
    expect(product.tags).toEqual(['safety rule', 'Pre-K']);
    expect(product.gallery).toEqual(['/images/products/pre-k.svg', '/images/gallery/classroom.svg']);
  });

  it('links no private file: the trailer plays through the public trailer route, a stored script path is not sent', async () => {
    const program = (await productPage(`/products/${ids.program}/pre-k-my-body-belongs-to-me`, await visitor())).body.props.product;
    expect(program.trailer_link).toBe(`/trailers/${ids.program}`);
    expect(program.trailer_is_video).toBe(true);
    expect(program.script).toEqual({ url: null });
    expect(program.script_spanish).toEqual({ url: 'https://cdn.example.org/guides/pre-k-script-es.pdf' });
    expect(JSON.stringify(program)).not.toContain('guides/pre-k-script.pdf');
    expect(JSON.stringify(program)).not.toContain('videos/trailers');

    const slug = (await t.db.product.findUniqueOrThrow({ where: { id: ids.withPublicTrailer } })).slug;
    const withTrailer = (await productPage(`/products/${ids.withPublicTrailer}/${slug}`, await visitor())).body.props.product;
    expect(withTrailer.trailer_link).toBe('https://media.example.org/trailer.mp4');
    expect(withTrailer.trailer_is_video).toBe(true);
    expect(withTrailer.script).toBeNull();
  });

  it('lists the combo items that are on sale, with quantity and price', async () => {
    const slug = (await t.db.product.findUniqueOrThrow({ where: { id: ids.combo } })).slug;
    const { product } = (await productPage(`/products/${ids.combo}/${slug}`, await visitor())).body.props;
    expect(product.combo_items).toEqual([
      expect.objectContaining({ id: ids.dolls, title: 'Joe & Suzy Doll Set', price: 79.99, quantity: 2 }),
    ]);
  });

  it('sends the Joe & Suzy Dolls and Coloring Books texts to the schools visitor type only', async () => {
    const path = `/products/${ids.program}/pre-k-my-body-belongs-to-me`;
    const schools = (await productPage(path, await visitor('schools'))).body.props.product;
    expect(schools).toMatchObject({ joe_suzy_dolls: 'Includes Joe & Suzy.', coloring_book: 'Includes 25 coloring books.' });
    for (const other of [await visitor('parent'), await visitor()]) {
      const product = (await productPage(path, other)).body.props.product;
      expect(product).not.toHaveProperty('joe_suzy_dolls');
      expect(product).not.toHaveProperty('coloring_book');
    }
  });

  it('follows the account for signed-in users: a school sees the school tabs, a parent does not', async () => {
    const school = await createSchoolUser(t.db, { email: 'detail-school@example.test' });
    const parent = await createUser(t.db, { email: 'detail-parent@example.test', accountTypeId: ACCOUNT_TYPE.parent });
    const path = `/products/${ids.program}/pre-k-my-body-belongs-to-me`;
    expect((await productPage(path, await signedIn(school.email))).body.props.product).toHaveProperty('joe_suzy_dolls');
    expect((await productPage(path, await signedIn(parent.email))).body.props.product).not.toHaveProperty('joe_suzy_dolls');
  });

  it('redirects a wrong or old slug to the product’s address, keeping the query string', async () => {
    const answer = await request(t.app).get(`/products/${ids.program}/old-name?ref=newsletter`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/products/${ids.program}/pre-k-my-body-belongs-to-me?ref=newsletter`);
  });

  it('answers the 404 page for a missing product, a product not on sale and an id that is not one', async () => {
    const as = await visitor();
    for (const path of [`/products/999999/anything`, `/products/${ids.retired}/retired-kit`, '/products/abc/x', '/products/0/x', '/products/1e3/x', '/products/99999999999999999999/x']) {
      const answer = await productPage(path, as);
      expect(answer.status, path).toBe(404);
      expect(answer.body.component, path).toBe('error');
      expect(answer.body.props, path).toMatchObject({ status: 404, message: PRODUCT_NOT_FOUND });
    }
  });
});
