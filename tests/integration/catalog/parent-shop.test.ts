import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '#server/cart/cart.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { createLicensedProgram, createProduct, createProductType, createSchoolLevel } from '#tests/factories/products';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';
import { openCartBrowser } from '#tests/integration/cart/cart-browser';

// Issue 13 item 5 (docs/decisions/097): parents are shown what parents buy, a school program stays findable but a
// parent account cannot put it in the cart, and the schools' "Additional Items" link filters to those items.

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const preK = await createSchoolLevel(t.db, { name: 'Pre-K' });
  const [programType, videoType, dolls, book, script] = await Promise.all(
    ['Classroom Program', 'Video', 'Dolls', 'Coloring Book', 'Script'].map((name, sortOrder) => createProductType(t.db, { name, sortOrder })),
  );
  Object.assign(ids, { dolls: dolls.id, book: book.id, script: script.id });
  // Shop order puts the school program first, as the demo catalogue does with its $450 program.
  const program = await createLicensedProgram(t.db, {
    title: 'Pre-K: Safe Touch Classroom Program',
    levelId: preK.id,
    typeId: programType.id,
    priceCents: 45000,
    isFeatured: true,
    isBestSeller: true,
    sortOrder: 1,
  });
  const bundle = await createProduct(t.db, { title: 'Early Learners Bundle', accountTypeId: ACCOUNT_TYPE.schools, typeId: programType.id, isBestSeller: true, sortOrder: 2 });
  const dollSet = await createProduct(t.db, { title: 'Joe & Suzy Doll Set', typeId: dolls.id, isBestSeller: true, sortOrder: 3 });
  const video = await createProduct(t.db, {
    title: 'Play It Safe at Home: Young Children',
    accountTypeId: ACCOUNT_TYPE.parent,
    isLicensed: true,
    levelId: preK.id,
    typeId: videoType.id,
    priceCents: 2499,
    isBestSeller: true,
    sortOrder: 4,
  });
  await createProduct(t.db, { title: 'Coloring Book (English)', typeId: book.id, sortOrder: 5 });
  await createProduct(t.db, { title: 'Parent Guide', typeId: script.id, sortOrder: 6 });
  Object.assign(ids, { program: program.id, bundle: bundle.id, dollSet: dollSet.id, video: video.id });
});
afterAll(() => t.close());

type Visitor = { visitorType: 'schools' | 'parent' } | { email: string } | Record<string, never>;

/** An Inertia visit as a guest who chose a journey, or as a signed-in account. */
async function visit(url: string, visitor: Visitor) {
  const agent = request.agent(t.app);
  let token = xsrfTokenFrom(await agent.get('/login'));
  if ('visitorType' in visitor) {
    await agent.post('/set-visitor-type').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ visitorType: visitor.visitorType }).expect(200);
  }
  if ('email' in visitor) {
    const login = await agent.post('/login').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ email: visitor.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);
    token = xsrfTokenFrom(login);
  }
  const answer = await agent.get(url).set(inertiaHeaders(token));
  expect(answer.status).toBe(200);
  return answer.body.props;
}

const titlesOf = (props: { products: { data: { title: string }[] } }) => props.products.data.map((p) => p.title);

describe('the shop for the parent visitor type', () => {
  it('lists what parents buy, their own videos first, and leaves the school programs out', async () => {
    const expected = ['Play It Safe at Home: Young Children', 'Joe & Suzy Doll Set', 'Coloring Book (English)', 'Parent Guide'];
    expect(titlesOf(await visit('/shop', { visitorType: 'parent' }))).toEqual(expected);
    const parent = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent });
    expect(titlesOf(await visit('/shop', { email: parent.email }))).toEqual(expected);
  });

  it('still finds a school program by search, after the parents’ products', async () => {
    expect(titlesOf(await visit('/shop?search=safe', { visitorType: 'parent' }))).toEqual([
      'Play It Safe at Home: Young Children',
      'Pre-K: Safe Touch Classroom Program',
    ]);
    expect(titlesOf(await visit('/shop?search=classroom', { visitorType: 'parent' }))).toEqual(['Pre-K: Safe Touch Classroom Program']);
  });

  it('shows schools and undecided guests the whole catalogue in shop order', async () => {
    const all = ['Pre-K: Safe Touch Classroom Program', 'Early Learners Bundle', 'Joe & Suzy Doll Set', 'Play It Safe at Home: Young Children', 'Coloring Book (English)', 'Parent Guide'];
    expect(titlesOf(await visit('/shop', { visitorType: 'schools' }))).toEqual(all);
    expect(titlesOf(await visit('/shop', {}))).toEqual(all);
  });

  it('features a parent product for parents and the featured program for schools', async () => {
    expect((await visit('/shop', { visitorType: 'parent' })).featuredProduct).toMatchObject({ id: ids.video, account_type_id: ACCOUNT_TYPE.parent });
    expect((await visit('/shop', { visitorType: 'schools' })).featuredProduct).toMatchObject({ id: ids.program });
  });

  it('features a featured product before any best seller, and for parents their own featured product first', async () => {
    const forEveryone = await createProduct(t.db, { title: 'Featured For Everyone', isFeatured: true, sortOrder: 7 });
    try {
      // Featured beats best seller, even the parents' own best seller.
      expect((await visit('/shop', { visitorType: 'parent' })).featuredProduct).toMatchObject({ id: forEveryone.id });
      const forParents = await createProduct(t.db, { title: 'Featured For Parents', accountTypeId: ACCOUNT_TYPE.parent, isFeatured: true, sortOrder: 8 });
      try {
        // Among featured products, the parents' own comes first, though later in shop order.
        expect((await visit('/shop', { visitorType: 'parent' })).featuredProduct).toMatchObject({ id: forParents.id });
        // Schools get the first featured product in shop order, as before.
        expect((await visit('/shop', { visitorType: 'schools' })).featuredProduct).toMatchObject({ id: ids.program });
      } finally {
        await t.db.product.delete({ where: { id: forParents.id } });
      }
    } finally {
      await t.db.product.delete({ where: { id: forEveryone.id } });
    }
  });

  it('gives parents the parents’ best sellers on the home page and everyone else all of them', async () => {
    const parentIds = (await visit('/', { visitorType: 'parent' })).bestSellers.map((card: { id: number }) => card.id);
    expect(parentIds).toEqual([ids.video, ids.dollSet]);
    const schoolIds = (await visit('/', { visitorType: 'schools' })).bestSellers.map((card: { id: number }) => card.id);
    expect(schoolIds).toEqual([ids.program, ids.bundle, ids.dollSet, ids.video]);
  });
});

describe('adding a school program to the cart', () => {
  it('refuses a parent account with a message and adds nothing', async () => {
    const parent = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent });
    const tab = await openCartBrowser(t.app);
    await tab.signIn(parent.email);
    for (const productId of [ids.program, ids.bundle]) {
      const answer = await tab.post('/cart', { product_id: productId, qty: 1 });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, message: CART_MESSAGES.schoolsProgramForParent });
    }
    expect(await t.db.cartItem.count({ where: { cart: { userId: parent.id } } })).toBe(0);
    const video = await tab.post('/cart', { product_id: ids.video, qty: 1 });
    expect(video.status).toBe(200);
    expect(video.body.items.map((item: { product_id: number }) => item.product_id)).toEqual([ids.video]);
  });

  it('lets a pays-by-check account (a school on check terms) add it', async () => {
    const check = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const tab = await openCartBrowser(t.app);
    await tab.signIn(check.email);
    const answer = await tab.post('/cart', { product_id: ids.program, qty: 1 });
    expect(answer.status).toBe(200);
  });
});

describe('"Additional Items" in the schools’ Shop menu', () => {
  it('names the additional item types for schools, and the shop filtered by them lists only those items', async () => {
    const props = await visit('/', { visitorType: 'schools' });
    expect([...props.additionalItemTypeIds].sort()).toEqual([ids.dolls, ids.book, ids.script].sort());
    const query = props.additionalItemTypeIds.map((id: number) => `productType[]=${id}`).join('&');
    expect(titlesOf(await visit(`/shop?${query}`, { visitorType: 'schools' }))).toEqual(['Joe & Suzy Doll Set', 'Coloring Book (English)', 'Parent Guide']);
  });

  it('is not offered to parents', async () => {
    expect((await visit('/', { visitorType: 'parent' })).additionalItemTypeIds).toEqual([]);
  });
});
