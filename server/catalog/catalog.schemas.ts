import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SHOP_SORTS, type ShopSort } from './catalog.rules.js';

export { SEARCH_MAX_LENGTH, SHOP_PAGE_SIZE, SHOP_SORTS, type ShopSort } from './catalog.rules.js';

// The shop's query string (storefront §7 GET /shop). Shared links and hand-typed URLs are forgiven:
// ids that are not numbers and unknown parameters are ignored, an over-long search is cut.
const MAX_FILTER_VALUES = 50;

const idList = z
  .unknown()
  .optional()
  .transform((value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]))
  .transform((values) =>
    [...new Set(values.filter((v): v is string => typeof v === 'string' && /^\d{1,9}$/.test(v)).map(Number))]
      .filter((id) => id > 0)
      .slice(0, MAX_FILTER_VALUES),
  );

export const ZShopQuery = z.object({
  productType: idList,
  schoolLevel: idList,
  grade: idList,
  search: z
    .unknown()
    .optional()
    // Control characters (a NUL byte ends a PostgreSQL string) carry no meaning in a search.
    // eslint-disable-next-line no-control-regex
    .transform((value) => (typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim() : '')),
  sort: z.unknown().optional().transform((value): ShopSort => (SHOP_SORTS as readonly unknown[]).includes(value) ? (value as ShopSort) : 'default'),
  page: z.unknown().optional().transform((value) => {
    const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
    return Math.max(1, page);
  }),
  is_best_seller: z.unknown().optional().transform((value) => value === 'true' || value === '1'),
});

export type TShopQuery = z.output<typeof ZShopQuery>;
