import type { Prisma, PrismaClient } from '../db/generated/prisma/client.js';
import { SHOP_PAGE_SIZE, type ShopSort, type TShopQuery } from './catalog.schemas.js';
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

/** Filters combine with AND; the values inside one filter are alternatives (storefront §5). */
export function shopWhere(query: TShopQuery, options: { allowProductType: boolean }): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [{ isActive: true }];
  if (options.allowProductType && query.productType.length) and.push({ typeId: { in: query.productType } });
  if (query.schoolLevel.length) and.push({ levelId: { in: query.schoolLevel } });
  if (query.grade.length) and.push({ gradeId: { in: query.grade } });
  if (query.is_best_seller) and.push({ isBestSeller: true });
  if (query.search) {
    const contains = { contains: query.search, mode: 'insensitive' } as const;
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

export async function findBestSellers(db: PrismaClient, limit = 8): Promise<ProductCard[]> {
  const rows = await db.product.findMany({
    where: { isActive: true, isBestSeller: true },
    select: cardSelect,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    take: limit,
  });
  return rows.map(toProductCard);
}
