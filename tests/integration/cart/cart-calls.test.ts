import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { CART_MESSAGES } from '#server/cart/cart.rules';
import { createCart } from '#tests/factories/carts';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { openCartBrowser } from './cart-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const itemsOf = (cartSessionId: string) => t.db.cartItem.findMany({ where: { cart: { cartSessionId } }, orderBy: { id: 'asc' } });

describe('GET /cart', () => {
  it('gives a new guest an empty cart and echoes the cart session id', async () => {
    const tab = await openCartBrowser(t.app);
    const answer = await tab.get('/cart');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: CART_MESSAGES.loaded, items: [], count: 0, cart_session_id: tab.cartSessionId });
  });

  it('hands out a fresh id for a missing or malformed one, and never someone else’s cart', async () => {
    const product = await createProduct(t.db);
    const owner = await createCart(t.db, { items: [{ productId: product.id, qty: 2 }] });
    for (const header of [null, 'not-a-uuid', `${owner.cartSessionId}x`, "' OR 1=1 --"]) {
      const tab = await openCartBrowser(t.app, header);
      const answer = await tab.get('/cart');
      expect(answer.status).toBe(200);
      expect(answer.body.items).toEqual([]);
      expect(answer.body.cart_session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.body.cart_session_id).not.toBe(owner.cartSessionId);
    }
    const stranger = await openCartBrowser(t.app, randomUUID());
    expect((await stranger.get('/cart')).body.items).toEqual([]);
    const same = await openCartBrowser(t.app, owner.cartSessionId);
    expect((await same.get('/cart')).body.count).toBe(2);
  });
});

describe('POST /cart', () => {
  it('adds a product with the spec’s item fields and prices from the database', async () => {
    const product = await createProduct(t.db, {
      title: 'Coloring Book',
      subtitle: 'Set of 25',
      description: 'Long description',
      shortDescription: 'Short description',
      priceCents: 1500,
      specialPriceCents: 1250,
      sku: 'CB-25',
      accountTypeId: ACCOUNT_TYPE.parent,
    });
    const tab = await openCartBrowser(t.app);
    const answer = await tab.post('/cart', { product_id: product.id, qty: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toBe('Item added to cart successfully!');
    const expected = {
      id: expect.any(Number),
      product_id: product.id,
      qty: 2,
      image: product.image,
      line_total: 25,
      renewal: null,
      product: {
        title: 'Coloring Book',
        subtitle: 'Set of 25',
        description: 'Short description',
        final_price: 12.5,
        account_type_id: ACCOUNT_TYPE.parent,
        sku: 'CB-25',
        slug: product.slug,
      },
    };
    expect(answer.body.item).toEqual(expected);
    expect(answer.body.items).toEqual([expected]);
    expect(answer.body.count).toBe(2);
  });

  it('defaults to quantity 1 and replaces the quantity of a product already in the cart', async () => {
    const product = await createProduct(t.db);
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: product.id });
    expect((await itemsOf(tab.cartSessionId!)).map((item) => item.qty)).toEqual([1]);
    await tab.post('/cart', { product_id: product.id, qty: 4 });
    await tab.post('/cart', { product_id: product.id, qty: 3 });
    const items = await itemsOf(tab.cartSessionId!);
    expect(items.map((item) => item.qty)).toEqual([3]);
  });

  it('creates a guest cart under a fresh id when the page sent none, and tells the page', async () => {
    const product = await createProduct(t.db);
    const tab = await openCartBrowser(t.app, null);
    const answer = await tab.post('/cart', { product_id: product.id, qty: 1 });
    expect(answer.status).toBe(200);
    const cart = await t.db.cart.findUnique({ where: { cartSessionId: answer.body.cart_session_id } });
    expect(cart).not.toBeNull();
  });

  it('allows 1 to 10 and refuses more than 10 with the spec’s message', async () => {
    const product = await createProduct(t.db);
    const tab = await openCartBrowser(t.app);
    expect((await tab.post('/cart', { product_id: product.id, qty: 10 })).status).toBe(200);
    const tooMany = await tab.post('/cart', { product_id: product.id, qty: 11 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ success: false, message: 'You cannot add more than 10 of this item to the cart.' });
    for (const qty of [0, -1, 2.5, 'lots', true, 1e308, Number.MAX_SAFE_INTEGER + 2, '99999999999999999999']) {
      const bad = await tab.post('/cart', { product_id: product.id, qty });
      expect(bad.status, String(qty)).toBe(422);
      expect(bad.body.success).toBe(false);
      expect(bad.body.message).toBeTruthy();
    }
    expect((await itemsOf(tab.cartSessionId!)).map((item) => item.qty)).toEqual([10]);
  });

  it('keeps school programs (account type 5) at quantity 1', async () => {
    const program = await createLicensedProgram(t.db);
    const tab = await openCartBrowser(t.app);
    const answer = await tab.post('/cart', { product_id: program.id, qty: 5 });
    expect(answer.status).toBe(200);
    expect(answer.body.item.qty).toBe(1);
    const update = await tab.put(`/cart/${answer.body.item.id}`, { qty: 3 });
    expect(update.status).toBe(422);
    expect(update.body.message).toBe(CART_MESSAGES.qtyFixed);
    expect((await itemsOf(tab.cartSessionId!)).map((item) => item.qty)).toEqual([1]);
  });

  it('refuses products that do not exist or are not on sale', async () => {
    const withdrawn = await createProduct(t.db, { isActive: false });
    const tab = await openCartBrowser(t.app);
    for (const productId of [withdrawn.id, 987654]) {
      const answer = await tab.post('/cart', { product_id: productId, qty: 1 });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: CART_MESSAGES.productUnavailable });
    }
    expect(await t.db.cart.count({ where: { cartSessionId: tab.cartSessionId } })).toBe(0);
  });

  it('never takes a price from the request', async () => {
    const product = await createProduct(t.db, { priceCents: 4000 });
    const tab = await openCartBrowser(t.app);
    const answer = await tab.post('/cart', { product_id: product.id, qty: 1, price: 0.01, final_price: 0.01 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('price');
    const ok = await tab.post('/cart', { product_id: product.id, qty: 1 });
    expect(ok.body.item.product.final_price).toBe(40);
  });

  it.each([
    ['administrator', ACCOUNT_TYPE.administrator, 'Administrators are not allowed to add items to cart'],
    ['preview', ACCOUNT_TYPE.preview, 'Preview are not allowed to add items to cart'],
    ['trainer', ACCOUNT_TYPE.trainer, 'Trainer are not allowed to add items to cart'],
  ])('refuses %s accounts with the spec’s message', async (_role, accountTypeId, message) => {
    const product = await createProduct(t.db);
    const user = await createUser(t.db, { accountTypeId });
    const tab = await openCartBrowser(t.app);
    await tab.signIn(user.email);
    const answer = await tab.post('/cart', { product_id: product.id, qty: 1 });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, message });
    expect(await t.db.cart.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers garbage bodies with a 4xx and a message, changing nothing', async () => {
    const product = await createProduct(t.db);
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: product.id, qty: 2 });
    const raw = (body: string) => tab.agent.post('/cart').set({ ...tab.headers(), 'Content-Type': 'application/json' }).send(body);

    const broken = await raw('{');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const array = await tab.post('/cart', [{ product_id: product.id, qty: 5 }]);
    expect(array.status).toBe(422);
    expect(array.body.message).toBe(CART_MESSAGES.badBody);
    const proto = await raw(`{"product_id": ${product.id}, "qty": 5, "__proto__": {"qty": 1}}`);
    expect(proto.status).toBe(422);
    expect(proto.body.success).toBe(false);
    expect(proto.body.message).toBeTruthy();
    const constructor = await raw(`{"product_id": ${product.id}, "qty": 5, "constructor": {"prototype": {"qty": 1}}}`);
    expect(constructor.status).toBe(422);
    const hugeId = await tab.post('/cart', { product_id: 1e300, qty: 1 });
    expect(hugeId.status).toBe(422);
    expect(hugeId.body.message).toBe(CART_MESSAGES.productRequired);
    const missing = await tab.post('/cart', {});
    expect(missing.status).toBe(422);
    const huge = await tab.post('/cart', { product_id: product.id, qty: 1, note: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const noBody = await tab.agent.post('/cart').set(tab.headers());
    expect(noBody.status).toBe(422);

    expect((await itemsOf(tab.cartSessionId!)).map((item) => item.qty)).toEqual([2]);
  });

  it('refuses a call without the CSRF token with 419', async () => {
    const product = await createProduct(t.db);
    const answer = await request(t.app).post('/cart').set({ Accept: 'application/json', 'X-Cart-Session': randomUUID() }).send({ product_id: product.id });
    expect(answer.status).toBe(419);
  });
});

describe('PUT /cart/{id} and DELETE /cart/{id}', () => {
  it('changes and removes a line of this cart', async () => {
    const [a, b] = [await createProduct(t.db, { priceCents: 1000 }), await createProduct(t.db)];
    const tab = await openCartBrowser(t.app);
    const added = await tab.post('/cart', { product_id: a.id, qty: 1 });
    await tab.post('/cart', { product_id: b.id, qty: 1 });
    const updated = await tab.put(`/cart/${added.body.item.id}`, { qty: 6 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: CART_MESSAGES.updated, count: 7 });
    expect(updated.body.item).toMatchObject({ id: added.body.item.id, qty: 6, line_total: 60 });

    const tooMany = await tab.put(`/cart/${added.body.item.id}`, { qty: 11 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('You cannot add more than 10 of this item to the cart.');
    expect((await tab.put(`/cart/${added.body.item.id}`, { qty: 0 })).status).toBe(422);
    expect((await tab.put(`/cart/${added.body.item.id}`, [6])).status).toBe(422);

    const removed = await tab.delete(`/cart/${added.body.item.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, message: 'Item removed from cart', count: 1 });
    expect(removed.body.items.map((item: { product_id: number }) => item.product_id)).toEqual([b.id]);
  });

  it('treats another cart’s item id as not found and changes nothing', async () => {
    const product = await createProduct(t.db);
    const victim = await openCartBrowser(t.app);
    const theirs = (await victim.post('/cart', { product_id: product.id, qty: 3 })).body.item.id as number;
    const user = await createUser(t.db);
    const userCart = await createCart(t.db, { userId: user.id, items: [{ productId: product.id, qty: 4 }] });

    const attacker = await openCartBrowser(t.app);
    await attacker.post('/cart', { product_id: product.id, qty: 1 });
    for (const id of [theirs, userCart.items[0].id]) {
      const update = await attacker.put(`/cart/${id}`, { qty: 9 });
      expect(update.status).toBe(404);
      expect(update.body).toEqual({ success: false, message: CART_MESSAGES.itemNotFound });
      expect((await attacker.delete(`/cart/${id}`)).status).toBe(404);
    }
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999']) {
      expect((await attacker.put(`/cart/${id}`, { qty: 2 })).status, id).toBe(404);
      expect((await attacker.delete(`/cart/${id}`)).status, id).toBe(404);
    }
    expect((await itemsOf(victim.cartSessionId!)).map((item) => item.qty)).toEqual([3]);
    expect((await t.db.cartItem.findUniqueOrThrow({ where: { id: userCart.items[0].id } })).qty).toBe(4);
  });
});

describe('DELETE /cart/clear', () => {
  it('empties this cart only', async () => {
    const [a, b] = [await createProduct(t.db), await createProduct(t.db)];
    const other = await openCartBrowser(t.app);
    await other.post('/cart', { product_id: a.id, qty: 1 });
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: a.id, qty: 2 });
    await tab.post('/cart', { product_id: b.id, qty: 1 });
    const cleared = await tab.delete('/cart/clear');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ success: true, message: 'Cart cleared', items: [], count: 0 });
    expect(await itemsOf(tab.cartSessionId!)).toEqual([]);
    expect(await itemsOf(other.cartSessionId!)).toHaveLength(1);
  });
});

describe('a signed-in user’s cart', () => {
  it('belongs to the user, whatever cart session id a tab sends', async () => {
    const product = await createProduct(t.db);
    const user = await createUser(t.db);
    const laptop = await openCartBrowser(t.app);
    await laptop.signIn(user.email);
    await laptop.post('/cart', { product_id: product.id, qty: 2 });
    const phone = await openCartBrowser(t.app);
    await phone.signIn(user.email);
    const answer = await phone.get('/cart');
    expect(answer.body.items.map((item: { qty: number }) => item.qty)).toEqual([2]);
    expect(await t.db.cart.count({ where: { userId: user.id } })).toBe(1);
    // The guest cart of the phone's id stays empty: nothing was written under it.
    expect(await t.db.cart.count({ where: { cartSessionId: phone.cartSessionId } })).toBe(0);
  });
});

describe('the header count (shared prop cart.count) and the cart page', () => {
  it('counts a guest’s cart from the mirror cookie on a page load', async () => {
    const product = await createProduct(t.db);
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: product.id, qty: 3 });
    const withCookie = await request(t.app).get('/shopping-cart').set(inertiaHeaders()).set('Cookie', `cart_session_id=${tab.cartSessionId}`);
    expect(withCookie.status).toBe(200);
    expect(withCookie.body.component).toBe('cart/index');
    expect(withCookie.body.props.cart).toEqual({ count: 3 });
    const without = await request(t.app).get('/shopping-cart').set(inertiaHeaders());
    expect(without.body.props.cart).toEqual({ count: 0 });
    const garbage = await request(t.app).get('/').set(inertiaHeaders()).set('Cookie', 'cart_session_id=%E0%A4%A');
    expect(garbage.status).toBe(200);
    expect(garbage.body.props.cart).toEqual({ count: 0 });
  });

  it('counts a signed-in user’s cart and ignores the guest cookie', async () => {
    const product = await createProduct(t.db);
    const user = await createUser(t.db);
    await createCart(t.db, { userId: user.id, items: [{ productId: product.id, qty: 5 }] });
    const guestCart = await createCart(t.db, { items: [{ productId: product.id, qty: 9 }] });
    const tab = await openCartBrowser(t.app);
    await tab.signIn(user.email);
    const page = await tab.agent.get('/shopping-cart').set(inertiaHeaders()).set('Cookie', `cart_session_id=${guestCart.cartSessionId}`);
    expect(page.body.props.cart).toEqual({ count: 5 });
  });
});
