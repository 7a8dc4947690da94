import { describe, expect, it } from 'vitest';
import { buildOrderSnapshot, cartFingerprintOf, type OrderSnapshotInput } from '#server/orders/orders.rules';

const kit = { id: 7, title: 'Classroom Kit', subtitle: null, image: null, sku: 'KIT-1', isLicensed: true, isHardCopy: true, licenceMonths: 12 };
const line = { product: kit, qty: 2, unitPriceCents: 4500, subtotalCents: 9000, discountCents: 900, taxCents: 668, totalCents: 8768 };

const input: OrderSnapshotInput = {
  buyer: { userId: 11, ownerUserId: 10, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.test', phone: '8175550100' },
  statusId: 3,
  paymentType: 'credit_card',
  paymentProvider: 'test',
  shippingAddress: {
    id: 5,
    receiverName: '  Mary  Jane Watson ',
    street: '1 Main St',
    city: 'Fort Worth',
    state: 'TX',
    zipCode: '76102',
    country: 'US',
    phoneNumber: '8175550199',
  },
  card: { id: 9, cardType: 'visa', lastFour: '4242' },
  totals: {
    subtotalCents: 9000,
    discountCents: 900,
    taxCents: 668,
    shippingCents: 0,
    totalCents: 8768,
    taxLines: [{ name: 'Texas sales tax', type: 'percentage', rate: 825, amountCents: 668 }],
  },
  lines: [{ ...line, kind: 'purchase', renewsLicenceId: null }],
  promo: { promoCodeId: 4, code: 'SPRING10' },
  idempotencyKey: 'place_abc',
  acceptedAt: new Date('2026-11-24T15:00:00Z'),
};

describe('buildOrderSnapshot', () => {
  it('snapshots the buyer, the address split into first and last names, the card, the totals and the promo', () => {
    const { order } = buildOrderSnapshot(input);
    expect(order).toMatchObject({
      userId: 11,
      ownerUserId: 10,
      statusId: 3,
      shippingFirstName: 'Mary',
      shippingLastName: 'Jane Watson',
      cardBrand: 'visa',
      cardLastFour: '4242',
      subTotalCents: 9000,
      totalDiscountCents: 900,
      totalTaxCents: 668,
      totalCents: 8768,
      taxBreakdown: [{ name: 'Texas sales tax', type: 'percentage', rate: 825, amount_cents: 668 }],
      promoCodeId: 4,
      promoCode: 'SPRING10',
      idempotencyKey: 'place_abc',
      cartFingerprint: cartFingerprintOf(input.lines, 8768),
    });
  });

  it('keeps each line at the price and tax it was sold at; a renewal of a hard copy ships nothing', () => {
    const { lines } = buildOrderSnapshot({ ...input, lines: [{ ...line, kind: 'purchase', renewsLicenceId: null }, { ...line, kind: 'renewal', renewsLicenceId: 3 }] });
    expect(lines[0]).toMatchObject({ productId: 7, title: 'Classroom Kit', unitPriceCents: 4500, qty: 2, lineTotalCents: 8768, isHardCopy: true, licenceMonths: 12 });
    expect(lines[1]).toMatchObject({ kind: 'renewal', renewsLicenceId: 3, isHardCopy: false });
  });

  it('leaves the shipping fields empty without an address', () => {
    const { order } = buildOrderSnapshot({ ...input, shippingAddress: null });
    expect(order).toMatchObject({ shippingAddressId: null, shippingFirstName: null, shippingLastName: null, shippingStreet: null });
  });
});
