import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { createCart } from '#tests/factories/carts';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createPromoCode } from '#tests/factories/promo-codes';
import { createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { openCartBrowser } from './cart-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const quantities = async (userId: number) =>
  Object.fromEntries(
    (await t.db.cartItem.findMany({ where: { cart: { userId } } })).map((item) => [item.productId, item.qty]),
  );

describe('signing in with a guest cart', () => {
  it('adds the guest quantities to the user’s cart, capped at 10, and retires the guest cart', async () => {
    const [a, b, c] = [await createProduct(t.db), await createProduct(t.db), await createProduct(t.db)];
    const program = await createLicensedProgram(t.db);
    const user = await createUser(t.db);
    await createCart(t.db, { userId: user.id, items: [{ productId: a.id, qty: 8 }, { productId: c.id, qty: 2 }, { productId: program.id, qty: 1 }] });

    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: a.id, qty: 5 });
    await tab.post('/cart', { product_id: b.id, qty: 3 });
    await tab.post('/cart', { product_id: program.id, qty: 1 });
    await tab.signIn(user.email);

    expect(await quantities(user.id)).toEqual({ [a.id]: 10, [b.id]: 3, [c.id]: 2, [program.id]: 1 });
    expect(await t.db.cart.count({ where: { cartSessionId: tab.cartSessionId } })).toBe(0);
    const answer = await tab.get('/cart');
    expect(answer.body.count).toBe(16);
  });

  it('gives the guest cart to a user who had none, with its promo code', async () => {
    const product = await createProduct(t.db);
    const promo = await createPromoCode(t.db, { code: 'CARRYOVER' });
    const user = await createUser(t.db);
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: product.id, qty: 2 });
    await tab.post('/checkout/validate-promo', { code: 'CARRYOVER' });
    await tab.signIn(user.email);
    const cart = await t.db.cart.findUniqueOrThrow({ where: { userId: user.id } });
    expect(cart.cartSessionId).toBeNull();
    expect(cart.promoCodeId).toBe(promo.id);
    expect(await quantities(user.id)).toEqual({ [product.id]: 2 });
  });

  it('moves the guest’s promo code only when the user’s cart has none', async () => {
    const product = await createProduct(t.db);
    const mine = await createPromoCode(t.db, { code: 'MINE' });
    await createPromoCode(t.db, { code: 'GUESTS' });
    const user = await createUser(t.db);
    await createCart(t.db, { userId: user.id, promoCodeId: mine.id, items: [{ productId: product.id, qty: 1 }] });
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: product.id, qty: 1 });
    await tab.post('/checkout/validate-promo', { code: 'GUESTS' });
    await tab.signIn(user.email);
    expect((await t.db.cart.findUniqueOrThrow({ where: { userId: user.id } })).promoCodeId).toBe(mine.id);
    expect(await quantities(user.id)).toEqual({ [product.id]: 2 });
  });

  it('drops the guest cart of an account that may not buy', async () => {
    const product = await createProduct(t.db);
    const admin = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.administrator });
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: product.id, qty: 2 });
    await tab.signIn(admin.email);
    expect(await t.db.cart.count({ where: { userId: admin.id } })).toBe(0);
    expect(await t.db.cart.count({ where: { cartSessionId: tab.cartSessionId } })).toBe(0);
  });

  it('leaves carts alone when the login carries no cart session id', async () => {
    const product = await createProduct(t.db);
    const user = await createUser(t.db);
    const guest = await createCart(t.db, { items: [{ productId: product.id, qty: 4 }] });
    const tab = await openCartBrowser(t.app, null);
    await tab.signIn(user.email);
    expect(await t.db.cart.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.cart.count({ where: { id: guest.id } })).toBe(1);
  });
});
