// The shop's sort orders and list limits (storefront §7 GET /shop), without zod: the shop page imports them, and a
// page that sends no form carries no schema (docs/decisions/100-js-budget.md). catalog.schemas.ts validates with them.
export const SHOP_SORTS = ['default', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const SEARCH_MAX_LENGTH = 100;
export const SHOP_PAGE_SIZE = 12;

/** The props a filter change reloads (storefront §7 GET /shop): the list with its pagination, and the filters. */
export const SHOP_LIST_PROPS = ['products', 'appliedFilters'];
/** A new filter or a pager page replaces the list instead of adding to it (products is a scroll prop). */
export const SHOP_NEW_LIST = ['products'];
