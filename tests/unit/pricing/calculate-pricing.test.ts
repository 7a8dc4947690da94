import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  calculatePricing,
  checkPromo,
  percentOfCents,
  PROMO_MESSAGES,
  type PricingInput,
  type PricingLineInput,
  type PromoInput,
  type ShippingRuleInput,
  type TaxRateInput,
} from '#server/pricing/pricing.rules';

const NOW = new Date('2026-05-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const line = (overrides: Partial<PricingLineInput> = {}): PricingLineInput => ({
  productId: 1,
  productTypeId: null,
  levelId: null,
  qty: 1,
  unitPriceCents: 2500,
  isHardCopy: false,
  ...overrides,
});

const promo = (overrides: Partial<PromoInput> = {}): PromoInput => ({
  id: 7,
  code: 'SAVE',
  kind: 'percent',
  value: 1000,
  startsAt: null,
  endsAt: null,
  isActive: true,
  maxUses: null,
  usesCount: 0,
  maxUsesPerUser: null,
  minSubtotalCents: null,
  productIds: [],
  productTypeIds: [],
  levelIds: [],
  ...overrides,
});

const texas: TaxRateInput = { id: 1, name: 'Texas Sales Tax', kind: 'percentage', rate: 825, state: 'TX' };
const standardShipping: ShippingRuleInput = {
  id: 1,
  name: 'Standard',
  minSubtotalCents: 0,
  maxSubtotalCents: 10_000,
  amountCents: 1295,
  hardCopyOnly: true,
  accountTypeIds: [5, 6],
};
const freeShipping: ShippingRuleInput = { ...standardShipping, id: 2, name: 'Free', minSubtotalCents: 10_000, maxSubtotalCents: null, amountCents: 0 };

const price = (overrides: Partial<PricingInput> = {}) =>
  calculatePricing({
    lines: [line()],
    promo: null,
    promoUsesByBuyer: null,
    taxRates: [],
    shippingRules: [],
    shippingAccountTypeId: 6,
    state: null,
    taxExempt: false,
    now: NOW,
    ...overrides,
  });

describe('subtotal', () => {
  it('adds unit price × quantity over the lines', () => {
    const result = price({ lines: [line({ unitPriceCents: 1999, qty: 3 }), line({ productId: 2, unitPriceCents: 501 })] });
    expect(result.subtotalCents).toBe(1999 * 3 + 501);
    expect(result.totalCents).toBe(6498);
    expect(result.lines.map((l) => l.subtotalCents)).toEqual([5997, 501]);
  });

  it('is zero for an empty cart, with no shipping', () => {
    const result = price({ lines: [], shippingRules: [standardShipping] });
    expect(result).toMatchObject({ subtotalCents: 0, discountCents: 0, taxCents: 0, shippingCents: 0, totalCents: 0 });
  });
});

describe('tax lines', () => {
  it('applies a percentage rate of the matching state, rounded half up to the cent', () => {
    // 7497 × 8.25 % = 618.5025 → 619
    const result = price({ lines: [line({ unitPriceCents: 2499, qty: 3 })], taxRates: [texas], state: 'TX' });
    expect(result.taxLines).toEqual([{ taxRateId: 1, name: 'Texas Sales Tax', type: 'percentage', rate: 825, amountCents: 619 }]);
    expect(result.taxCents).toBe(619);
    expect(result.totalCents).toBe(7497 + 619);
  });

  it('rounds exactly half a cent up', () => {
    expect(percentOfCents(100, 50)).toBe(1); // 0.5 cent
    expect(percentOfCents(100, 49)).toBe(0); // 0.49 cent
    expect(percentOfCents(1000, 825)).toBe(83); // 82.5 cents
  });

  it('adds a fixed rate once per order, in cents', () => {
    const fee: TaxRateInput = { id: 2, name: 'Environmental Fee', kind: 'fixed', rate: 150, state: null };
    const result = price({ lines: [line({ qty: 4 })], taxRates: [texas, fee], state: 'tx' });
    expect(result.taxLines.map((t) => [t.name, t.type, t.amountCents])).toEqual([
      ['Texas Sales Tax', 'percentage', 825],
      ['Environmental Fee', 'fixed', 150],
    ]);
    expect(result.taxCents).toBe(975);
  });

  it('skips state rates of other states and when no address is known', () => {
    expect(price({ taxRates: [texas], state: 'OK' }).taxLines).toEqual([]);
    expect(price({ taxRates: [texas], state: null }).taxLines).toEqual([]);
    const everywhere: TaxRateInput = { ...texas, id: 3, name: 'Everywhere', state: null, rate: 100 };
    expect(price({ taxRates: [texas, everywhere], state: null }).taxLines.map((t) => t.name)).toEqual(['Everywhere']);
  });

  it('taxes the discounted amount', () => {
    const result = price({ lines: [line({ unitPriceCents: 10_000 })], promo: promo({ value: 2000 }), taxRates: [texas], state: 'TX' });
    expect(result.discountCents).toBe(2000);
    expect(result.taxCents).toBe(660); // 8000 × 8.25 %
    expect(result.totalCents).toBe(10_000 - 2000 + 660);
  });

  it('charges no tax to an approved tax-exempt organization', () => {
    const fee: TaxRateInput = { id: 2, name: 'Fee', kind: 'fixed', rate: 150, state: null };
    const result = price({ taxRates: [texas, fee], state: 'TX', taxExempt: true });
    expect(result.taxLines).toEqual([]);
    expect(result.taxCents).toBe(0);
    expect(result.taxExempt).toBe(true);
    expect(result.totalCents).toBe(2500);
  });

  it('splits the tax over the lines so they add up to the total', () => {
    const lines = [line({ unitPriceCents: 333 }), line({ productId: 2, unitPriceCents: 333 }), line({ productId: 3, unitPriceCents: 334 })];
    const result = price({ lines, taxRates: [texas], state: 'TX' });
    expect(result.taxCents).toBe(83);
    expect(result.lines.reduce((sum, l) => sum + l.taxCents, 0)).toBe(83);
    expect(result.lines.reduce((sum, l) => sum + l.totalCents, 0)).toBe(result.totalCents);
  });
});

describe('promo codes', () => {
  it('takes a percentage off the subtotal, rounded half up', () => {
    // 1999 × 15 % = 299.85 → 300
    const result = price({ lines: [line({ unitPriceCents: 1999 })], promo: promo({ value: 1500 }) });
    expect(result.discountCents).toBe(300);
    expect(result.totalCents).toBe(1699);
    expect(result.promo).toEqual({ promoCodeId: 7, code: 'SAVE', applied: true, failure: null, message: PROMO_MESSAGES.applied });
  });

  it('takes a fixed amount off, never more than the goods cost', () => {
    expect(price({ promo: promo({ kind: 'fixed', value: 1000 }) }).discountCents).toBe(1000);
    const capped = price({ promo: promo({ kind: 'fixed', value: 9000 }) });
    expect(capped.discountCents).toBe(2500);
    expect(capped.totalCents).toBe(0);
  });

  it('reaches a zero total with a 100 % code, shipping aside', () => {
    const free = promo({ value: 10_000 });
    expect(price({ promo: free, taxRates: [texas], state: 'TX' })).toMatchObject({ discountCents: 2500, taxCents: 0, totalCents: 0 });
    const shipped = price({ lines: [line({ isHardCopy: true })], promo: free, shippingRules: [standardShipping] });
    expect(shipped.totalCents).toBe(1295);
  });

  it('applies only to the listed products or product types', () => {
    const lines = [line({ productId: 1, unitPriceCents: 1000 }), line({ productId: 2, productTypeId: 9, unitPriceCents: 3000 })];
    expect(price({ lines, promo: promo({ productIds: [1] }) }).discountCents).toBe(100);
    expect(price({ lines, promo: promo({ productTypeIds: [9] }) }).discountCents).toBe(300);
    const fixed = price({ lines, promo: promo({ kind: 'fixed', value: 5000, productIds: [1] }) });
    expect(fixed.discountCents).toBe(1000);
    expect(fixed.lines.map((l) => l.discountCents)).toEqual([1000, 0]);
  });

  it('applies only to lines of the listed school levels, alone or beside products (docs/decisions/115)', () => {
    const lines = [
      line({ productId: 1, levelId: 3, unitPriceCents: 1000 }),
      line({ productId: 2, levelId: 4, unitPriceCents: 3000 }),
      line({ productId: 5, levelId: null, unitPriceCents: 2000 }),
    ];
    expect(price({ lines, promo: promo({ levelIds: [4] }) }).discountCents).toBe(300);
    expect(price({ lines, promo: promo({ levelIds: [3], productIds: [5] }) }).discountCents).toBe(300);
    const none = price({ lines: [line({ levelId: 3 })], promo: promo({ levelIds: [4] }) });
    expect(none.discountCents).toBe(0);
    expect(none.promo).toMatchObject({ applied: false, message: PROMO_MESSAGES.not_applicable });
  });

  it('says why a code does not apply, and then takes nothing off', () => {
    const cases: Array<[Partial<PromoInput>, string]> = [
      [{ isActive: false }, PROMO_MESSAGES.unknown],
      [{ startsAt: new Date(NOW.getTime() + DAY) }, PROMO_MESSAGES.not_yet_valid],
      [{ endsAt: new Date(NOW.getTime() - DAY) }, PROMO_MESSAGES.expired],
      [{ endsAt: NOW }, PROMO_MESSAGES.expired],
      [{ maxUses: 5, usesCount: 5 }, PROMO_MESSAGES.used_up],
      [{ minSubtotalCents: 10_000 }, 'This promo code needs a subtotal of at least $100.00.'],
      [{ productIds: [99] }, PROMO_MESSAGES.not_applicable],
    ];
    for (const [overrides, message] of cases) {
      const result = price({ promo: promo(overrides) });
      expect(result.discountCents, message).toBe(0);
      expect(result.promo).toMatchObject({ applied: false, message });
    }
  });

  it('is valid inside its dates and under its limits', () => {
    const result = price({
      promo: promo({ startsAt: new Date(NOW.getTime() - DAY), endsAt: new Date(NOW.getTime() + DAY), maxUses: 5, usesCount: 4, maxUsesPerUser: 1 }),
      promoUsesByBuyer: 0,
    });
    expect(result.discountCents).toBe(250);
  });

  it('enforces the per-buyer limit when the buyer is known', () => {
    expect(price({ promo: promo({ maxUsesPerUser: 1 }), promoUsesByBuyer: 1 }).promo).toMatchObject({
      applied: false,
      message: PROMO_MESSAGES.used_up_by_buyer,
    });
    // A guest's uses are unknown until sign-in; placement checks again.
    expect(price({ promo: promo({ maxUsesPerUser: 1 }), promoUsesByBuyer: null }).promo?.applied).toBe(true);
  });

  it('meets the minimum subtotal exactly at the amount', () => {
    expect(price({ lines: [line({ unitPriceCents: 10_000 })], promo: promo({ minSubtotalCents: 10_000 }) }).promo?.applied).toBe(true);
    expect(price({ lines: [line({ unitPriceCents: 9999 })], promo: promo({ minSubtotalCents: 10_000 }) }).promo?.applied).toBe(false);
  });

  it('refuses a code on an empty cart and an unknown code', () => {
    expect(checkPromo(promo(), { lines: [], promoUsesByBuyer: null, now: NOW })).toMatchObject({ ok: false, failure: 'empty_cart' });
    expect(checkPromo(null, { lines: [line()], promoUsesByBuyer: null, now: NOW })).toMatchObject({ ok: false, message: PROMO_MESSAGES.unknown });
  });
});

describe('shipping', () => {
  const hardCopy = (unitPriceCents: number) => line({ isHardCopy: true, unitPriceCents });

  it('charges the first matching band for carts with hard copies', () => {
    const rules = [standardShipping, freeShipping];
    expect(price({ lines: [hardCopy(5000)], shippingRules: rules }).shippingCents).toBe(1295);
    expect(price({ lines: [hardCopy(9999)], shippingRules: rules }).shippingCents).toBe(1295);
    const free = price({ lines: [hardCopy(10_000)], shippingRules: rules });
    expect(free.shippingCents).toBe(0);
    expect(free.shippingRuleId).toBe(2);
  });

  it('bands on the subtotal before the discount', () => {
    const result = price({ lines: [hardCopy(10_000)], shippingRules: [standardShipping, freeShipping], promo: promo({ kind: 'fixed', value: 2500 }) });
    expect(result.shippingCents).toBe(0);
    expect(result.totalCents).toBe(7500);
  });

  it('does not charge carts of downloads and streams only, whatever the rule says (decision 095)', () => {
    expect(price({ lines: [line({ isHardCopy: false })], shippingRules: [standardShipping] }).shippingCents).toBe(0);
    const anyCart = { ...standardShipping, hardCopyOnly: false };
    expect(price({ lines: [line({ isHardCopy: false })], shippingRules: [anyCart] }).shippingCents).toBe(0);
    expect(price({ lines: [line({ isHardCopy: false }), hardCopy(5000)], shippingRules: [anyCart] }).shippingCents).toBe(1295);
  });

  it('follows the rule’s account types', () => {
    const lines = [hardCopy(5000)];
    expect(price({ lines, shippingRules: [standardShipping], shippingAccountTypeId: 5 }).shippingCents).toBe(1295);
    expect(price({ lines, shippingRules: [standardShipping], shippingAccountTypeId: 1 }).shippingCents).toBe(0);
    expect(price({ lines, shippingRules: [standardShipping], shippingAccountTypeId: null }).shippingCents).toBe(0);
    const everyone = { ...standardShipping, accountTypeIds: [] };
    expect(price({ lines, shippingRules: [everyone], shippingAccountTypeId: null }).shippingCents).toBe(1295);
  });

  it('charges a pays-by-check account (type 4) for a hard copy like everyone else (decision 095)', () => {
    const everyone = { ...standardShipping, accountTypeIds: [] };
    const result = price({ lines: [hardCopy(5000)], shippingRules: [everyone], shippingAccountTypeId: 4 });
    expect(result.shippingCents).toBe(1295);
    expect(result.shippingRuleId).toBe(everyone.id);
  });
});

describe('allocateCents', () => {
  it('splits in proportion and always adds up', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(0, [5, 5])).toEqual([0, 0]);
    expect(allocateCents(10, [0, 0])).toEqual([0, 0]);
    expect(allocateCents(7, [2, 0, 5])).toEqual([2, 0, 5]);
    const shares = allocateCents(1001, [333, 333, 334]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1001);
  });
});
