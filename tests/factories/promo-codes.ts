import type { Prisma } from '#server/db/generated/prisma/client.js';
import { nextSequence, type Db } from './db.js';

export type PromoCodeOverrides = Partial<Prisma.PromoCodeUncheckedCreateInput> & {
  /** Restrict the code to these products (promo_code_products). */
  productIds?: number[];
  /** Restrict the code to these product types (promo_code_product_types). */
  productTypeIds?: number[];
  /** Restrict the code to these school levels (promo_code_levels). */
  levelIds?: number[];
};

/** An active 10 %-off code with no limits unless overridden. */
export function createPromoCode(db: Db, overrides: PromoCodeOverrides = {}) {
  const { productIds = [], productTypeIds = [], levelIds = [], code, ...fields } = overrides;
  return db.promoCode.create({
    data: {
      code: (code ?? `TEST${nextSequence()}`).toUpperCase(),
      kind: 'percent',
      value: 1000,
      isActive: true,
      ...fields,
      products: { create: productIds.map((productId) => ({ productId })) },
      productTypes: { create: productTypeIds.map((productTypeId) => ({ productTypeId })) },
      levels: { create: levelIds.map((levelId) => ({ levelId })) },
    },
  });
}
