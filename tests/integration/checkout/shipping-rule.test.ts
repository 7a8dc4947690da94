import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { createShippingRule, createTaxRate } from '#tests/factories/pricing-rules';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createAddress, createSavedCard, createSchoolUser, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { countOrderRows, signInBuyer } from './checkout-buyer';

// Issue 13 item 2, docs/decisions/095: a shipping address and shipping cost exactly when the cart holds something
// that ships (a hard copy bought), for every account type; none when everything is streamed or downloaded.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await createTaxRate(t.db, { name: 'Texas Sales Tax', rate: 825, state: 'TX' });
  // The demo shop's ground shipping: $12.95 under $100, for every account type that buys.
  await createShippingRule(t.db, {
    maxSubtotalCents: 10_000,
    amountCents: 1295,
    accountTypeIds: [ACCOUNT_TYPE.check, ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent],
  });
});
afterAll(() => t.close());

const streamingRental = () => createProduct(t.db, { title: 'Streaming Rental', priceCents: 999, isHardCopy: false, accountTypeId: ACCOUNT_TYPE.parent });
const dollSet = () => createProduct(t.db, { title: 'Joe & Suzy Doll Set', priceCents: 4000, isHardCopy: true });

async function checkoutPropsOf(buyer: Awaited<ReturnType<typeof signInBuyer>>) {
  const page = await buyer.agent.get('/checkout').set(inertiaHeaders());
  expect(page.status).toBe(200);
  return page.body.props as { ships: boolean; pricing: { shipping: number; total: number } };
}

describe('pricing and the checkout page follow the cart, not the account type', () => {
  it('a parent’s download-only cart has no shipping cost and no shipping step, even with a saved address', async () => {
    const parent = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent });
    await createAddress(t.db, parent.id, { isDefault: true, state: 'TX' });
    const buyer = await signInBuyer(t.app, parent);
    await buyer.addToCart((await streamingRental()).id);
    const priced = await buyer.post('/checkout/calculate-pricing', { shipping_address: null });
    expect(priced.body.pricing).toMatchObject({ subtotal: 9.99, shipping: 0, tax: 0.82, total: 10.81 });
    expect((await buyer.post('/cart/pricing', { shipping_address: null })).body.pricing.shipping).toBe(0);
    const props = await checkoutPropsOf(buyer);
    expect(props.ships).toBe(false);
    expect(props.pricing.shipping).toBe(0);
  });

  it('a pays-by-check account buying a doll set pays shipping and is asked for an address', async () => {
    const check = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const address = await createAddress(t.db, check.id, { isDefault: true, state: 'TX' });
    const buyer = await signInBuyer(t.app, check);
    await buyer.addToCart((await dollSet()).id);
    const priced = await buyer.post('/checkout/calculate-pricing', { shipping_address: { id: address.id } });
    // $40.00 + tax 8.25 % $3.30 + shipping $12.95.
    expect(priced.body.pricing).toMatchObject({ subtotal: 40, tax: 3.3, shipping: 12.95, total: 56.25 });
    expect((await buyer.post('/cart/pricing', { shipping_address: { id: address.id } })).body.pricing.shipping).toBe(12.95);
    const props = await checkoutPropsOf(buyer);
    expect(props.ships).toBe(true);
    expect(props.pricing.shipping).toBe(12.95);
  });

  it('a school’s renewal of a program kit ships nothing: the renewal extends streaming only', async () => {
    const school = await createSchoolUser(t.db);
    await createAddress(t.db, school.id, { isDefault: true, state: 'TX' });
    const buyer = await signInBuyer(t.app, school);
    const kit = await createLicensedProgram(t.db, { priceCents: 35_000, renewalPriceCents: 3000 });
    await t.db.cart.create({ data: { userId: school.id, items: { create: [{ productId: kit.id, qty: 1, kind: 'renewal' }] } } });
    const props = await checkoutPropsOf(buyer);
    expect(props.ships).toBe(false);
    expect(props.pricing.shipping).toBe(0);
  });
});

describe('order placement asks for the address exactly when something ships', () => {
  it('refuses a pays-by-check account’s doll set order without an address with the spec’s message, and writes nothing', async () => {
    const check = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const buyer = await signInBuyer(t.app, check);
    await buyer.addToCart((await dollSet()).id);
    const answer = await buyer.completeOrder(await buyer.placementBody({ addressId: null, paymentType: 'check' }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, message: CHECKOUT_MESSAGES.noAddress });
    expect(await countOrderRows(t.db, check.id)).toEqual({ orders: 0, payments: 0, licences: 0, promoUses: 0 });
    expect((await buyer.get('/cart')).body.items).toHaveLength(1);
  });

  it('places the pays-by-check doll set order with the address and the shipping cost in its snapshot', async () => {
    const check = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const address = await createAddress(t.db, check.id, { receiverName: 'Dana Office', street: '9 School Rd', city: 'Austin', state: 'TX', zipCode: '78701', isDefault: true });
    const buyer = await signInBuyer(t.app, check);
    await buyer.addToCart((await dollSet()).id);
    const answer = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, paymentType: 'check' }));
    expect(answer.status).toBe(200);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { lines: true } });
    expect(order).toMatchObject({
      paymentType: 'check',
      shippingAddressId: address.id,
      shippingFirstName: 'Dana',
      shippingLastName: 'Office',
      shippingStreet: '9 School Rd',
      shippingCity: 'Austin',
      shippingState: 'TX',
      shippingZipCode: '78701',
      shippingCents: 1295,
      totalCents: 5625,
    });
    expect(order.lines.map((line) => line.isHardCopy)).toEqual([true]);
  });

  it('places a parent’s download-only order without an address, and keeps none even when one is sent', async () => {
    const parent = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent });
    const card = await createSavedCard(t.db, parent.id, { isDefault: true });
    const address = await createAddress(t.db, parent.id, { isDefault: true, state: 'TX' });
    const buyer = await signInBuyer(t.app, parent);
    await buyer.addToCart((await streamingRental()).id);
    const answer = await buyer.completeOrder(await buyer.placementBody({ addressId: null, cardId: card.id }));
    expect(answer.status).toBe(200);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id } });
    expect(order).toMatchObject({ shippingAddressId: null, shippingStreet: null, shippingCents: 0, totalCents: 1081 });

    await buyer.addToCart((await streamingRental()).id);
    const withAddress = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: card.id }));
    expect(withAddress.status).toBe(200);
    expect(await t.db.order.findUniqueOrThrow({ where: { id: withAddress.body.order_id } })).toMatchObject({ shippingAddressId: null, shippingStreet: null, shippingCents: 0 });
  });
});
