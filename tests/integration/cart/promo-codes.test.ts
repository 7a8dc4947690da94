import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '#server/pricing/pricing.rules';
import { redeemPromoCodeUse } from '#server/pricing/pricing.service';
import { addDays } from '#tests/factories/db';
import { createPaidOrder } from '#tests/factories/orders';
import { createProduct, createProductType, createSchoolLevel } from '#tests/factories/products';
import { createPromoCode } from '#tests/factories/promo-codes';
import { createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { openCartBrowser, type CartBrowser } from './cart-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

/** A guest tab with one $50.00 line (2 × $25.00). */
async function tabWithCart(): Promise<CartBrowser & { productId: number }> {
  const product = await createProduct(t.db, { priceCents: 2500 });
  const tab = await openCartBrowser(t.app);
  await tab.post('/cart', { product_id: product.id, qty: 2 });
  return Object.assign(tab, { productId: product.id });
}

const cartPromoOf = async (tab: CartBrowser) =>
  (await t.db.cart.findUniqueOrThrow({ where: { cartSessionId: tab.cartSessionId! }, include: { promoCode: true } })).promoCode?.code ?? null;

describe('POST /checkout/validate-promo', () => {
  it('applies a code, keeps it on the cart and answers the new pricing', async () => {
    await createPromoCode(t.db, { code: 'TENOFF', kind: 'percent', value: 1000 });
    const tab = await tabWithCart();
    const answer = await tab.post('/checkout/validate-promo', { code: ' tenoff ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Promo code applied successfully!' });
    expect(answer.body.pricing).toMatchObject({ subtotal: 50, discount: 5, total: 45, promo_code: 'TENOFF' });
    expect(await cartPromoOf(tab)).toBe('TENOFF');
    // The code stays on the cart: the cart page's pricing shows it too.
    const pricing = await tab.post('/cart/pricing', { shipping_address: null });
    expect(pricing.body.pricing).toMatchObject({ discount: 5, total: 45 });
  });

  it('takes a fixed amount off', async () => {
    await createPromoCode(t.db, { code: 'FIVEDOLLARS', kind: 'fixed', value: 500 });
    const tab = await tabWithCart();
    const answer = await tab.post('/checkout/validate-promo', { code: 'FIVEDOLLARS' });
    expect(answer.body.pricing).toMatchObject({ discount: 5, total: 45 });
  });

  it('discounts only the lines a limited code applies to, whether it is limited by product, level or type', async () => {
    const level = await createSchoolLevel(t.db);
    const type = await createProductType(t.db);
    const eligible = await createProduct(t.db, { priceCents: 4000, levelId: level.id, typeId: type.id });
    const other = await createProduct(t.db, { priceCents: 6000 });
    await createPromoCode(t.db, { code: 'ONEPRODUCT', productIds: [eligible.id] });
    await createPromoCode(t.db, { code: 'ONELEVEL', levelIds: [level.id] });
    await createPromoCode(t.db, { code: 'ONETYPE', productTypeIds: [type.id] });
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: eligible.id, qty: 1 });
    await tab.post('/cart', { product_id: other.id, qty: 1 });
    for (const code of ['ONEPRODUCT', 'ONELEVEL', 'ONETYPE']) {
      const answer = await tab.post('/checkout/validate-promo', { code });
      expect(answer.status, code).toBe(200);
      // 10 % of the $40.00 line only, not of the $100.00 subtotal.
      expect(answer.body.pricing, code).toMatchObject({ subtotal: 100, discount: 4, total: 96, promo_code: code });
    }
  });

  it('says why a code fails and keeps the code the cart had', async () => {
    const now = new Date();
    const type = await createProductType(t.db);
    await createPromoCode(t.db, { code: 'KEEPER', value: 500 });
    await createPromoCode(t.db, { code: 'EXPIRED1', endsAt: addDays(now, -1) });
    await createPromoCode(t.db, { code: 'LATER1', startsAt: addDays(now, 2) });
    await createPromoCode(t.db, { code: 'USEDUP1', maxUses: 3, usesCount: 3 });
    await createPromoCode(t.db, { code: 'BIGSPEND', minSubtotalCents: 10_000 });
    await createPromoCode(t.db, { code: 'OTHERTYPE', productTypeIds: [type.id] });
    await createPromoCode(t.db, { code: 'OFFLINE', isActive: false });
    const tab = await tabWithCart();
    await tab.post('/checkout/validate-promo', { code: 'KEEPER' });

    const cases: Array<[string, string]> = [
      ['NOSUCHCODE', 'This promo code is not valid.'],
      ['OFFLINE', 'This promo code is not valid.'],
      ['EXPIRED1', 'This promo code has expired.'],
      ['LATER1', 'This promo code is not valid yet.'],
      ['USEDUP1', 'This promo code has reached its usage limit.'],
      ['BIGSPEND', 'This promo code needs a subtotal of at least $100.00.'],
      ['OTHERTYPE', 'This promo code does not apply to the items in your cart.'],
    ];
    for (const [code, message] of cases) {
      const answer = await tab.post('/checkout/validate-promo', { code });
      expect(answer.status, code).toBe(422);
      expect(answer.body, code).toEqual({ success: false, message, errors: { code: message } });
    }
    expect(await cartPromoOf(tab)).toBe('KEEPER');
  });

  it('refuses a code the signed-in buyer has used up', async () => {
    const product = await createProduct(t.db, { priceCents: 2500 });
    const user = await createUser(t.db);
    const promo = await createPromoCode(t.db, { code: 'ONCEEACH', maxUsesPerUser: 1 });
    const { order } = await createPaidOrder(t.db, { user, lines: [{ product }], promoCode: promo });
    await t.db.promoCodeUse.create({ data: { promoCodeId: promo.id, orderId: order.id, userId: user.id, discountCents: 250 } });
    const tab = await openCartBrowser(t.app);
    await tab.signIn(user.email);
    await tab.post('/cart', { product_id: product.id, qty: 1 });
    const answer = await tab.post('/checkout/validate-promo', { code: 'ONCEEACH' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('You have already used this promo code.');
  });

  it('refuses a code on an empty cart', async () => {
    await createPromoCode(t.db, { code: 'EMPTYCART' });
    const tab = await openCartBrowser(t.app);
    const answer = await tab.post('/checkout/validate-promo', { code: 'EMPTYCART' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(PROMO_MESSAGES.empty_cart);
  });

  it('ignores an empty code and answers garbage with a 4xx', async () => {
    const tab = await tabWithCart();
    for (const body of [{ code: '' }, { code: '   ' }, {}]) {
      const answer = await tab.post('/checkout/validate-promo', body);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Please enter a promo code.');
    }
    for (const body of [{ code: ['A'] }, { code: 12 }, [{ code: 'A' }], { code: 'A'.repeat(51) }, { code: 'A', shipping_address: 'TX' }]) {
      const answer = await tab.post('/checkout/validate-promo', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.success).toBe(false);
    }
    expect(await cartPromoOf(tab)).toBeNull();
  });
});

describe('POST /checkout/remove-promo', () => {
  it('drops the code and restores the pricing', async () => {
    await createPromoCode(t.db, { code: 'REMOVEME', value: 2000 });
    const tab = await tabWithCart();
    await tab.post('/checkout/validate-promo', { code: 'REMOVEME' });
    const answer = await tab.post('/checkout/remove-promo');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, pricing: { subtotal: 50, discount: 0, total: 50, promo_code: null } });
    expect(await cartPromoOf(tab)).toBeNull();
  });

  it('stops taking a discount once the cart no longer meets the minimum, and says why', async () => {
    await createPromoCode(t.db, { code: 'MIN40', kind: 'fixed', value: 1000, minSubtotalCents: 4000 });
    const tab = await tabWithCart();
    await tab.post('/checkout/validate-promo', { code: 'MIN40' });
    const itemId = (await tab.get('/cart')).body.items[0].id;
    await tab.put(`/cart/${itemId}`, { qty: 1 });
    const pricing = (await tab.post('/cart/pricing', {})).body.pricing;
    expect(pricing).toMatchObject({ subtotal: 25, discount: 0, total: 25, promo_code: 'MIN40' });
    expect(pricing.promo).toEqual({ code: 'MIN40', applied: false, message: 'This promo code needs a subtotal of at least $40.00.' });
  });
});

describe('redeemPromoCodeUse (order placement)', () => {
  it('counts each use once and refuses uses past the limits, atomically', async () => {
    const product = await createProduct(t.db, { priceCents: 2500 });
    const [ann, ben] = [await createUser(t.db), await createUser(t.db)];
    const promo = await createPromoCode(t.db, { code: 'TWICE', maxUses: 2, maxUsesPerUser: 1 });
    const lines = [{ productId: product.id, productTypeId: null, levelId: null, qty: 1, unitPriceCents: 2500, isHardCopy: false }];
    const orderFor = async (user: typeof ann) => (await createPaidOrder(t.db, { user, lines: [{ product }] })).order;

    const redeem = (userId: number, orderId: number) =>
      t.db.$transaction((tx) => redeemPromoCodeUse(tx, { promoCodeId: promo.id, userId, orderId, discountCents: 250, lines }));

    expect(await redeem(ann.id, (await orderFor(ann)).id)).toEqual({ ok: true });
    expect(await redeem(ann.id, (await orderFor(ann)).id)).toEqual({ ok: false, message: 'You have already used this promo code.' });
    expect(await redeem(ben.id, (await orderFor(ben)).id)).toEqual({ ok: true });
    const carl = await createUser(t.db);
    expect(await redeem(carl.id, (await orderFor(carl)).id)).toEqual({ ok: false, message: 'This promo code has reached its usage limit.' });

    const row = await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } });
    expect(row.usesCount).toBe(2);
    expect(await t.db.promoCodeUse.count({ where: { promoCodeId: promo.id } })).toBe(2);
  });
});
