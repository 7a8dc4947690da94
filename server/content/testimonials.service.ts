import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import type { Locale } from '#server/shared/locales.rules.js';

// Testimonials (storefront §2 "Testimonials page", §3 Testimonial): published rows in the staff's order, 6 per page.
export const TESTIMONIALS_PER_PAGE = 6;

export interface TestimonialCard {
  id: number;
  name: string;
  title: string | null;
  company: string | null;
  image: string | null;
  /** 0 to 5, in tenths (4.5). */
  rating: number;
  content: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface RatingSummary {
  /** Mean rating to one decimal; 0 when there are none. */
  average: number;
  total: number;
  /** One entry per star from 5 to 1. */
  stars: { star: number; count: number }[];
}

const SITE_PATH = /^\/(?!\/)[^\s"'<>]*$/;
const published = { isPublished: true } as const;
/** The order staff set (docs/decisions/121), on the storefront and in the staff list; equal places: the newest. */
export const TESTIMONIAL_ORDER = [{ sortOrder: 'asc' }, { date: 'desc' }, { id: 'asc' }] as const;

function toTestimonialCard(row: {
  id: number;
  name: string;
  title: string | null;
  company: string | null;
  image: string | null;
  ratingTenths: number;
  content: string;
  date: Date;
}): TestimonialCard {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    company: row.company,
    image: row.image && SITE_PATH.test(row.image) ? row.image : null,
    rating: Math.min(50, Math.max(0, row.ratingTenths)) / 10,
    content: row.content,
    date: row.date.toISOString().slice(0, 10),
  };
}

/** One page of testimonials; a page past the end shows the last page. */
export async function findTestimonialPage(db: PrismaClient, page: number, path: string, locale: Locale): Promise<Paginated<TestimonialCard>> {
  const total = await db.testimonial.count({ where: published });
  const meta = paginate({ total, page, perPage: TESTIMONIALS_PER_PAGE, path, locale });
  const rows = await db.testimonial.findMany({
    where: published,
    orderBy: [...TESTIMONIAL_ORDER],
    skip: (meta.current_page - 1) * TESTIMONIALS_PER_PAGE,
    take: TESTIMONIALS_PER_PAGE,
  });
  return { ...meta, data: rows.map(toTestimonialCard) };
}

/** The first testimonials in the staff's order, for the home page's reviews. */
export async function findFeaturedTestimonials(db: PrismaClient, limit = 3): Promise<TestimonialCard[]> {
  const rows = await db.testimonial.findMany({
    where: published,
    orderBy: [...TESTIMONIAL_ORDER],
    take: limit,
  });
  return rows.map(toTestimonialCard);
}

/** The star a rating counts under: halves round up (4.5 is a 5), and anything below 1.5 is a 1. */
export const starBucketOf = (ratingTenths: number) => Math.min(5, Math.max(1, Math.floor((ratingTenths + 5) / 10)));

export async function findRatingSummary(db: PrismaClient): Promise<RatingSummary> {
  const groups = await db.testimonial.groupBy({ by: ['ratingTenths'], where: published, _count: { _all: true } });
  const counts = new Map<number, number>();
  let total = 0;
  let sumTenths = 0;
  for (const group of groups) {
    const count = group._count._all;
    const tenths = Math.min(50, Math.max(0, group.ratingTenths));
    total += count;
    sumTenths += tenths * count;
    const star = starBucketOf(tenths);
    counts.set(star, (counts.get(star) ?? 0) + count);
  }
  return {
    average: total ? Math.round(sumTenths / total) / 10 : 0,
    total,
    stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: counts.get(star) ?? 0 })),
  };
}
