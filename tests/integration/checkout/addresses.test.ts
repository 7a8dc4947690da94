import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, MAX_ADDRESSES_PER_USER } from '#server/checkout/checkout.rules';
import { ADDRESS_MESSAGES, BAD_BODY_MESSAGE } from '#server/checkout/checkout.schemas';
import { createAddress, createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { signInBuyer } from './checkout-buyer';

// GET /checkout/user-addresses and POST /checkout/save-address (storefront §3 "Address", §5 "Address form", §7).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const valid = { receiver_name: 'Pat Doe', phone_number: '8175550100', street: '1 Main St', city: 'Fort Worth', state: 'TX', zip_code: '76102', is_default: false };

describe('POST /checkout/save-address', () => {
  it('answers every empty field with the table’s message', async () => {
    const buyer = await signInBuyer(t.app, await createUser(t.db));
    const answer = await buyer.post('/checkout/save-address', { receiver_name: '', phone_number: '', street: ' ', city: '', state: '', zip_code: '' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      receiver_name: ADDRESS_MESSAGES.receiverRequired,
      phone_number: ADDRESS_MESSAGES.phoneRequired,
      street: ADDRESS_MESSAGES.streetRequired,
      city: ADDRESS_MESSAGES.cityRequired,
      state: ADDRESS_MESSAGES.stateRequired,
      zip_code: ADDRESS_MESSAGES.zipRequired,
    });
    const missing = await buyer.post('/checkout/save-address', {});
    expect(missing.body.errors.receiver_name).toBe(ADDRESS_MESSAGES.receiverRequired);
    expect(missing.body.errors.zip_code).toBe(ADDRESS_MESSAGES.zipRequired);
  });

  it('wants exactly 10 phone digits and a 5 or 5+4 ZIP code', async () => {
    const buyer = await signInBuyer(t.app, await createUser(t.db));
    for (const phone_number of ['817555010', '81755501001', 'call me']) {
      const answer = await buyer.post('/checkout/save-address', { ...valid, phone_number });
      expect(answer.body.errors).toEqual({ phone_number: ADDRESS_MESSAGES.phoneInvalid });
    }
    for (const zip_code of ['7610', '761021', '76102-12', 'ABCDE']) {
      const answer = await buyer.post('/checkout/save-address', { ...valid, zip_code });
      expect(answer.body.errors).toEqual({ zip_code: ADDRESS_MESSAGES.zipInvalid });
    }
  });

  it('stores the phone as digits, the ZIP as 12345 or 12345-6789, and a two-letter country, else US', async () => {
    const buyer = await signInBuyer(t.app, await createUser(t.db));
    const saved = await buyer.post('/checkout/save-address', { ...valid, phone_number: '(817) 555-0100', zip_code: '761021234', country: 'ca' });
    expect(saved.status).toBe(201);
    expect(saved.body.address).toMatchObject({ phone_number: '8175550100', zip_code: '76102-1234', country: 'CA' });
    for (const country of [undefined, null, '', 'Mexico', 'U.S.']) {
      const answer = await buyer.post('/checkout/save-address', { ...valid, zip_code: '76102-1234', country });
      expect(answer.body.address.country).toBe('US');
    }
  });

  it('makes the first address the default, moves the default when asked, and lists only the user’s own', async () => {
    const user = await createUser(t.db);
    const stranger = await createUser(t.db);
    await createAddress(t.db, stranger.id, { isDefault: true, street: 'Not yours' });
    const buyer = await signInBuyer(t.app, user);
    const first = await buyer.post('/checkout/save-address', valid);
    expect(first.body.address.is_default).toBe(true);
    const second = await buyer.post('/checkout/save-address', { ...valid, street: '2 Oak Ave' });
    expect(second.body.address.is_default).toBe(false);
    const third = await buyer.post('/checkout/save-address', { ...valid, street: '3 Elm Ct', is_default: true });
    expect(third.body.address.is_default).toBe(true);

    const list = await buyer.get('/checkout/user-addresses');
    expect(list.body.addresses.map((address: { street: string; is_default: boolean }) => [address.street, address.is_default])).toEqual([
      ['3 Elm Ct', true],
      ['1 Main St', false],
      ['2 Oak Ave', false],
    ]);
  });

  it('refuses bodies that are not an address object and keeps to the limit', async () => {
    const user = await createUser(t.db);
    const buyer = await signInBuyer(t.app, user);
    expect((await buyer.post('/checkout/save-address', [valid])).body.message).toBe(BAD_BODY_MESSAGE);
    expect((await buyer.post('/checkout/save-address', { ...valid, user_id: 1 })).status).toBe(422);
    expect((await buyer.post('/checkout/save-address', { ...valid, receiver_name: { $ne: '' } })).status).toBe(422);
    expect((await buyer.post('/checkout/save-address', { ...valid, street: 'x'.repeat(300) })).body.errors).toEqual({ street: ADDRESS_MESSAGES.tooLong });
    expect(await t.db.address.count({ where: { userId: user.id } })).toBe(0);

    for (let index = 0; index < MAX_ADDRESSES_PER_USER; index += 1) await createAddress(t.db, user.id);
    const over = await buyer.post('/checkout/save-address', valid);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(CHECKOUT_MESSAGES.addressLimit);
  });
});
