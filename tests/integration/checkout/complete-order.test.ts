import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { PROMO_MESSAGES } from '#server/pricing/pricing.rules';
import { listMailbox, readMailboxMessage } from '#server/mail/mailbox';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { PAYMENT_MESSAGES } from '#server/payments/payment-messages.rules';
import { addDays, addMonths } from '#tests/factories/db';
import { createLicence } from '#tests/factories/licensing';
import { createPaidOrder } from '#tests/factories/orders';
import { createShippingRule, createTaxRate } from '#tests/factories/pricing-rules';
import { createComboProduct, createLicensedProgram, createProduct } from '#tests/factories/products';
import { createPromoCode } from '#tests/factories/promo-codes';
import { createAddress, createSavedCard, createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { inertiaPageOf } from '#tests/support/inertia-page';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { countOrderRows, signInBuyer, type CheckoutBuyer } from './checkout-buyer';

// Order placement on the test gateway (DESIGN "Order placement"): re-price, charge, write order, lines, payment,
// promo use and licences in one go, empty the cart, e-mail, answer {success, redirect}.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await createTaxRate(t.db, { name: 'Texas Sales Tax', rate: 825, state: 'TX' });
  await createShippingRule(t.db, { maxSubtotalCents: 10_000, amountCents: 1295, accountTypeIds: [ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent] });
});
afterAll(() => t.close());

async function mailsTo(email: string) {
  const entries = (await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(email));
  return Promise.all(entries.map((entry) => readMailboxMessage(t.mailDir, entry.id)));
}

/** Saves a card the way the page does with the test gateway: SetupIntent, test card, save-card. */
async function saveTestCard(buyer: CheckoutBuyer, testCard: string, isDefault = false) {
  const setup = await buyer.post('/checkout/setup-intent');
  expect(setup.status).toBe(200);
  const confirmed = await buyer.post(`/checkout/test-gateway/setup-intents/${setup.body.setup_intent_id}/confirm`, { test_card: testCard });
  expect(confirmed.status).toBe(200);
  const saved = await buyer.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', is_default: isDefault, stripe_payment_method_id: confirmed.body.payment_method });
  expect(saved.status).toBe(201);
  return saved.body.card as { id: number; last_four: string };
}

describe('a school buys with an address and a card', () => {
  it('places one paid order with snapshotted lines, a payment, licences for the school, an empty cart and an e-mail', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const staff = subUsers[1];
    const address = await createAddress(t.db, staff.id, { receiverName: 'Emily Chen', state: 'TX', isDefault: true });
    const program = await createLicensedProgram(t.db, { priceCents: 35_000 });
    const book = await createProduct(t.db, { priceCents: 599, isHardCopy: true });
    const buyer = await signInBuyer(t.app, staff);
    const card = await saveTestCard(buyer, 'visa', true);
    await buyer.addToCart(program.id);
    await buyer.addToCart(book.id, 3);

    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    const answer = await buyer.completeOrder(body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: CHECKOUT_MESSAGES.orderPlaced });
    expect(answer.body.redirect).toBe(`/orders/${answer.body.order_id}/confirmation`);

    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { lines: { orderBy: { id: 'asc' } }, payments: true, licences: true } });
    // Subtotal 350.00 + 17.97; tax 8.25 % = 30.34; free shipping from $100.
    expect(order).toMatchObject({
      userId: staff.id,
      ownerUserId: school.id,
      statusId: ORDER_STATUS.paid,
      paymentType: 'credit_card',
      paymentProvider: 'test',
      subTotalCents: 36_797,
      totalTaxCents: 3036,
      shippingCents: 0,
      totalCents: 39_833,
      shippingFirstName: 'Emily',
      shippingLastName: 'Chen',
      shippingState: 'TX',
      cardLastFour: '4242',
      cardBrand: 'visa',
    });
    expect(order.paidAt).not.toBeNull();
    expect(order.taxBreakdown).toEqual([{ name: 'Texas Sales Tax', type: 'percentage', rate: 825, amount_cents: 3036 }]);
    expect(order.lines.map((line) => [line.title, line.qty, line.unitPriceCents, line.lineSubtotalCents])).toEqual([
      [program.title, 1, 35_000, 35_000],
      [book.title, 3, 599, 1797],
    ]);
    expect(order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0)).toBe(order.totalCents);
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({ status: 'succeeded', kind: 'charge', amountCents: 39_833, provider: 'test' });
    // The program streams for a year, owned by the school's main account.
    expect(order.licences).toHaveLength(1);
    expect(order.licences[0]).toMatchObject({ userId: school.id, productId: program.id, status: 'active' });
    expect(order.licences[0].expiresAt.getTime()).toBe(addMonths(order.licences[0].startsAt, 12).getTime());

    expect((await buyer.get('/cart')).body.items).toEqual([]);

    const [mail] = await mailsTo(staff.email);
    expect(mail?.subject).toBe(`Order Confirmed: Play It Safe order #${String(order.id).padStart(6, '0')}`);
    expect(mail?.text).toContain('Total: $398.33');
    expect(mail?.html).toContain(program.title);
  });

  it('answers the same order again for a double click or a retry, with one charge', async () => {
    const parent = await createUser(t.db);
    const address = await createAddress(t.db, parent.id, { isDefault: true });
    const card = await createSavedCard(t.db, parent.id, { isDefault: true });
    const product = await createProduct(t.db);
    const buyer = await signInBuyer(t.app, parent);
    await buyer.addToCart(product.id);
    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    const first = await buyer.completeOrder(body);
    const second = await buyer.completeOrder(body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.order_id).toBe(first.body.order_id);
    expect(await countOrderRows(t.db, parent.id)).toMatchObject({ orders: 1, payments: 1 });
    expect(await mailsTo(parent.email)).toHaveLength(1);
  });
});

describe('card outcomes on the test gateway', () => {
  it('a declined card answers the bank’s message, writes no order and leaves the cart and promo code usable', async () => {
    const parent = await createUser(t.db);
    const address = await createAddress(t.db, parent.id, { isDefault: true });
    const promo = await createPromoCode(t.db, { maxUses: 1 });
    const product = await createProduct(t.db, { priceCents: 5000 });
    const buyer = await signInBuyer(t.app, parent);
    const declined = await saveTestCard(buyer, 'chargedeclined');
    await buyer.addToCart(product.id);
    expect((await buyer.post('/checkout/validate-promo', { code: promo.code })).status).toBe(200);

    const answer = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: declined.id }));
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ success: false, message: PAYMENT_MESSAGES.cardDeclined });
    expect(await t.db.order.count({ where: { userId: parent.id } })).toBe(0);
    const payment = await t.db.payment.findFirstOrThrow({ where: { userId: parent.id } });
    expect(payment).toMatchObject({ status: 'failed', orderId: null, failureMessage: PAYMENT_MESSAGES.cardDeclined });
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usesCount).toBe(0);
    expect((await buyer.get('/cart')).body.items).toHaveLength(1);

    // Another card for the same cart goes through, promo code included.
    const visa = await saveTestCard(buyer, 'visa');
    const retry = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: visa.id }));
    expect(retry.status).toBe(200);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: retry.body.order_id } });
    expect(order).toMatchObject({ totalDiscountCents: 500, promoCode: promo.code, statusId: ORDER_STATUS.paid });
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usesCount).toBe(1);
  });

  it('a card the bank declines while it is saved is not kept: not at checkout, not in My Payment Method', async () => {
    const parent = await createUser(t.db);
    const buyer = await signInBuyer(t.app, parent);
    const setup = await buyer.post('/checkout/setup-intent');
    const confirmed = await buyer.post(`/checkout/test-gateway/setup-intents/${setup.body.setup_intent_id}/confirm`, { test_card: 'declined' });
    expect(confirmed.status).toBe(402);
    expect(confirmed.body).toMatchObject({ success: false, message: PAYMENT_MESSAGES.cardDeclined });
    expect(confirmed.body.payment_method).toBeUndefined();
    expect(await t.db.savedCard.count({ where: { userId: parent.id } })).toBe(0);
    expect((await buyer.get('/checkout/user-cards')).body.cards).toEqual([]);
    expect(inertiaPageOf<{ cards: unknown[] }>(await buyer.agent.get('/account/payment-methods')).props.cards).toEqual([]);
  });

  it('a card that asks for 3-D Secure waits for the buyer, then the same placement finishes the order', async () => {
    const parent = await createUser(t.db);
    const address = await createAddress(t.db, parent.id, { isDefault: true });
    const product = await createProduct(t.db);
    const buyer = await signInBuyer(t.app, parent);
    const card = await saveTestCard(buyer, 'authentication');
    await buyer.addToCart(product.id);
    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });

    const asked = await buyer.completeOrder(body);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ success: false, requires_action: true });
    expect(asked.body.client_secret).toEqual(expect.any(String));
    const pending = await t.db.order.findFirstOrThrow({ where: { userId: parent.id } });
    expect(pending.statusId).toBe(ORDER_STATUS.pendingPayment);

    // Asked again before the buyer answered: still waiting, nothing new.
    expect((await buyer.completeOrder(body)).status).toBe(202);

    const confirmed = await buyer.post(`/checkout/test-gateway/payment-intents/${asked.body.payment_intent_id}/authenticate`, { approve: true });
    expect(confirmed.body).toMatchObject({ success: true, status: 'succeeded' });
    const done = await buyer.completeOrder(body);
    expect(done.status).toBe(200);
    expect(done.body.order_id).toBe(pending.id);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: pending.id } })).statusId).toBe(ORDER_STATUS.paid);
    expect((await buyer.get('/cart')).body.items).toEqual([]);
  });

  it('a failed 3-D Secure check withdraws the pending order and says why', async () => {
    const parent = await createUser(t.db);
    const address = await createAddress(t.db, parent.id, { isDefault: true });
    const product = await createProduct(t.db);
    const buyer = await signInBuyer(t.app, parent);
    const card = await saveTestCard(buyer, 'authentication');
    await buyer.addToCart(product.id);
    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    const asked = await buyer.completeOrder(body);
    await buyer.post(`/checkout/test-gateway/payment-intents/${asked.body.payment_intent_id}/authenticate`, { approve: false });
    const answer = await buyer.completeOrder(body);
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe(PAYMENT_MESSAGES.cardAuthenticationFailed);
    expect(await t.db.order.count({ where: { userId: parent.id } })).toBe(0);
    expect((await buyer.get('/cart')).body.items).toHaveLength(1);
  });
});

describe('quotes, free orders and renewals', () => {
  it('a pays-by-check account requests a quote: PO Generated, nothing charged, no licences yet, the quote e-mail', async () => {
    const check = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check, state: 'TX' });
    const video = await createProduct(t.db, { priceCents: 2000, isLicensed: true, accountTypeId: ACCOUNT_TYPE.parent });
    const buyer = await signInBuyer(t.app, check);
    await buyer.addToCart(video.id);
    const answer = await buyer.completeOrder(await buyer.placementBody({ paymentType: 'check' }));
    expect(answer.status).toBe(200);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { payments: true, licences: true } });
    expect(order).toMatchObject({ statusId: ORDER_STATUS.poGenerated, paymentType: 'check', paymentProvider: null, shippingStreet: null, shippingCents: 0, paidAt: null });
    expect(order.payments).toEqual([]);
    expect(order.licences).toEqual([]);
    expect((await buyer.get('/cart')).body.items).toEqual([]);
    const [mail] = await mailsTo(check.email);
    expect(mail?.subject).toContain('Quote Request Received');
    expect(mail?.text).toContain('1-2 business days');
  });

  it('a 100 % promo code completes a free order: discounted, paid, licensed, the code’s use counted', async () => {
    const parent = await createUser(t.db);
    const address = await createAddress(t.db, parent.id, { isDefault: true });
    const free = await createPromoCode(t.db, { code: `FREE${Date.now()}`, kind: 'percent', value: 10_000 });
    const video = await createProduct(t.db, { priceCents: 1999, isLicensed: true, licenceMonths: 12 });
    const buyer = await signInBuyer(t.app, parent);
    await buyer.addToCart(video.id);
    await buyer.post('/checkout/validate-promo', { code: free.code, shipping_address: { id: address.id } });
    const body = await buyer.placementBody({ addressId: address.id, paymentType: 'credit_card' });
    expect(body.pricing.total).toBe(0);
    const answer = await buyer.completeOrder({ ...body, payment_type: 'discounted' });
    expect(answer.status).toBe(200);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { payments: true, licences: true, promoCodeUse: true } });
    expect(order).toMatchObject({ statusId: ORDER_STATUS.paid, paymentType: 'discounted', totalCents: 0, totalDiscountCents: 1999, promoCode: free.code });
    expect(order.payments).toEqual([]);
    expect(order.licences).toHaveLength(1);
    expect(order.promoCodeUse).toMatchObject({ promoCodeId: free.id, discountCents: 1999 });
  });

  it('two buyers racing for a promo code’s last use: exactly one order gets it', async () => {
    const promo = await createPromoCode(t.db, { maxUses: 1, value: 2000 });
    const product = await createProduct(t.db, { priceCents: 3000 });
    const buyers = [];
    for (let index = 0; index < 2; index += 1) {
      const parent = await createUser(t.db);
      const address = await createAddress(t.db, parent.id, { isDefault: true });
      const card = await createSavedCard(t.db, parent.id, { isDefault: true });
      const buyer = await signInBuyer(t.app, parent);
      await buyer.addToCart(product.id);
      expect((await buyer.post('/checkout/validate-promo', { code: promo.code, shipping_address: { id: address.id } })).status).toBe(200);
      buyers.push({ buyer, body: await buyer.placementBody({ addressId: address.id, cardId: card.id }) });
    }
    const answers = await Promise.all(buyers.map(({ buyer, body }) => buyer.completeOrder(body)));
    const [winner, loser] = [...answers].sort((a, b) => a.status - b.status);
    expect(winner.status).toBe(200);
    // Serialised (PGlite), the loser's re-pricing no longer has the discount: the cart changed. Truly parallel
    // (PostgreSQL), both priced it in and the loser's redemption, with the code's row locked, finds it used up.
    expect([
      [409, CHECKOUT_MESSAGES.cartChanged],
      [422, PROMO_MESSAGES.used_up],
    ]).toContainEqual([loser.status, loser.body.message]);
    expect(await t.db.promoCodeUse.count({ where: { promoCodeId: promo.id } })).toBe(1);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usesCount).toBe(1);
  });

  it('a hard copy includes a year of streaming; a combo licenses the programs it bundles', async () => {
    const { school } = await createSchoolWithSubUsers(t.db, { subUsers: [] });
    const address = await createAddress(t.db, school.id, { isDefault: true });
    const card = await createSavedCard(t.db, school.id, { isDefault: true });
    const shortProgram = await createLicensedProgram(t.db, { licenceMonths: 6 });
    const programA = await createLicensedProgram(t.db);
    const dolls = await createProduct(t.db, { isHardCopy: true });
    const combo = await createComboProduct(t.db, [{ productId: programA.id }, { productId: dolls.id }], { accountTypeId: 5, isHardCopy: true, priceCents: 50_000 });
    const buyer = await signInBuyer(t.app, school);
    await buyer.addToCart(shortProgram.id);
    await buyer.addToCart(combo.id);
    const answer = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: card.id }));
    expect(answer.status).toBe(200);
    const licences = await t.db.licence.findMany({ where: { orderId: answer.body.order_id }, orderBy: { productId: 'asc' } });
    expect(licences.map((licence) => licence.productId)).toEqual([shortProgram.id, programA.id].sort((a, b) => a - b));
    for (const licence of licences) expect(licence.expiresAt.getTime()).toBe(addMonths(licence.startsAt, 12).getTime());
  });

  it('a renewal line extends the licence a year from the later of today and its expiry', async () => {
    const { school } = await createSchoolWithSubUsers(t.db, { subUsers: [] });
    const address = await createAddress(t.db, school.id, { isDefault: true });
    const card = await createSavedCard(t.db, school.id, { isDefault: true });
    const stillRunning = await createLicensedProgram(t.db);
    const expired = await createLicensedProgram(t.db);
    const { order: earlier, licences } = await createPaidOrder(t.db, { user: school, lines: [{ product: stillRunning }, { product: expired }], paidAt: addDays(new Date(), -300) });
    const running = licences.find((licence) => licence.productId === stillRunning.id)!;
    const lapsed = await createLicence(t.db, { userId: school.id, productId: expired.id, orderId: earlier.id, startsAt: addDays(new Date(), -400), expiresAt: addDays(new Date(), -35) });
    const cart = await t.db.cart.upsert({ where: { userId: school.id }, create: { userId: school.id }, update: {} });
    await t.db.cartItem.createMany({
      data: [
        { cartId: cart.id, productId: stillRunning.id, qty: 1, kind: 'renewal', renewsLicenceId: running.id },
        { cartId: cart.id, productId: expired.id, qty: 1, kind: 'renewal', renewsLicenceId: lapsed.id },
      ],
    });
    const buyer = await signInBuyer(t.app, school);
    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    expect(body.pricing.subtotal).toBe(60);
    const before = Date.now();
    const answer = await buyer.completeOrder(body);
    expect(answer.status).toBe(200);
    const renewed = await t.db.licence.findMany({ where: { orderId: answer.body.order_id } });
    const fromRunning = renewed.find((licence) => licence.renewedFromId === running.id)!;
    const fromLapsed = renewed.find((licence) => licence.renewedFromId === lapsed.id)!;
    expect(fromRunning.startsAt.getTime()).toBe(running.expiresAt.getTime());
    expect(fromRunning.expiresAt.getTime()).toBe(addMonths(running.expiresAt, 12).getTime());
    expect(fromLapsed.startsAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(fromLapsed.expiresAt.getTime()).toBe(addMonths(fromLapsed.startsAt, 12).getTime());
  });

  it('refuses to renew a licence that belongs to another account', async () => {
    const parent = await createUser(t.db);
    const address = await createAddress(t.db, parent.id, { isDefault: true });
    const card = await createSavedCard(t.db, parent.id, { isDefault: true });
    const stranger = await createUser(t.db);
    const video = await createProduct(t.db, { isLicensed: true });
    const { licences } = await createPaidOrder(t.db, { user: stranger, lines: [{ product: video }] });
    const cart = await t.db.cart.create({ data: { userId: parent.id } });
    await t.db.cartItem.create({ data: { cartId: cart.id, productId: video.id, kind: 'renewal', renewsLicenceId: licences[0].id } });
    const buyer = await signInBuyer(t.app, parent);
    const answer = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: card.id }));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(CHECKOUT_MESSAGES.renewalNotAllowed);
    expect(await countOrderRows(t.db, parent.id)).toEqual({ orders: 0, payments: 0, licences: 0, promoUses: 0 });
  });
});

describe('the checkout page and the confirmation page', () => {
  it('renders checkout/index with the cart, pricing, addresses and cards; guests go to sign in', async () => {
    const parent = await createUser(t.db);
    const address = await createAddress(t.db, parent.id, { isDefault: true, state: 'TX' });
    await createSavedCard(t.db, parent.id, { isDefault: true });
    await createSavedCard(t.db, parent.id, { expiryMonth: 1, expiryYear: 2020 });
    const product = await createProduct(t.db, { priceCents: 1000 });
    const buyer = await signInBuyer(t.app, parent);
    await buyer.addToCart(product.id);
    const page = await buyer.agent.get('/checkout').set(inertiaHeaders());
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('checkout/index');
    expect(page.body.props.cart_items).toHaveLength(1);
    expect(page.body.props.addresses).toEqual([expect.objectContaining({ id: address.id, is_default: true })]);
    // Expired cards cannot be charged, so the checkout does not offer them.
    expect(page.body.props.cards).toHaveLength(1);
    expect(page.body.props.pricing).toMatchObject({ subtotal: 10, tax: 0.83, shipping: 0, total: 10.83 });
    expect(page.body.props.payment).toEqual({ card_provider: 'test', wallet_provider: 'test', test_mode: true, pays_by_check: false, check_terms_hint: null });
    // A download: nothing ships, so no shipping step (decision 095; shipping-rule.test.ts has the hard-copy case).
    expect(page.body.props.ships).toBe(false);

    const guest = await (await import('supertest')).default(t.app).get('/checkout');
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/login');
  });

  it('shows the confirmation to the buyer and the school’s main account only; anyone else gets 404', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const staff = subUsers[1];
    const address = await createAddress(t.db, staff.id, { isDefault: true });
    const card = await createSavedCard(t.db, staff.id, { isDefault: true });
    const product = await createProduct(t.db);
    const buyer = await signInBuyer(t.app, staff);
    await buyer.addToCart(product.id);
    const placed = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: card.id }));
    const url = placed.body.redirect as string;

    const mine = await buyer.agent.get(url).set(inertiaHeaders());
    expect(mine.body.component).toBe('orders/confirmation');
    expect(mine.body.props.order).toMatchObject({ order_id: placed.body.order_id, status_id: ORDER_STATUS.paid, order_status: 'Paid', payment_type: 'credit_card', is_paid: true });
    expect(mine.body.props.order.items).toEqual([expect.objectContaining({ title: product.title, qty: 1, price: 25, total: 25 })]);

    const owner = await signInBuyer(t.app, school);
    expect((await owner.agent.get(url).set(inertiaHeaders())).body.component).toBe('orders/confirmation');

    for (const other of [subUsers[0], await createUser(t.db)]) {
      const stranger = await signInBuyer(t.app, other);
      const refused = await stranger.agent.get(url).set(inertiaHeaders());
      expect(refused.status).toBe(404);
    }
    expect((await buyer.agent.get('/orders/abc/confirmation').set(inertiaHeaders())).status).toBe(404);
  });

  it('writes the status name and the payment method in the visitor’s language', async () => {
    const parent = await createUser(t.db);
    const address = await createAddress(t.db, parent.id, { isDefault: true });
    const card = await createSavedCard(t.db, parent.id, { isDefault: true });
    const buyer = await signInBuyer(t.app, parent);
    await buyer.addToCart((await createProduct(t.db)).id);
    const placed = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: card.id }));
    const url = placed.body.redirect as string;
    const english = (await buyer.agent.get(url).set(inertiaHeaders())).body.props.order;
    expect(english.payment_method).toMatch(/^\w+ ending in \d{4}$/);

    expect((await buyer.post('/locale', { locale: 'es' })).status).toBe(200);
    const spanish = (await buyer.agent.get(url).set(inertiaHeaders())).body.props.order;
    expect(spanish.order_status).toBe('Pagado');
    expect(spanish.payment_method).toBe(english.payment_method.replace('ending in', 'terminada en'));
  });
});
