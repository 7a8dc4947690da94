import { Prisma, type PrismaClient } from '#server/db/generated/prisma/client.js';
import { ValidationError } from '#server/http/errors.js';
import { forgetNavigationCatalog } from '#server/http/shared-props.js';
import { forgetTaxonomyLists } from './catalog.service.js';
import { slugifyTitle } from './product-editor.rules.js';
import type { TTaxonomyEntryInput } from './taxonomy.schemas.js';
import { TAXONOMY_MESSAGES as MESSAGE, type TaxonomyKind } from './taxonomy.rules.js';

// School levels, grades and product types (issue 15 item 3; docs/decisions/108): listed for the staff page and
// written inside the staff action's transaction. Entries are created and edited, never deleted here: products,
// promo codes and shop links point at them.

type Tx = Prisma.TransactionClient;

export interface TaxonomyEntry {
  id: number;
  name: string;
  slug: string;
  sort_order: number;
  products_count: number;
  /** Grades only. */
  level_id?: number;
}

export interface TaxonomyLists {
  levels: TaxonomyEntry[];
  grades: TaxonomyEntry[];
  types: TaxonomyEntry[];
}

export type TaxonomySnapshot = { name: string; slug: string; sort_order: number; level_id?: number };

export async function findTaxonomyLists(db: PrismaClient): Promise<TaxonomyLists> {
  const order = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];
  const [levels, grades, types] = await Promise.all([
    db.schoolLevel.findMany({ orderBy: order, include: { _count: { select: { products: true } } } }),
    db.grade.findMany({ orderBy: order, include: { _count: { select: { products: true } } } }),
    db.productType.findMany({ orderBy: order, include: { _count: { select: { products: true } } } }),
  ]);
  const entryOf = (row: { id: number; name: string; slug: string; sortOrder: number; _count: { products: number } }) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    sort_order: row.sortOrder,
    products_count: row._count.products,
  });
  return {
    levels: levels.map(entryOf),
    grades: grades.map((grade) => ({ ...entryOf(grade), level_id: grade.levelId })),
    types: types.map(entryOf),
  };
}

function snapshotOf(row: { name: string; slug: string; sortOrder: number; levelId?: number }): TaxonomySnapshot {
  return { name: row.name, slug: row.slug, sort_order: row.sortOrder, ...(row.levelId !== undefined ? { level_id: row.levelId } : {}) };
}

/** One table behind a kind, through the same few calls. */
function tableOf(tx: Tx, kind: TaxonomyKind) {
  type Row = { id: number; name: string; slug: string; sortOrder: number; levelId?: number };
  type Data = { name: string; slug: string; sortOrder: number; levelId?: number };
  const delegate = { levels: tx.schoolLevel, grades: tx.grade, types: tx.productType }[kind] as unknown as {
    findUnique(args: { where: { id: number } | { name: string } | { slug: string } }): Promise<Row | null>;
    create(args: { data: Data }): Promise<Row>;
    update(args: { where: { id: number }; data: Data }): Promise<Row>;
  };
  return delegate;
}

async function checkEntry(tx: Tx, kind: TaxonomyKind, input: TTaxonomyEntryInput, slug: string, id: number | null): Promise<void> {
  const table = tableOf(tx, kind);
  const errors: Record<string, string> = {};
  const [byName, bySlug] = await Promise.all([table.findUnique({ where: { name: input.name } }), table.findUnique({ where: { slug } })]);
  if (byName && byName.id !== id) errors.name = MESSAGE.nameTaken;
  if (bySlug && bySlug.id !== id) errors.slug = MESSAGE.slugTaken;
  if (kind === 'grades') {
    if (input.level_id === null) errors.level_id = MESSAGE.levelRequired;
    else if (!(await tx.schoolLevel.findUnique({ where: { id: input.level_id }, select: { id: true } }))) errors.level_id = MESSAGE.levelUnknown;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

function dataOf(kind: TaxonomyKind, input: TTaxonomyEntryInput, slug: string) {
  return { name: input.name, slug, sortOrder: input.sort_order, ...(kind === 'grades' ? { levelId: input.level_id! } : {}) };
}

function asFieldConflict(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
    const target = JSON.stringify(error.meta ?? {});
    throw new ValidationError(target.includes('slug') ? { slug: MESSAGE.slugTaken } : { name: MESSAGE.nameTaken });
  }
  throw error;
}

export async function createTaxonomyEntry(tx: Tx, kind: TaxonomyKind, input: TTaxonomyEntryInput): Promise<{ id: number; after: TaxonomySnapshot }> {
  const slug = input.slug ?? slugifyTitle(input.name);
  await checkEntry(tx, kind, input, slug, null);
  const row = await tableOf(tx, kind).create({ data: dataOf(kind, input, slug) }).catch(asFieldConflict);
  return { id: row.id, after: snapshotOf(row) };
}

export type TaxonomyUpdate = { kind: 'missing' } | { kind: 'unchanged' } | { kind: 'changed'; before: TaxonomySnapshot; after: TaxonomySnapshot };

export async function updateTaxonomyEntry(tx: Tx, kind: TaxonomyKind, id: number, input: TTaxonomyEntryInput): Promise<TaxonomyUpdate> {
  const table = tableOf(tx, kind);
  const current = await table.findUnique({ where: { id } });
  if (!current) return { kind: 'missing' };
  const slug = input.slug ?? slugifyTitle(input.name);
  await checkEntry(tx, kind, input, slug, id);
  const before = snapshotOf(current);
  const row = await table.update({ where: { id }, data: dataOf(kind, input, slug) }).catch(asFieldConflict);
  const after = snapshotOf(row);
  if (JSON.stringify(before) === JSON.stringify(after)) return { kind: 'unchanged' };
  return { kind: 'changed', before, after };
}

/** After a committed change: every page's navigation, the shop's filters and searches show it at once. */
export function forgetCachedTaxonomy(): void {
  forgetNavigationCatalog();
  forgetTaxonomyLists();
}
