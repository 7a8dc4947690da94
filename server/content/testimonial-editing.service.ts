import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { checkReorder, type TReorderInput } from '#server/shared/staff-reorder.rules.js';
import { starsOf } from './testimonial-form.rules.js';
import { TESTIMONIAL_ORDER, type TestimonialCard } from './testimonials.service.js';

// Staff editing of testimonials (issue 15 item 6, docs/decisions/121): add, edit, publish or hide, and the order
// the storefront shows them in (sort_order). The content module owns the table; the staff pages call these and
// write the audit event in the same transaction.

type Tx = Prisma.TransactionClient;

/** A testimonial as staff see it: the storefront's card (the picture as stored), whether it shows, when it changed. */
export interface StaffTestimonialRow extends TestimonialCard {
  is_published: boolean;
  updated_at: string;
}

export interface TestimonialValues {
  name: string;
  title: string | null;
  company: string | null;
  ratingTenths: number;
  content: string;
  date: string;
  isPublished: boolean;
}

type TestimonialRow = Awaited<ReturnType<PrismaClient['testimonial']['findFirstOrThrow']>>;

function toStaffRow(row: TestimonialRow): StaffTestimonialRow {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    company: row.company,
    image: row.image,
    rating: starsOf(row.ratingTenths),
    content: row.content,
    date: row.date.toISOString().slice(0, 10),
    is_published: row.isPublished,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit event keeps of a testimonial: its fields, not its long text. */
function auditViewOf(row: TestimonialRow) {
  return {
    name: row.name,
    title: row.title,
    company: row.company,
    rating_tenths: row.ratingTenths,
    date: row.date.toISOString().slice(0, 10),
    is_published: row.isPublished,
    image: row.image,
    content_length: row.content.length,
  };
}
export type TestimonialAuditView = ReturnType<typeof auditViewOf>;

/** Every testimonial, published or not, in the storefront's order. */
export async function listTestimonialsForStaff(db: PrismaClient): Promise<StaffTestimonialRow[]> {
  return (await db.testimonial.findMany({ orderBy: [...TESTIMONIAL_ORDER] })).map(toStaffRow);
}

export async function findTestimonialForStaff(db: PrismaClient, id: number): Promise<StaffTestimonialRow | null> {
  const row = await db.testimonial.findUnique({ where: { id } });
  return row ? toStaffRow(row) : null;
}

const rowDataOf = (values: TestimonialValues) => ({
  name: values.name,
  title: values.title,
  company: values.company,
  ratingTenths: values.ratingTenths,
  content: values.content,
  date: new Date(`${values.date}T00:00:00Z`),
  isPublished: values.isPublished,
});

/** A new testimonial goes first in the order, so a fresh one is seen (docs/decisions/121). */
export async function createTestimonialAsStaff(tx: Tx, values: TestimonialValues, image: string | null) {
  const first = await tx.testimonial.aggregate({ _min: { sortOrder: true } });
  const row = await tx.testimonial.create({ data: { ...rowDataOf(values), image, sortOrder: (first._min.sortOrder ?? 1) - 1 } });
  return { id: row.id, after: auditViewOf(row) };
}

export type TestimonialUpdate =
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'changed'; before: TestimonialAuditView; after: TestimonialAuditView; replacedImage: string | null };

/**
 * Saves the form over the testimonial as it was when the form opened (`expectedUpdatedAt`); `image` undefined keeps
 * the picture, null removes it, a URL replaces it. `replacedImage` is the picture to delete once this commits.
 */
export async function updateTestimonialAsStaff(
  tx: Tx,
  id: number,
  expectedUpdatedAt: string,
  values: TestimonialValues,
  image: string | null | undefined,
): Promise<TestimonialUpdate> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM testimonials WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) return { kind: 'missing' };
  const current = await tx.testimonial.findUniqueOrThrow({ where: { id } });
  if (current.updatedAt.toISOString() !== new Date(expectedUpdatedAt).toISOString()) return { kind: 'stale' };
  const updated = await tx.testimonial.update({ where: { id }, data: { ...rowDataOf(values), ...(image !== undefined ? { image } : {}) } });
  const replacedImage = image !== undefined && current.image !== image ? current.image : null;
  return { kind: 'changed', before: auditViewOf(current), after: auditViewOf(updated), replacedImage };
}

export type ListReorder = { kind: 'stale' } | { kind: 'already' } | { kind: 'changed'; before: number[]; after: number[] };

/** Puts every testimonial in the order given (sort_order 1, 2, 3...), refused when the list changed meanwhile. */
export async function reorderTestimonials(tx: Tx, input: Pick<TReorderInput, 'ids' | 'expected_ids'>): Promise<ListReorder> {
  // One lock for the whole list: two staff members reordering at once are applied one after the other.
  await tx.$executeRaw`LOCK TABLE testimonials IN SHARE ROW EXCLUSIVE MODE`;
  const current = (await tx.testimonial.findMany({ orderBy: [...TESTIMONIAL_ORDER], select: { id: true } })).map((row) => row.id);
  const check = checkReorder(current, input);
  if (check.kind !== 'ok') return check;
  for (const [index, id] of input.ids.entries()) await tx.testimonial.update({ where: { id }, data: { sortOrder: index + 1 } });
  return { kind: 'changed', before: current, after: input.ids };
}
