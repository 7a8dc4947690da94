import { renderRichText } from '#server/shared/rich-text.rules.js';
import { Prisma, type PrismaClient } from '#server/db/generated/prisma/client.js';
import { SHOP_PAGE_SIZE, type ShopSort, type TShopQuery } from './catalog.schemas.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import type { QueryValue } from '#server/route-table.js';
import { centsToDollars } from '#server/shared/money.js';
import type { CatalogAudience } from './catalog-audience.rules.js';
import type { Locale } from '#server/http/locale.js';
import { localizedName, localizedProduct, SPANISH_TEXT_SELECT } from '#server/shared/product-text.rules.js';
import { databaseCache } from '#server/shared/database-cache.js';

export interface ProductCard {
  id: number;
  image: string | null;
  title: string;
  subtitle: string | null;
  slug: string;
  level: { name: string } | null;
  grade: { name: string } | null;
  type: { name: string } | null;
  type_id: number | null;
  level_id: number | null;
  grade_id: number | null;
  account_type_id: number | null;
  price: number;
  special_price?: number;
}

const cardSelect = {
  id: true,
  image: true,
  title: true,
  subtitle: true,
  titleEs: true,
  subtitleEs: true,
  slug: true,
  priceCents: true,
  specialPriceCents: true,
  typeId: true,
  levelId: true,
  gradeId: true,
  accountTypeId: true,
} satisfies Prisma.ProductSelect;

type CardColumns = Prisma.ProductGetPayload<{ select: typeof cardSelect }>;
type CardRow = CardColumns & { level: { name: string } | null; grade: { name: string } | null; type: { name: string } | null };

interface TaxonomyIds {
  levelId: number | null;
  gradeId: number | null;
  typeId: number | null;
}

/** A product's school level, grade and type, each `{ id, name }` or null. */
export interface ProductTaxonomy {
  level: FilterOption | null;
  grade: FilterOption | null;
  type: FilterOption | null;
}

/**
 * The level, grade and type of each product, from the taxonomy lists this server keeps (below) instead of three
 * more queries. An id the lists do not hold yet (added on another server within the minute) reads them again.
 */
export async function taxonomyOfProducts(db: PrismaClient, rows: TaxonomyIds[]): Promise<ProductTaxonomy[]> {
  if (rows.length === 0) return [];
  const knows = (options: FilterOption[], id: number | null) => id === null || options.some((option) => option.id === id);
  const holdsAll = (lists: TaxonomyLists) =>
    rows.every((row) => knows(lists.schoolLevels, row.levelId) && knows(lists.grades, row.gradeId) && knows(lists.productTypes, row.typeId));
  let lists = await taxonomyLists.get(db);
  if (!holdsAll(lists)) {
    taxonomyLists.forget();
    lists = await taxonomyLists.get(db);
  }
  const optionOf = (options: FilterOption[], id: number | null) => (id === null ? null : (options.find((option) => option.id === id) ?? null));
  return rows.map((row) => ({ level: optionOf(lists.schoolLevels, row.levelId), grade: optionOf(lists.grades, row.gradeId), type: optionOf(lists.productTypes, row.typeId) }));
}

/** The cards' level, grade and type names (taxonomyOfProducts). */
async function withTaxonomyNames(db: PrismaClient, rows: CardColumns[]): Promise<CardRow[]> {
  const taxonomies = await taxonomyOfProducts(db, rows);
  const nameOnly = (option: FilterOption | null) => (option ? { name: option.name } : null);
  return rows.map((row, index) => {
    const { level, grade, type } = taxonomies[index];
    return { ...row, level: nameOnly(level), grade: nameOnly(grade), type: nameOnly(type) };
  });
}

/**
 * A card in the visitor's language (docs/decisions/156). Prices travel to the page in dollars with cents (e.g.
 * 349.5); the page only formats them.
 */
export function toProductCard(product: CardRow, locale: Locale): ProductCard {
  const row = localizedProduct(product, locale);
  return {
    id: row.id,
    image: row.image,
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    level: row.level,
    grade: row.grade,
    type: row.type,
    type_id: row.typeId,
    level_id: row.levelId,
    grade_id: row.gradeId,
    account_type_id: row.accountTypeId,
    price: centsToDollars(row.priceCents),
    ...(row.specialPriceCents !== null ? { special_price: centsToDollars(row.specialPriceCents) } : {}),
  };
}

/** Escapes LIKE's wildcards and its escape character (PostgreSQL's default escape is the backslash). */
export const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// The orders of the shop's sorts. The price sorts follow the price the visitor pays, the special price when there
// is one, and the parents' shop puts their own products first, then those for everyone, then those for schools (a
// search can reach them): both are generated columns of products with an index (docs/decisions/101).
// A Spanish visitor's name sorts follow the title the card shows: the Spanish one, else the English one (the
// fallback of localizedProduct, docs/decisions/156).
const SPANISH_TITLE = Prisma.sql`COALESCE(NULLIF(BTRIM(p.title_es), ''), p.title)`;
const orderBySql = (sort: ShopSort, locale: Locale): Prisma.Sql => {
  const title = locale === 'es' ? SPANISH_TITLE : Prisma.sql`p.title`;
  const orders: Record<ShopSort, Prisma.Sql> = {
    default: Prisma.sql`p.sort_order ASC, p.id ASC`,
    'price-asc': Prisma.sql`p.shop_price_cents ASC, p.id ASC`,
    'price-desc': Prisma.sql`p.shop_price_cents DESC, p.id ASC`,
    'name-asc': Prisma.sql`${title} ASC, p.id ASC`,
    'name-desc': Prisma.sql`${title} DESC, p.id ASC`,
  };
  return orders[sort];
};

export interface ShopListOptions {
  allowProductType: boolean;
  /** Parents see what parents buy unless they search; a search reaches the whole catalogue (decision 097). */
  audience?: CatalogAudience;
  /** The visitor's language: a Spanish visitor's search also reads the Spanish titles (docs/decisions/156). */
  locale?: Locale;
}

/** The school levels and grades whose name holds the search: the search reaches their products by id. */
export interface ShopSearchNames {
  levelIds: number[];
  gradeIds: number[];
}

const NO_SEARCH_NAMES: ShopSearchNames = { levelIds: [], gradeIds: [] };

const likePatternOf = (search: string) => `%${escapeLikePattern(search)}%`;

/** How long a server keeps the level, grade and type lists before reading them again (other servers' changes). */
const TAXONOMY_TTL_MS = 60_000;

/**
 * The product types, school levels and grades in shop order: small tables that the shop's filters, its category
 * banners and every search read, kept in memory (decision 102) instead of read on every request.
 */
interface TaxonomyLists {
  productTypes: FilterOption[];
  schoolLevels: FilterOption[];
  grades: FilterOption[];
}

const taxonomyLists = databaseCache<TaxonomyLists>(TAXONOMY_TTL_MS, async (db) => {
  const [productTypes, schoolLevels, grades] = await Promise.all([
    db.productType.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
    db.schoolLevel.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
    db.grade.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
  ]);
  return { productTypes, schoolLevels, grades };
});

/** Drops the cached type, level and grade lists after a change to one of those tables. */
export function forgetTaxonomyLists(): void {
  taxonomyLists.forget();
}

/**
 * The levels and grades a search names (their name contains it, ignoring case, as `name ILIKE '%search%'` did), so
 * that the products query compares level_id and grade_id with known ids, which the planner estimates and reads
 * through their indexes, instead of joining on names it cannot index (docs/decisions/101). The names come from
 * this server's memory, so a search costs one database round trip, the products page.
 */
export async function findShopSearchNames(db: PrismaClient, search: string): Promise<ShopSearchNames> {
  if (!search) return NO_SEARCH_NAMES;
  const { schoolLevels, grades } = await taxonomyLists.get(db);
  const needle = search.toLowerCase();
  const named = (rows: FilterOption[]) => rows.filter((row) => row.name.toLowerCase().includes(needle)).map((row) => row.id);
  return { levelIds: named(schoolLevels), gradeIds: named(grades) };
}

/**
 * The shop's filters as SQL over products (alias p) (storefront §5): filters combine with AND, the values inside
 * one filter are alternatives (OR), and the search is a case-insensitive substring of the title (for a Spanish
 * visitor also of the Spanish title), the level name or the grade name (the last two through `names`, from
 * findShopSearchNames). Each path has an index: the titles' trigram indexes, level_id, grade_id, type_id and
 * products_shop_filters_idx.
 */
export function shopWhereSql(query: TShopQuery, options: ShopListOptions, names: ShopSearchNames): Prisma.Sql {
  const conditions = shopFilterConditions(query, options);
  const alternatives = searchAlternatives(query, names, options);
  if (alternatives.length) conditions.push(Prisma.sql`(${Prisma.join(alternatives, ' OR ')})`);
  return Prisma.join(conditions, ' AND ');
}

function shopFilterConditions(query: TShopQuery, options: ShopListOptions): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [Prisma.sql`p.is_active = TRUE`];
  if (options.audience === 'parents' && !query.search) conditions.push(Prisma.sql`p.account_type_id IS DISTINCT FROM ${ACCOUNT_TYPE.schools}`);
  if (options.allowProductType && query.productType.length) conditions.push(Prisma.sql`p.type_id IN (${Prisma.join(query.productType)})`);
  if (query.schoolLevel.length) conditions.push(Prisma.sql`p.level_id IN (${Prisma.join(query.schoolLevel)})`);
  if (query.grade.length) conditions.push(Prisma.sql`p.grade_id IN (${Prisma.join(query.grade)})`);
  if (query.is_best_seller) conditions.push(Prisma.sql`p.is_best_seller = TRUE`);
  return conditions;
}

/** The ways a search finds a product, the cheap id comparisons first (a product found by them skips the ILIKE). */
function searchAlternatives(query: TShopQuery, names: ShopSearchNames, options: ShopListOptions): Prisma.Sql[] {
  if (!query.search) return [];
  const alternatives: Prisma.Sql[] = [];
  if (names.levelIds.length) alternatives.push(Prisma.sql`p.level_id IN (${Prisma.join(names.levelIds)})`);
  if (names.gradeIds.length) alternatives.push(Prisma.sql`p.grade_id IN (${Prisma.join(names.gradeIds)})`);
  alternatives.push(Prisma.sql`p.title ILIKE ${likePatternOf(query.search)}`);
  if (options.locale === 'es') alternatives.push(Prisma.sql`p.title_es ILIKE ${likePatternOf(query.search)}`);
  return alternatives;
}

interface ShopRow {
  id: number;
  image: string | null;
  title: string;
  subtitle: string | null;
  title_es: string | null;
  subtitle_es: string | null;
  slug: string;
  price_cents: number;
  special_price_cents: number | null;
  type_id: number | null;
  level_id: number | null;
  grade_id: number | null;
  account_type_id: number | null;
  level_name: string | null;
  grade_name: string | null;
  type_name: string | null;
  total: bigint;
}

/**
 * The SQL that counts every match of the shop's filters, without joins (also what bench/shop.ts explains). A search
 * that names levels or grades is counted in disjoint parts, each product under the first way the search finds it:
 * the level and grade parts read products_shop_filters_idx alone, and only title matches visit the table (an OR of
 * the three would visit every row of a level to recheck its title).
 */
export function shopCountSql(query: TShopQuery, options: ShopListOptions, names: ShopSearchNames): Prisma.Sql {
  const alternatives = searchAlternatives(query, names, options);
  if (alternatives.length <= 1) return Prisma.sql`SELECT COUNT(*) AS total FROM products p WHERE ${shopWhereSql(query, options, names)}`;
  const filters = shopFilterConditions(query, options);
  const parts = alternatives.map((alternative, index) => {
    const notFoundEarlier = alternatives.slice(0, index).map((earlier) => Prisma.sql`(${earlier}) IS NOT TRUE`);
    return Prisma.sql`(SELECT COUNT(*) FROM products p WHERE ${Prisma.join([...filters, alternative, ...notFoundEarlier], ' AND ')})`;
  });
  return Prisma.sql`SELECT ${Prisma.join(parts, ' + ')} AS total`;
}

/**
 * The SQL of one shop page: its rows in order with the names of level, grade and type (joined for these rows only),
 * and, with `withTotal`, the count of every match beside them (an uncorrelated subquery, run once).
 */
export function shopListSql(query: TShopQuery, options: ShopListOptions, names: ShopSearchNames, page: number, withTotal = false): Prisma.Sql {
  const audienceFirst = options.audience === 'parents' ? Prisma.sql`p.parents_rank ASC, ` : Prisma.empty;
  const total = withTotal ? Prisma.sql`, (${shopCountSql(query, options, names)}) AS total` : Prisma.empty;
  return Prisma.sql`
    SELECT p.id, p.image, p.title, p.subtitle, p.title_es, p.subtitle_es, p.slug, p.price_cents, p.special_price_cents,
           p.type_id, p.level_id, p.grade_id, p.account_type_id,
           l.name AS level_name, g.name AS grade_name, t.name AS type_name${total}
    FROM products p
    LEFT JOIN school_levels l ON l.id = p.level_id
    LEFT JOIN grades g ON g.id = p.grade_id
    LEFT JOIN product_types t ON t.id = p.type_id
    WHERE ${shopWhereSql(query, options, names)}
    ORDER BY ${audienceFirst}${orderBySql(query.sort, options.locale ?? 'en')}
    LIMIT ${SHOP_PAGE_SIZE} OFFSET ${(page - 1) * SHOP_PAGE_SIZE}`;
}

/** The statement the shop runs for a page: the page's rows, each carrying the total (also what bench/shop.ts explains). */
export const shopPageSql = (query: TShopQuery, options: ShopListOptions, names: ShopSearchNames, page: number) =>
  shopListSql(query, options, names, page, true);

/**
 * One page of the shop with the total: the names a search reaches (only when searching), then one statement for
 * the page and its count. docs/decisions/025 and 101 have the measurements behind this.
 */
export async function findShopProducts(
  db: PrismaClient,
  query: TShopQuery,
  options: ShopListOptions & { path: string; linkQuery: Record<string, QueryValue> },
): Promise<Paginated<ProductCard>> {
  const names = await findShopSearchNames(db, query.search);
  const pageOf = (requested: number) => db.$queryRaw<ShopRow[]>(shopPageSql(query, options, names, requested));

  let rows = await pageOf(query.page);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.page > 1) {
    // Past the last page (an old link): count, then show the last page, as the paginator does.
    const [counted] = await db.$queryRaw<{ total: bigint }[]>(shopCountSql(query, options, names));
    total = Number(counted.total);
    const lastPage = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
    if (total > 0) rows = await pageOf(lastPage);
  }
  const locale = options.locale ?? 'en';
  const page = paginate({ total, page: query.page, perPage: SHOP_PAGE_SIZE, path: options.path, locale, query: options.linkQuery });
  return { ...page, data: rows.map((row) => toShopCard(row, locale)) };
}

function toShopCard(shopRow: ShopRow, locale: Locale): ProductCard {
  const { title, subtitle } = localizedProduct({ title: shopRow.title, subtitle: shopRow.subtitle, titleEs: shopRow.title_es, subtitleEs: shopRow.subtitle_es }, locale);
  const row = { ...shopRow, title, subtitle };
  return {
    id: row.id,
    image: row.image,
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    level: row.level_name !== null ? { name: localizedName(row.level_name, locale) } : null,
    grade: row.grade_name !== null ? { name: localizedName(row.grade_name, locale) } : null,
    type: row.type_name !== null ? { name: localizedName(row.type_name, locale) } : null,
    type_id: row.type_id,
    level_id: row.level_id,
    grade_id: row.grade_id,
    account_type_id: row.account_type_id,
    price: centsToDollars(row.price_cents),
    ...(row.special_price_cents !== null ? { special_price: centsToDollars(row.special_price_cents) } : {}),
  };
}

export interface FilterOption {
  id: number;
  name: string;
}

/** The shop's filters: product types, school levels and grades, named in the visitor's language. */
export async function findShopFilterOptions(db: PrismaClient, locale: Locale = 'en') {
  const { productTypes, schoolLevels, grades } = await taxonomyLists.get(db);
  const named = (options: FilterOption[]) => options.map((option) => ({ ...option, name: localizedName(option.name, locale) }));
  return { productTypes: named(productTypes), schoolLevels: named(schoolLevels), grades: named(grades) };
}

/** What an audience is shown without searching: parents are not offered the products made for schools. */
const audienceWhere = (audience: CatalogAudience): Prisma.ProductWhereInput =>
  audience === 'parents' ? { OR: [{ accountTypeId: null }, { accountTypeId: { not: ACCOUNT_TYPE.schools } }] } : {};

/** Parents' own products before those for everyone, then shop order. */
const rankForAudience = <T extends { accountTypeId: number | null }>(rows: T[], audience: CatalogAudience): T[] =>
  audience === 'parents' ? [...rows].sort((a, b) => Number(b.accountTypeId === ACCOUNT_TYPE.parent) - Number(a.accountTypeId === ACCOUNT_TYPE.parent)) : rows;

/** Best sellers on sale for an audience, in shop order; `excludeId` leaves out the product a detail page is showing. */
export async function findBestSellers(
  db: PrismaClient,
  limit = 8,
  options: { excludeId?: number; audience?: CatalogAudience; locale?: Locale } = {},
): Promise<ProductCard[]> {
  const audience = options.audience ?? 'everyone';
  const rows = await db.product.findMany({
    where: { isActive: true, isBestSeller: true, ...(options.excludeId ? { id: { not: options.excludeId } } : {}), ...audienceWhere(audience) },
    select: cardSelect,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    // Best sellers are a short hand-picked list, so ranking them here costs nothing.
  });
  const cards = await withTaxonomyNames(db, rankForAudience(rows, audience).slice(0, limit));
  return cards.map((row) => toProductCard(row, options.locale ?? 'en'));
}

/**
 * The shop's featured product for an audience: the first featured one on sale, else the first best seller
 * (parents: among the products for them, their own first).
 */
export async function findFeaturedProduct(db: PrismaClient, audience: CatalogAudience = 'everyone', locale: Locale = 'en'): Promise<ProductCard | null> {
  // Both lists are short and hand-picked, so one query reads them and the choice is made here.
  const rows = await db.product.findMany({
    where: { isActive: true, AND: [{ OR: [{ isFeatured: true }, { isBestSeller: true }] }, audienceWhere(audience)] },
    select: { ...cardSelect, isFeatured: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  const featured = rows.filter((row) => row.isFeatured);
  const [chosen] = rankForAudience(featured.length > 0 ? featured : rows, audience);
  if (!chosen) return null;
  const { isFeatured: _isFeatured, ...card } = chosen;
  return toProductCard((await withTaxonomyNames(db, [card]))[0], locale);
}

/** The ids of the product types the schools' Shop menu lists as "Additional Items" (found by name). */
export async function findProductTypeIdsByName(db: PrismaClient, names: readonly string[]): Promise<number[]> {
  const rows = await db.productType.findMany({ where: { name: { in: [...names] } }, select: { id: true }, orderBy: { sortOrder: 'asc' } });
  return rows.map((row) => row.id);
}

/** School levels looked up by name (ids differ between databases), e.g. for the shop's category banners. */
export async function findSchoolLevelsByName(db: PrismaClient, names: string[]): Promise<FilterOption[]> {
  const { schoolLevels } = await taxonomyLists.get(db);
  return names.flatMap((name) => schoolLevels.filter((row) => row.name.toLowerCase() === name.toLowerCase()).map((row) => ({ ...row })));
}

export interface ClassroomProgram {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  short_description: string | null;
  video_description: string | null;
  level: FilterOption | null;
  grade: FilterOption | null;
  price: number;
  special_price?: number;
}

/**
 * The classroom programs on sale for some school levels (by level name), in grade order. A classroom program is
 * a licensed product for the schools account type (5); combos and add-ons are not programs.
 */
export async function findClassroomPrograms(db: PrismaClient, levelNames?: readonly string[], locale: Locale = 'en'): Promise<ClassroomProgram[]> {
  const rows = await db.product.findMany({
    where: {
      isActive: true,
      isLicensed: true,
      accountTypeId: ACCOUNT_TYPE.schools,
      ...(levelNames ? { level: { name: { in: [...levelNames] } } } : {}),
    },
    select: {
      id: true,
      slug: true,
      title: true,
      subtitle: true,
      shortDescription: true,
      videoDescription: true,
      ...SPANISH_TEXT_SELECT,
      priceCents: true,
      specialPriceCents: true,
      level: { select: { id: true, name: true } },
      grade: { select: { id: true, name: true } },
    },
    orderBy: [{ level: { sortOrder: 'asc' } }, { grade: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { id: 'asc' }],
  });
  return rows.map((product) => localizedProduct(product, locale)).map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    video_description: renderRichText(row.videoDescription),
    level: row.level,
    grade: row.grade,
    price: centsToDollars(row.priceCents),
    ...(row.specialPriceCents !== null ? { special_price: centsToDollars(row.specialPriceCents) } : {}),
  }));
}
