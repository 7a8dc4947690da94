import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED } from '#server/accounts/email-verification.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { BAD_BODY_MESSAGE } from '#server/checkout/checkout.schemas';
import { CART_MESSAGES } from '#server/cart/cart.rules';
import { createCart } from '#tests/factories/carts';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createAddress, createSavedCard, createSchoolUser, createUser } from '#tests/factories/users';
import { createTestApp, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';
import { countOrderRows, signInBuyer, type CheckoutBuyer } from './checkout-buyer';

// Storefront §5 "Order placement": the server repeats the page's checks in the spec's order with the spec's
// words, and a refused placement changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

async function schoolWithCart() {
  const school = await createSchoolUser(t.db);
  const address = await createAddress(t.db, school.id, { isDefault: true });
  const card = await createSavedCard(t.db, school.id, { isDefault: true });
  // A hard copy, so the order ships and check 3 (the address) applies (decision 095).
  const product = await createProduct(t.db, { priceCents: 4000, isHardCopy: true });
  const buyer = await signInBuyer(t.app, school);
  await buyer.addToCart(product.id, 2);
  return { school, address, card, product, buyer };
}

async function expectRefused(buyer: CheckoutBuyer, userId: number, body: unknown, status: number, message: string) {
  const answer = await buyer.completeOrder(body);
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message });
  expect(await countOrderRows(t.db, userId)).toEqual({ orders: 0, payments: 0, licences: 0, promoUses: 0 });
}

describe('POST /checkout/complete-order: an account whose e-mail is not verified', () => {
  it('may fill a cart but not order (decision 030), and nothing is written or charged', async () => {
    const { school, address, card, buyer } = await schoolWithCart();
    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    await t.db.user.update({ where: { id: school.id }, data: { emailVerifiedAt: null } });
    await expectRefused(buyer, school.id, body, 403, EMAIL_NOT_VERIFIED);
  });
});

describe('POST /checkout/complete-order: a school program in a parent account’s cart', () => {
  it('is refused with the cart’s message (decision 097) when it came from a guest cart, and nothing is written', async () => {
    const parent = await createUser(t.db);
    await createAddress(t.db, parent.id, { isDefault: true });
    const card = await createSavedCard(t.db, parent.id, { isDefault: true });
    const program = await createLicensedProgram(t.db);
    // As the cart merge at sign-in leaves it: the line was added while the visitor was a guest.
    await createCart(t.db, { userId: parent.id, items: [{ productId: program.id, qty: 1 }] });
    const buyer = await signInBuyer(t.app, parent);
    const body = await buyer.placementBody({ cardId: card.id });
    await expectRefused(buyer, parent.id, body, 403, CART_MESSAGES.schoolsProgramForParent);
  });
});

describe('POST /checkout/complete-order: the §5 checks, in order', () => {
  it('1. a cart changed since the page showed it comes first, even before every other problem', async () => {
    const { school, buyer } = await schoolWithCart();
    const body = await buyer.placementBody({ addressId: null, cardId: null, paymentType: null, termsAccepted: false, licenseAccepted: false });
    const other = await createProduct(t.db);
    await buyer.addToCart(other.id);
    await expectRefused(buyer, school.id, body, 409, CHECKOUT_MESSAGES.cartChanged);
  });

  it('1. a changed price or quantity is a changed cart, never a silent new price', async () => {
    const { school, address, card, product, buyer } = await schoolWithCart();
    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    await t.db.product.update({ where: { id: product.id }, data: { priceCents: 4100 } });
    await expectRefused(buyer, school.id, body, 409, CHECKOUT_MESSAGES.cartChanged);
    const fresh = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    fresh.cart_items[0].qty = 3;
    await expectRefused(buyer, school.id, fresh, 409, CHECKOUT_MESSAGES.cartChanged);
    const tampered = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    tampered.pricing.total = 1;
    await expectRefused(buyer, school.id, tampered, 409, CHECKOUT_MESSAGES.cartChanged);
  });

  it('2. an empty cart', async () => {
    const school = await createSchoolUser(t.db);
    const buyer = await signInBuyer(t.app, school);
    const body = await buyer.placementBody({ paymentType: null, termsAccepted: false, licenseAccepted: false });
    expect(body.cart_items).toEqual([]);
    await expectRefused(buyer, school.id, body, 422, CHECKOUT_MESSAGES.emptyCart);
  });

  it('3. no shipping address', async () => {
    const { school, buyer } = await schoolWithCart();
    const body = await buyer.placementBody({ addressId: null, paymentType: null, termsAccepted: false, licenseAccepted: false });
    await expectRefused(buyer, school.id, body, 422, CHECKOUT_MESSAGES.noAddress);
  });

  it('4. no payment method, or one this account is not offered', async () => {
    const { school, address, buyer } = await schoolWithCart();
    for (const paymentType of [null, 'bitcoin', 'check', 'discounted']) {
      const body = await buyer.placementBody({ addressId: address.id, paymentType, termsAccepted: false, licenseAccepted: false });
      await expectRefused(buyer, school.id, body, 422, CHECKOUT_MESSAGES.noPayment);
    }
  });

  it('5. a card payment without a card', async () => {
    const { school, address, buyer } = await schoolWithCart();
    const body = await buyer.placementBody({ addressId: address.id, cardId: null, termsAccepted: false, licenseAccepted: false });
    await expectRefused(buyer, school.id, body, 422, CHECKOUT_MESSAGES.noCard);
  });

  it('6. the wallet without its approved order', async () => {
    const { school, address, buyer } = await schoolWithCart();
    const body = await buyer.placementBody({ addressId: address.id, paymentType: 'paypal', termsAccepted: false, licenseAccepted: false });
    await expectRefused(buyer, school.id, body, 422, CHECKOUT_MESSAGES.noPaypalOrder);
  });

  it('7. terms not accepted, then 8. license not accepted', async () => {
    const { school, address, card, buyer } = await schoolWithCart();
    const neither = await buyer.placementBody({ addressId: address.id, cardId: card.id, termsAccepted: false, licenseAccepted: false });
    await expectRefused(buyer, school.id, neither, 422, CHECKOUT_MESSAGES.termsNotAccepted);
    const noLicense = await buyer.placementBody({ addressId: address.id, cardId: card.id, termsAccepted: true, licenseAccepted: false });
    await expectRefused(buyer, school.id, noLicense, 422, CHECKOUT_MESSAGES.licenseNotAccepted);
  });

  it('pays-by-check accounts (type 4) need no address for a download and may request a quote, but are not offered the wallet', async () => {
    const check = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const product = await createProduct(t.db);
    const buyer = await signInBuyer(t.app, check);
    await buyer.addToCart(product.id);
    const wallet = await buyer.placementBody({ paymentType: 'paypal', paypalOrderId: 'ABC123' });
    await expectRefused(buyer, check.id, wallet, 422, CHECKOUT_MESSAGES.noPayment);
    const quote = await buyer.completeOrder(await buyer.placementBody({ paymentType: 'check' }));
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ success: true, message: CHECKOUT_MESSAGES.quoteRequested });
  });
});

describe('only the buyer’s own address and card', () => {
  it('another user’s address is a 404 and nothing is charged or written', async () => {
    const { school, card, buyer } = await schoolWithCart();
    const stranger = await createUser(t.db);
    const theirs = await createAddress(t.db, stranger.id);
    const body = await buyer.placementBody({ addressId: null, cardId: card.id });
    body.shipping_address = { id: theirs.id };
    await expectRefused(buyer, school.id, body, 404, 'Address not found');
  });

  it('another user’s card is a 404 and nothing is charged or written', async () => {
    const { school, address, buyer } = await schoolWithCart();
    const stranger = await createUser(t.db);
    const theirs = await createSavedCard(t.db, stranger.id);
    const body = await buyer.placementBody({ addressId: address.id, cardId: theirs.id });
    await expectRefused(buyer, school.id, body, 404, CHECKOUT_MESSAGES.cardNotFound);
  });

  it('an expired card, or one saved with another gateway, is refused', async () => {
    const { school, address, buyer } = await schoolWithCart();
    const expired = await createSavedCard(t.db, school.id, { expiryMonth: 1, expiryYear: 2020 });
    await expectRefused(buyer, school.id, await buyer.placementBody({ addressId: address.id, cardId: expired.id }), 422, CHECKOUT_MESSAGES.cardExpired);
    const stripeCard = await createSavedCard(t.db, school.id, { provider: 'stripe', providerPaymentMethodId: 'pm_from_stripe' });
    await expectRefused(buyer, school.id, await buyer.placementBody({ addressId: address.id, cardId: stripeCard.id }), 422, CHECKOUT_MESSAGES.cardUnavailable);
  });
});

describe('bad requests are 4xx with a message and change nothing', () => {
  it('refuses broken JSON, non-objects, unknown and __proto__ keys, wrong types and huge bodies', async () => {
    const { school, address, card, buyer } = await schoolWithCart();
    const good = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    const broken = await buyer.post('/checkout/complete-order').set('Content-Type', 'application/json').send('{');
    expect(broken.status).toBe(400);
    expect(broken.body.success).toBe(false);

    const array = await buyer.completeOrder([good]);
    expect(array.status).toBe(422);
    expect(array.body.message).toBe(BAD_BODY_MESSAGE);

    const unknown = await buyer.completeOrder({ ...good, total_override: 0 });
    expect(unknown.status).toBe(422);

    const proto = await buyer.post('/checkout/complete-order').set('Content-Type', 'application/json').send(`{"__proto__":{"admin":true},${JSON.stringify(good).slice(1)}`);
    expect(proto.status).toBe(422);

    const wrongType = await buyer.completeOrder({ ...good, terms_accepted: 'yes', payment_method_id: '1 OR 1=1' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toHaveProperty('terms_accepted');

    const huge = await buyer.completeOrder({ ...good, first_name: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);

    expect(await countOrderRows(t.db, school.id)).toEqual({ orders: 0, payments: 0, licences: 0, promoUses: 0 });
  });

  it('guests are asked to sign in; accounts that may not buy are refused in the cart’s words', async () => {
    const guest = request.agent(t.app);
    const token = xsrfTokenFrom(await guest.get('/login'));
    const refused = await guest.post('/checkout/complete-order').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({});
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Please sign in to continue.');

    const admin = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.administrator });
    const buyer = await signInBuyer(t.app, admin);
    const answer = await buyer.completeOrder(await buyer.placementBody());
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Administrators are not allowed to add items to cart');
  });
});
