import type { Prisma, PrismaClient } from '../db/generated/prisma/client.js';
import { SHOP_PAGE_SIZE, type ShopSort, type TShopQuery } from './catalog.schemas.js';
import { ACCOUNT_TYPE } from '../accounts/roles.js';
import { paginate, type Paginated } from '../http/pagination.js';
import type { QueryValue } from '../route-table.js';

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
  slug: true,
  priceCents: true,
  specialPriceCents: true,
  typeId: true,
  levelId: true,
  gradeId: true,
  accountTypeId: true,
  level: { select: { name: true } },
  grade: { select: { name: true } },
  type: { select: { name: true } },
} satisfies Prisma.ProductSelect;

type CardRow = Prisma.ProductGetPayload<{ select: typeof cardSelect }>;

/** Prices travel to the page in dollars with cents (e.g. 349.5); the page only formats them. */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

export function toProductCard(row: CardRow): ProductCard {
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

const ORDER_BY: Record<ShopSort, Prisma.ProductOrderByWithRelationInput[]> = {
  default: [{ sortOrder: 'asc' }, { id: 'asc' }],
  'price-asc': [{ priceCents: 'asc' }, { id: 'asc' }],
  'price-desc': [{ priceCents: 'desc' }, { id: 'asc' }],
  'name-asc': [{ title: 'asc' }, { id: 'asc' }],
  'name-desc': [{ title: 'desc' }, { id: 'asc' }],
};

/** Escapes LIKE's wildcards and its escape character (PostgreSQL's default escape is the backslash). */
export const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Filters combine with AND; the values inside one filter are alternatives (storefront §5). */
export function shopWhere(query: TShopQuery, options: { allowProductType: boolean }): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [{ isActive: true }];
  if (options.allowProductType && query.productType.length) and.push({ typeId: { in: query.productType } });
  if (query.schoolLevel.length) and.push({ levelId: { in: query.schoolLevel } });
  if (query.grade.length) and.push({ gradeId: { in: query.grade } });
  if (query.is_best_seller) and.push({ isBestSeller: true });
  if (query.search) {
    // Prisma passes `contains` to ILIKE as is, so % and _ typed by a visitor would act as wildcards.
    const contains = { contains: escapeLikePattern(query.search), mode: 'insensitive' } as const;
    and.push({ OR: [{ title: contains }, { level: { name: contains } }, { grade: { name: contains } }] });
  }
  return { AND: and };
}

export async function findShopProducts(
  db: PrismaClient,
  query: TShopQuery,
  options: { allowProductType: boolean; path: string; linkQuery: Record<string, QueryValue> },
): Promise<Paginated<ProductCard>> {
  const where = shopWhere(query, options);
  const total = await db.product.count({ where });
  const page = paginate({ total, page: query.page, perPage: SHOP_PAGE_SIZE, path: options.path, query: options.linkQuery });
  const rows = await db.product.findMany({
    where,
    select: cardSelect,
    orderBy: ORDER_BY[query.sort],
    skip: (page.current_page - 1) * SHOP_PAGE_SIZE,
    take: SHOP_PAGE_SIZE,
  });
  return { ...page, data: rows.map(toProductCard) };
}

export interface FilterOption {
  id: number;
  name: string;
}

export async function findShopFilterOptions(db: PrismaClient) {
  const [productTypes, schoolLevels, grades] = await Promise.all([
    db.productType.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
    db.schoolLevel.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
    db.grade.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
  ]);
  return { productTypes, schoolLevels, grades };
}

/** Best sellers on sale, in shop order; `excludeId` leaves out the product a detail page is showing. */
export async function findBestSellers(db: PrismaClient, limit = 8, excludeId?: number): Promise<ProductCard[]> {
  const rows = await db.product.findMany({
    where: { isActive: true, isBestSeller: true, ...(excludeId ? { id: { not: excludeId } } : {}) },
    select: cardSelect,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    take: limit,
  });
  return rows.map(toProductCard);
}

/** The shop's featured product: the first featured one on sale, else the first best seller. */
export async function findFeaturedProduct(db: PrismaClient): Promise<ProductCard | null> {
  const orderBy = [{ sortOrder: 'asc' }, { id: 'asc' }] satisfies Prisma.ProductOrderByWithRelationInput[];
  const row =
    (await db.product.findFirst({ where: { isActive: true, isFeatured: true }, select: cardSelect, orderBy })) ??
    (await db.product.findFirst({ where: { isActive: true, isBestSeller: true }, select: cardSelect, orderBy }));
  return row ? toProductCard(row) : null;
}

/** School levels looked up by name (ids differ between databases), e.g. for the shop's category banners. */
export async function findSchoolLevelsByName(db: PrismaClient, names: string[]): Promise<FilterOption[]> {
  const rows = await db.schoolLevel.findMany({
    where: { name: { in: names, mode: 'insensitive' } },
    select: { id: true, name: true },
  });
  return names.flatMap((name) => rows.filter((row) => row.name.toLowerCase() === name.toLowerCase()));
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
export async function findClassroomPrograms(db: PrismaClient, levelNames?: readonly string[]): Promise<ClassroomProgram[]> {
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
      priceCents: true,
      specialPriceCents: true,
      level: { select: { id: true, name: true } },
      grade: { select: { id: true, name: true } },
    },
    orderBy: [{ level: { sortOrder: 'asc' } }, { grade: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    video_description: row.videoDescription,
    level: row.level,
    grade: row.grade,
    price: centsToDollars(row.priceCents),
    ...(row.specialPriceCents !== null ? { special_price: centsToDollars(row.specialPriceCents) } : {}),
  }));
}
