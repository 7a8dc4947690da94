import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Viewer } from '#server/accounts/viewer.rules.js';
import { forbidden, HttpError, notFound } from '#server/http/errors.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import { formatShopDate, formatShopTime } from '#server/shared/shop-time-zone.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { localizedProduct } from '#server/shared/product-text.rules.js';
import { route } from '#server/route-table.js';
import { findProductAccess, usesAccountFlags, type LicenceViewer } from './licences.service.js';
import { LICENSING_MESSAGES } from './licensing.schemas.js';
import {
  DEFAULT_VIEWING_SORT,
  VIEWING_HISTORY_PER_PAGE,
  VIEWING_MESSAGES,
  type TViewingHistoryInput,
  type TViewingHistoryQuery,
} from './viewing-history.schemas.js';
import type { SortDirection } from '#server/http/list-query.schemas.js';

// Who watched what (account-area §2 Viewing History, §4 "Watching a video records a viewing-history entry", §6).
// One row per viewer, product and order; a repeat view bumps watch_count and last_watched_at.

export type HistoryViewer = LicenceViewer & Pick<Viewer, 'canManageSchoolUsers'>;

/** The Viewing History page is in the sidebar of schools, trainer and preview accounts (account-area §2). */
export const seesViewingHistory = (viewer: HistoryViewer) => viewer.role === 'schools' || usesAccountFlags(viewer.role);

/** The school's main account and its user managers see the whole school's history; anyone else their own. */
export function visibleHistoryWhere(viewer: HistoryViewer): Prisma.ViewingHistoryWhereInput {
  if (viewer.role === 'schools' && viewer.canManageSchoolUsers) return { schoolUserId: viewer.accountId };
  return { userId: viewer.userId };
}

/**
 * Records one view after checking that the ids are the signed-in user's and that the licence is valid now.
 * Rows are found-or-created under a transaction-scoped advisory lock on (viewer, product): the unique key cannot
 * stop duplicates when order_id is null (trainer/preview), since PostgreSQL treats nulls as distinct.
 */
export async function recordViewing(db: PrismaClient, viewer: HistoryViewer, input: TViewingHistoryInput, now = new Date()) {
  if (input.user_id !== viewer.userId) throw forbidden(VIEWING_MESSAGES.notYourself);
  const schoolUserId = viewer.accountId;
  if (input.school_user_id !== schoolUserId) throw forbidden(VIEWING_MESSAGES.wrongSchool);

  const access = await findProductAccess(db, viewer, input.product_id, input.order_id ?? null, now);
  if (access.status === 'missing') throw notFound(LICENSING_MESSAGES.productNotFound);
  if (access.status === 'expired') throw new HttpError(403, LICENSING_MESSAGES.licenceExpired);
  if (access.status === 'none') throw new HttpError(403, LICENSING_MESSAGES.noLicence);
  const orderId = access.orderId;

  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${viewer.userId}::int, ${input.product_id}::int)`;
    const key = { userId: viewer.userId, productId: input.product_id, orderId };
    const { count } = await tx.viewingHistory.updateMany({ where: key, data: { watchCount: { increment: 1 }, lastWatchedAt: now } });
    if (count === 0) {
      await tx.viewingHistory.create({ data: { ...key, schoolUserId, watchCount: 1, firstWatchedAt: now, lastWatchedAt: now } });
    }
    return tx.viewingHistory.findFirstOrThrow({ where: key, select: { id: true, watchCount: true, lastWatchedAt: true } });
  });
}

export interface ViewingHistoryRow {
  id: number;
  last_watched_at: string;
  view_date: string;
  view_time: string;
  watch_count: number;
  user: { first_name: string; last_name: string; is_removed: boolean };
  product: { id: number; title: string };
}

const SORT_ORDER: Record<TViewingHistoryQuery['sort_by'], (direction: SortDirection) => Prisma.ViewingHistoryOrderByWithRelationInput[]> = {
  last_watched_at: (direction) => [{ lastWatchedAt: direction }, { id: direction }],
  watch_count: (direction) => [{ watchCount: direction }, { lastWatchedAt: 'desc' }, { id: 'desc' }],
  viewer: (direction) => [{ user: { firstName: direction } }, { user: { lastName: direction } }, { lastWatchedAt: 'desc' }, { id: 'desc' }],
  product: (direction) => [{ product: { title: direction } }, { lastWatchedAt: 'desc' }, { id: 'desc' }],
};

function searchWhere(search: string | undefined): Prisma.ViewingHistoryWhereInput[] {
  if (!search) return [];
  // Every word must match the viewer's name or e-mail, or the product's title ("emily kindergarten").
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => ({
      OR: [
        { product: { title: { contains: word, mode: 'insensitive' } } },
        { user: { firstName: { contains: word, mode: 'insensitive' } } },
        { user: { lastName: { contains: word, mode: 'insensitive' } } },
        { user: { email: { contains: word, mode: 'insensitive' } } },
      ],
    }));
}

/** The Viewing History page's rows: dates, times, pager labels and product titles in the visitor's language. */
export async function findViewingHistory(
  db: PrismaClient,
  viewer: HistoryViewer,
  query: TViewingHistoryQuery,
  locale: Locale,
): Promise<Paginated<ViewingHistoryRow>> {
  const where: Prisma.ViewingHistoryWhereInput = { AND: [visibleHistoryWhere(viewer), ...searchWhere(query.search)] };
  const total = await db.viewingHistory.count({ where });
  const meta = paginate({
    total,
    page: query.page,
    perPage: VIEWING_HISTORY_PER_PAGE,
    path: route('client.school.user-viewing-history'),
    locale,
    query: {
      search: query.search,
      sort_by: query.sort_by === DEFAULT_VIEWING_SORT.sort_by ? undefined : query.sort_by,
      sort_direction: query.sort_direction === DEFAULT_VIEWING_SORT.sort_direction ? undefined : query.sort_direction,
    },
  });
  const rows = await db.viewingHistory.findMany({
    where,
    orderBy: SORT_ORDER[query.sort_by](query.sort_direction),
    skip: (meta.current_page - 1) * meta.per_page,
    take: meta.per_page,
    select: {
      id: true,
      lastWatchedAt: true,
      watchCount: true,
      user: { select: { firstName: true, lastName: true, deletedAt: true } },
      product: { select: { id: true, title: true, titleEs: true } },
    },
  });
  return {
    ...meta,
    data: rows.map((row) => ({
      id: row.id,
      last_watched_at: row.lastWatchedAt.toISOString(),
      view_date: formatShopDate(row.lastWatchedAt, locale),
      view_time: formatShopTime(row.lastWatchedAt, locale),
      watch_count: row.watchCount,
      user: { first_name: row.user.firstName, last_name: row.user.lastName, is_removed: row.user.deletedAt !== null },
      product: { id: row.product.id, title: localizedProduct(row.product, locale).title },
    })),
  };
}

export interface ViewingSummary {
  total_views: number;
  products_watched: number;
  viewers: number;
  last_watched_on: string | null;
  /** The most watched products, most views first. */
  top_products: { product_id: number; title: string; views: number; last_watched_on: string }[];
}

/**
 * A customer's viewing at a glance for the staff customer page: a school's main account covers the whole school
 * (as its own Viewing History does), anyone else their own views.
 */
export async function summarizeViewingHistory(db: PrismaClient, subject: { schoolUserId: number } | { userId: number }, topCount = 5): Promise<ViewingSummary> {
  const [totals, viewers, byProduct] = await Promise.all([
    db.viewingHistory.aggregate({ where: subject, _sum: { watchCount: true }, _max: { lastWatchedAt: true } }),
    db.viewingHistory.groupBy({ by: ['userId'], where: subject }),
    db.viewingHistory.groupBy({ by: ['productId'], where: subject, _sum: { watchCount: true }, _max: { lastWatchedAt: true } }),
  ]);
  const top = [...byProduct].sort((a, b) => (b._sum.watchCount ?? 0) - (a._sum.watchCount ?? 0) || a.productId - b.productId).slice(0, topCount);
  const titles = new Map(
    (await db.product.findMany({ where: { id: { in: top.map((row) => row.productId) } }, select: { id: true, title: true } })).map((product) => [product.id, product.title]),
  );
  return {
    total_views: totals._sum.watchCount ?? 0,
    products_watched: byProduct.length,
    viewers: viewers.length,
    last_watched_on: totals._max.lastWatchedAt ? formatShopDate(totals._max.lastWatchedAt) : null,
    top_products: top.map((row) => ({
      product_id: row.productId,
      title: titles.get(row.productId) ?? 'Removed product',
      views: row._sum.watchCount ?? 0,
      last_watched_on: formatShopDate(row._max.lastWatchedAt!),
    })),
  };
}
