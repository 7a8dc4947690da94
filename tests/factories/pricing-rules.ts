import type { Prisma } from '#server/db/generated/prisma/client.js';
import type { Db } from './db.js';

/** Texas sales tax, 8.25 %, on Texas addresses unless overridden. */
export function createTaxRate(db: Db, overrides: Partial<Prisma.TaxRateUncheckedCreateInput> = {}) {
  return db.taxRate.create({
    data: { name: 'Texas Sales Tax', kind: 'percentage', rate: 825, state: 'TX', isActive: true, ...overrides },
  });
}

export type ShippingRuleOverrides = Partial<Prisma.ShippingRuleUncheckedCreateInput> & {
  /** Account types the rule applies to; empty means all. */
  accountTypeIds?: number[];
};

/** $12.95 on any subtotal, for carts with hard-copy products, unless overridden. */
export function createShippingRule(db: Db, overrides: ShippingRuleOverrides = {}) {
  const { accountTypeIds = [], ...fields } = overrides;
  return db.shippingRule.create({
    data: {
      name: 'Standard Ground Shipping',
      minSubtotalCents: 0,
      amountCents: 1295,
      hardCopyOnly: true,
      isActive: true,
      ...fields,
      accountTypes: { create: accountTypeIds.map((accountTypeId) => ({ accountTypeId })) },
    },
  });
}
