import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { checkReorder, type TReorderInput } from '#server/shared/staff-reorder.rules.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';

// The order of the home page's best sellers (issue 15 item 6, docs/decisions/122). The home page sorts the products
// flagged is_best_seller by products.sort_order (then id): staff reorder that column and nothing else. The
// best sellers swap the sort_order values they already have among themselves, so every other product keeps its
// place in the shop's default order.

type Tx = Prisma.TransactionClient;

export interface StaffBestSellerRow {
  id: number;
  title: string;
  subtitle: string | null;
  image: string | null;
  on_sale: boolean;
  /** Who the product is for: parents' products also lead the parents' home page (docs/decisions/097). */
  audience: 'schools' | 'parents' | 'everyone';
}

const bestSellerOrder = [{ sortOrder: 'asc' }, { id: 'asc' }] as const;

const audienceOf = (accountTypeId: number | null): StaffBestSellerRow['audience'] =>
  accountTypeId === ACCOUNT_TYPE.parent ? 'parents' : accountTypeId === null ? 'everyone' : 'schools';

/** Every product flagged as a best seller, on sale or not, in the home page's order. */
export async function listBestSellersForStaff(db: PrismaClient): Promise<StaffBestSellerRow[]> {
  const rows = await db.product.findMany({
    where: { isBestSeller: true },
    orderBy: [...bestSellerOrder],
    select: { id: true, title: true, subtitle: true, image: true, isActive: true, accountTypeId: true },
  });
  return rows.map((row) => ({ id: row.id, title: row.title, subtitle: row.subtitle, image: row.image, on_sale: row.isActive, audience: audienceOf(row.accountTypeId) }));
}

export type BestSellerReorder = { kind: 'stale' } | { kind: 'already' } | { kind: 'changed'; before: number[]; after: number[] };

/** The slots the best sellers hold, made strictly increasing so that the new order is exact. */
function slotsOf(values: number[]): number[] {
  const slots = [...values].sort((a, b) => a - b);
  for (let index = 1; index < slots.length; index++) if (slots[index] <= slots[index - 1]) slots[index] = slots[index - 1] + 1;
  return slots;
}

/** Puts the best sellers in the order given (the whole list, as the page showed it), writing products.sort_order only. */
export async function reorderBestSellers(tx: Tx, input: Pick<TReorderInput, 'ids' | 'expected_ids'>): Promise<BestSellerReorder> {
  // The flagged rows, locked: a product flagged or unflagged meanwhile makes the list stale, not half-ordered.
  const rows = await tx.$queryRaw<{ id: number; sort_order: number }[]>`
    SELECT id, sort_order FROM products WHERE is_best_seller ORDER BY sort_order ASC, id ASC FOR UPDATE`;
  const current = rows.map((row) => row.id);
  const check = checkReorder(current, input);
  if (check.kind !== 'ok') return check;
  const slots = slotsOf(rows.map((row) => row.sort_order));
  // Plain SQL: Prisma's @updatedAt would touch updated_at too, and an order is not an edit of the product.
  for (const [index, id] of input.ids.entries()) await tx.$executeRaw`UPDATE products SET sort_order = ${slots[index]} WHERE id = ${id}`;
  return { kind: 'changed', before: current, after: input.ids };
}
