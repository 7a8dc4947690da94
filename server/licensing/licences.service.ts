import type { Locale } from '#server/shared/locales.rules.js';
import type { Licence, Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { centsToDollars } from '#server/shared/money.js';
import type { Role } from '#server/http/shared-props.types.js';
import { formatShopDate } from '#server/shared/shop-time-zone.js';
import { route, type RouteName } from '#server/route-table.js';
import { RENEWAL_WINDOW_DAYS, type TLicensedItemsQuery } from './licensing.schemas.js';
import { DAY_MS } from '#server/shared/dates.js';
import type { Viewer } from '#server/accounts/viewer.rules.js';
import { localizedName, localizedProduct, SPANISH_TEXT_SELECT } from '#server/shared/product-text.rules.js';

// Who may stream what (docs/decisions/050-licensed-items.md):
// - a licence belongs to its owner: the buyer, or the main school account for a school's orders; a school's
//   sub-users use their school's licences;
// - a licence is valid from starts_at (inclusive) to expires_at (exclusive) while its status is active;
// - trainer and preview accounts hold no licences: they stream the active products flagged
//   trainer_video_account / preview_video_account;
// - everyone else (administrators included) streams only what their own licences cover.

type Db = PrismaClient | Prisma.TransactionClient;

/** Who is asking: the signed-in Viewer (server/accounts/viewer.rules.ts); licences belong to its accountId. */
export type LicenceViewer = Pick<Viewer, 'userId' | 'role' | 'accountId'>;


export const usesAccountFlags = (role: Role) => role === 'trainer' || role === 'preview';

/** The account whose licences the viewer uses: the school for a school sub-user, else the viewer (accountOwnerIdOf). */
export const licenceOwnerIdOf = (viewer: LicenceViewer) => viewer.accountId;

/** Schools, trainer and preview see My Programs; everyone else My Videos (the sidebar's lists, account-area §2). */
export const seesPrograms = (role: Role) => role === 'schools' || usesAccountFlags(role);

export const licensedListRouteOf = (role: Role): RouteName => (seesPrograms(role) ? 'client.my-programs' : 'client.my-videos');
export const licensedDetailRouteOf = (role: Role): RouteName => (seesPrograms(role) ? 'client.program-detail' : 'client.video-detail');

export function isLicenceActive(licence: Pick<Licence, 'status' | 'startsAt' | 'expiresAt'>, now: Date): boolean {
  return licence.status === 'active' && licence.startsAt.getTime() <= now.getTime() && now.getTime() < licence.expiresAt.getTime();
}

type LicenceDates = Pick<Licence, 'id' | 'orderId' | 'status' | 'startsAt' | 'expiresAt'>;

export interface LicenceChain<T extends LicenceDates> {
  /** The licence that covers `now`, if any. */
  current: T | null;
  /** The active licence that ends last (a renewal bought early starts where the current one ends). */
  head: T | null;
  /** What the list shows: the current licence, else the one that ended last. */
  shown: T;
  expiresAt: Date;
  expired: boolean;
}

/** One owner's licences of one product, read together (renewals are new rows: docs/decisions/005). */
export function summarizeLicences<T extends LicenceDates>(licences: T[], now: Date): LicenceChain<T> {
  if (licences.length === 0) throw new Error('summarizeLicences needs at least one licence');
  const byEnd = [...licences].sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime() || b.id - a.id);
  const current = byEnd.find((licence) => isLicenceActive(licence, now)) ?? null;
  const head = byEnd.find((licence) => licence.status === 'active') ?? null;
  const shown = current ?? head ?? byEnd[0];
  return { current, head, shown, expiresAt: (head ?? byEnd[0]).expiresAt, expired: current === null };
}

/** Whole days left before `expiresAt` (0 on the last day). */
export const daysLeftUntil = (expiresAt: Date, now: Date) => Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / DAY_MS));

export interface RenewalCandidate {
  viewerRole: Role;
  ownerAccountTypeId: number;
  product: { accountTypeId: number | null; isLicensed: boolean; isActive: boolean; renewalPriceCents: number };
  head: Pick<Licence, 'status' | 'expiresAt'> | null;
}

/**
 * Renewal is online for school programs only ($30 per program per year, storefront §1): from 30 days before the
 * licence ends, or any time after, by a school account that may buy (docs/decisions/053-licence-renewal.md).
 */
export function isRenewable(candidate: RenewalCandidate, now: Date): boolean {
  const { product, head } = candidate;
  if (candidate.viewerRole !== 'schools' || candidate.ownerAccountTypeId !== ACCOUNT_TYPE.schools) return false;
  if (product.accountTypeId !== ACCOUNT_TYPE.schools || !product.isLicensed || !product.isActive || product.renewalPriceCents <= 0) return false;
  if (!head || head.status !== 'active') return false;
  return head.expiresAt.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
}

export interface LicensedItem {
  product_id: number;
  order_id: number | null;
  name: string;
  grade: string | null;
  image: string | null;
  order_date: string | null;
  order_date_label: string | null;
  licence_expires_at: string | null;
  licence_expires_on: string | null;
  is_licensed_expired: boolean;
  /** Days left while the licence runs and ends within the renewal window; null otherwise. */
  expires_in_days: number | null;
  /** View Detail; null when expired ('License Expired' is shown instead). */
  detail_url: string | null;
  renew: { url: string; price: number } | null;
  /** The product page, to buy again. */
  product_url: string;
}

const productSelect = {
  id: true,
  title: true,
  titleEs: true,
  slug: true,
  image: true,
  accountTypeId: true,
  isLicensed: true,
  isActive: true,
  renewalPriceCents: true,
  grade: { select: { name: true, sortOrder: true } },
  level: { select: { name: true, sortOrder: true } },
} satisfies Prisma.ProductSelect;

type ListedProduct = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

const gradeOf = (product: ListedProduct, locale: Locale) => {
  const name = product.grade?.name ?? product.level?.name ?? null;
  return name === null ? null : localizedName(name, locale);
};
/** Grades sort in school order (Pre-K, Kindergarten, 1st ...), not alphabetically. */
const gradeRankOf = (product: ListedProduct) =>
  product.grade ? product.grade.sortOrder : product.level ? 10_000 + product.level.sortOrder : Number.POSITIVE_INFINITY;

interface SortableItem {
  item: LicensedItem;
  gradeRank: number;
}

function sortItems(rows: SortableItem[], query: TLicensedItemsQuery): LicensedItem[] {
  const direction = query.sort_direction === 'asc' ? 1 : -1;
  const byTitle = (a: SortableItem, b: SortableItem) => a.item.name.localeCompare(b.item.name, 'en', { sensitivity: 'base', numeric: true });
  const compare: Record<TLicensedItemsQuery['sort_by'], (a: SortableItem, b: SortableItem) => number> = {
    title: (a, b) => direction * byTitle(a, b),
    grade: (a, b) => {
      // Items without a grade stay last in both directions.
      if (a.gradeRank === b.gradeRank) return byTitle(a, b);
      if (!Number.isFinite(a.gradeRank)) return 1;
      if (!Number.isFinite(b.gradeRank)) return -1;
      return direction * (a.gradeRank - b.gradeRank);
    },
    licence_expires_at: (a, b) => {
      const left = a.item.licence_expires_at;
      const right = b.item.licence_expires_at;
      if (left === right) return byTitle(a, b);
      if (left === null) return 1;
      if (right === null) return -1;
      return direction * (Date.parse(left) - Date.parse(right));
    },
  };
  return [...rows].sort(compare[query.sort_by]).map((row) => row.item);
}

const productUrlOf = (product: ListedProduct) => route('product-detail', { id: product.id, slug: product.slug });

/**
 * My Videos / My Programs: one row per product the viewer may stream or once could (account-area §3 "Licensed
 * item"), each named in the visitor's language (docs/decisions/156).
 */
export async function findLicensedItems(
  db: Db,
  viewer: LicenceViewer,
  query: TLicensedItemsQuery,
  locale: Locale,
  now = new Date(),
): Promise<LicensedItem[]> {
  const detailRoute = licensedDetailRouteOf(viewer.role);

  if (usesAccountFlags(viewer.role)) {
    const flag = viewer.role === 'trainer' ? { trainerVideoAccount: true } : { previewVideoAccount: true };
    const products = await db.product.findMany({ where: { ...flag, isActive: true }, select: productSelect });
    const flaggedIds = new Set(products.map((product) => product.id));
    // Licences granted by hand (docs/decisions/076) for products beyond the account's flagged ones.
    const grantedRows = await findOwnedLicenceRows(db, viewer, viewer.userId, detailRoute, now, locale, (productId) => !flaggedIds.has(productId));
    const flaggedRows: SortableItem[] = products.map((product) => ({
      gradeRank: gradeRankOf(product),
      item: {
        product_id: product.id,
        order_id: null,
        name: localizedProduct(product, locale).title,
        grade: gradeOf(product, locale),
        image: product.image,
        order_date: null,
        order_date_label: null,
        licence_expires_at: null,
        licence_expires_on: null,
        is_licensed_expired: false,
        expires_in_days: null,
        detail_url: route(detailRoute, { productId: product.id }),
        renew: null,
        product_url: productUrlOf(product),
      },
    }));
    return sortItems([...flaggedRows, ...grantedRows], query);
  }

  return sortItems(await findOwnedLicenceRows(db, viewer, licenceOwnerIdOf(viewer), detailRoute, now, locale), query);
}

/** One row per product the owner holds licences for (renewals and grants read together). */
async function findOwnedLicenceRows(
  db: Db,
  viewer: LicenceViewer,
  ownerId: number,
  detailRoute: RouteName,
  now: Date,
  locale: Locale,
  includeProduct: (productId: number) => boolean = () => true,
): Promise<SortableItem[]> {
  const owner = await db.user.findUnique({ where: { id: ownerId }, select: { accountTypeId: true } });
  const licences = await db.licence.findMany({
    where: { userId: ownerId },
    select: {
      id: true,
      orderId: true,
      status: true,
      startsAt: true,
      expiresAt: true,
      product: { select: productSelect },
      order: { select: { createdAt: true, paidAt: true } },
    },
  });
  const byProduct = new Map<number, typeof licences>();
  for (const licence of licences) {
    if (includeProduct(licence.product.id)) byProduct.set(licence.product.id, [...(byProduct.get(licence.product.id) ?? []), licence]);
  }

  const rows: SortableItem[] = [];
  for (const group of byProduct.values()) {
    const chain = summarizeLicences(group, now);
    const product = chain.shown.product;
    // A licence granted by hand has no order: its start is its date.
    const orderDate = chain.shown.order ? (chain.shown.order.paidAt ?? chain.shown.order.createdAt) : chain.shown.startsAt;
    const renewable = isRenewable(
      { viewerRole: viewer.role, ownerAccountTypeId: owner?.accountTypeId ?? 0, product, head: chain.head },
      now,
    );
    const daysLeft = daysLeftUntil(chain.expiresAt, now);
    rows.push({
      gradeRank: gradeRankOf(product),
      item: {
        product_id: product.id,
        order_id: chain.shown.orderId,
        name: localizedProduct(product, locale).title,
        grade: gradeOf(product, locale),
        image: product.image,
        order_date: orderDate.toISOString(),
        order_date_label: formatShopDate(orderDate, locale),
        licence_expires_at: chain.expiresAt.toISOString(),
        licence_expires_on: formatShopDate(chain.expiresAt, locale),
        is_licensed_expired: chain.expired,
        expires_in_days: !chain.expired && daysLeft <= RENEWAL_WINDOW_DAYS ? daysLeft : null,
        detail_url: chain.expired ? null : route(detailRoute, { productId: product.id, orderId: chain.shown.orderId ?? undefined }),
        renew: renewable && chain.head ? { url: route('licensing.renew', { id: chain.head.id }), price: centsToDollars(product.renewalPriceCents) } : null,
        product_url: productUrlOf(product),
      },
    });
  }
  return rows;
}

const accessProductSelect = {
  id: true,
  title: true,
  subtitle: true,
  slug: true,
  image: true,
  description: true,
  videoDescription: true,
  ...SPANISH_TEXT_SELECT,
  isLicensed: true,
  isActive: true,
  trainerVideoAccount: true,
  previewVideoAccount: true,
  videoLink: true,
  trailerLink: true,
  productScript: true,
  productScriptSpanish: true,
  productColoringBook: true,
  productColoringBookSpanish: true,
  grade: { select: { name: true } },
  level: { select: { name: true } },
} satisfies Prisma.ProductSelect;

export type AccessProduct = Prisma.ProductGetPayload<{ select: typeof accessProductSelect }>;

export type ProductAccess =
  | { status: 'missing' }
  | { status: 'granted'; product: AccessProduct; via: 'licence'; orderId: number | null; expiresAt: Date }
  | { status: 'granted'; product: AccessProduct; via: 'account'; orderId: null; expiresAt: null }
  | { status: 'expired'; product: AccessProduct; expiresAt: Date }
  | { status: 'none'; product: AccessProduct };

/**
 * May this viewer stream this product now? Checked on every page, file and history call. `orderId`, when given,
 * must be an order of one of the owner's licences for the product (someone else's order is "missing").
 */
export async function findProductAccess(
  db: Db,
  viewer: LicenceViewer,
  productId: number,
  orderId: number | null,
  now = new Date(),
): Promise<ProductAccess> {
  const product = await db.product.findUnique({ where: { id: productId }, select: accessProductSelect });
  if (!product) return { status: 'missing' };

  if (usesAccountFlags(viewer.role)) {
    const flagged = viewer.role === 'trainer' ? product.trainerVideoAccount : product.previewVideoAccount;
    if (orderId !== null || (!flagged && !product.isLicensed)) return { status: 'missing' };
    if (flagged && product.isActive) return { status: 'granted', product, via: 'account', orderId: null, expiresAt: null };
    // Beyond their flagged products, staff may grant them a licence by hand (docs/decisions/076).
    const granted = await db.licence.findMany({
      where: { userId: viewer.userId, productId },
      select: { id: true, orderId: true, status: true, startsAt: true, expiresAt: true },
    });
    if (granted.length === 0) return { status: 'none', product };
    const chain = summarizeLicences(granted, now);
    return chain.current
      ? { status: 'granted', product, via: 'licence', orderId: null, expiresAt: chain.expiresAt }
      : { status: 'expired', product, expiresAt: chain.expiresAt };
  }

  const licences = await db.licence.findMany({
    where: { userId: licenceOwnerIdOf(viewer), productId },
    select: { id: true, orderId: true, status: true, startsAt: true, expiresAt: true },
  });
  if (orderId !== null && !licences.some((licence) => licence.orderId === orderId)) return { status: 'missing' };
  if (licences.length === 0) return product.isLicensed ? { status: 'none', product } : { status: 'missing' };
  const chain = summarizeLicences(licences, now);
  if (!chain.current) return { status: 'expired', product, expiresAt: chain.expiresAt };
  return { status: 'granted', product, via: 'licence', orderId: orderId ?? chain.current.orderId, expiresAt: chain.expiresAt };
}
