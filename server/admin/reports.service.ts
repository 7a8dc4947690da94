import { Prisma, type PrismaClient } from '#server/db/generated/prisma/client.js';
import { NOT_APPLIED_REFUND } from '#server/orders/order-refunds.service.js';
import { ORDER_STATUS } from '#server/orders/orders.rules.js';
import { DAY_MS } from '#server/shared/dates.js';
import { SHOP_TIME_ZONE, startOfNextShopDay, startOfShopDay } from '#server/shared/shop-time-zone.js';
import { LICENCE_EXPIRY_WINDOW_DAYS } from './dashboard.service.js';
import type {
  LicenceLevelRow,
  LicencesReport,
  QuoteConversionMonth,
  QuoteConversionReport,
  RenewalsMonth,
  RenewalsReport,
  SalesMonth,
  SalesReport,
  TopProductRow,
} from './reports.pages.js';
import { monthsOf, type ReportRange } from './reports.schemas.js';

// The staff reports (issue 15; every figure is defined in docs/decisions/125). Each is one or two SQL aggregates
// grouped by the shop-calendar month (US Central), never a loop over orders; money stays in cents.

/**
 * Orders that are sales: paid at some point and not undone before payment. Refunded (5) and Partially Refunded
 * (10) orders stay sales of the month they were paid in; their refunds are subtracted in the month they were made.
 */
export const SALE_STATUS_IDS = [
  ORDER_STATUS.refunded,
  ORDER_STATUS.paid,
  ORDER_STATUS.processing,
  ORDER_STATUS.shipped,
  ORDER_STATUS.completed,
  ORDER_STATUS.partiallyRefunded,
];
export const TOP_PRODUCTS_SHOWN = 20;

const saleStatuses = Prisma.join(SALE_STATUS_IDS);
const monthOf = (column: Prisma.Sql) => Prisma.sql`to_char(${column} AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM')`;
/** A line given back in full counts no unit (its money is already out of the net). */
const lineKept = Prisma.sql`NOT (l.refunded_cents > 0 AND l.refunded_cents >= l.line_total_cents)`;

const boundsOf = (range: ReportRange) => ({ start: startOfShopDay(range.from), end: startOfNextShopDay(range.to) });
const toNumber = (value: bigint | number | null) => Number(value ?? 0);

const monthLabelFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "Nov 2026" for "2026-11". */
export const monthLabelOf = (month: string) => monthLabelFormat.format(new Date(`${month}-15T12:00:00Z`));

/** Percent with one decimal (null when there is nothing to divide by). */
export const percentOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

export async function findSalesReport(db: PrismaClient, range: ReportRange): Promise<SalesReport> {
  const { start, end } = boundsOf(range);
  const [sales, refunds] = await Promise.all([
    db.$queryRaw<{ month: string; orders: number; gross_cents: bigint }[]>`
      SELECT ${monthOf(Prisma.sql`o.paid_at`)} AS month, count(*)::int AS orders, sum(o.total_cents)::bigint AS gross_cents
      FROM orders o
      WHERE o.paid_at >= ${start} AND o.paid_at < ${end} AND o.status_id IN (${saleStatuses})
      GROUP BY 1`,
    db.$queryRaw<{ month: string; refunds_cents: bigint }[]>`
      SELECT ${monthOf(Prisma.sql`p.created_at`)} AS month, sum(p.amount_cents)::bigint AS refunds_cents
      FROM payments p
      WHERE p.kind = 'refund' AND p.status IN ('pending', 'succeeded') AND coalesce(p.raw_status, '') NOT IN (${Prisma.join(NOT_APPLIED_REFUND)})
        AND p.created_at >= ${start} AND p.created_at < ${end}
      GROUP BY 1`,
  ]);
  const salesBy = new Map(sales.map((row) => [row.month, row]));
  const refundsBy = new Map(refunds.map((row) => [row.month, toNumber(row.refunds_cents)]));
  const months: SalesMonth[] = monthsOf(range).map((month) => {
    const gross = toNumber(salesBy.get(month)?.gross_cents ?? null);
    const refunded = refundsBy.get(month) ?? 0;
    return { month, label: monthLabelOf(month), orders: salesBy.get(month)?.orders ?? 0, gross_cents: gross, refunds_cents: refunded, net_cents: gross - refunded };
  });
  const sum = (pick: (row: SalesMonth) => number) => months.reduce((total, row) => total + pick(row), 0);
  return {
    months,
    totals: { orders: sum((row) => row.orders), gross_cents: sum((row) => row.gross_cents), refunds_cents: sum((row) => row.refunds_cents), net_cents: sum((row) => row.net_cents) },
  };
}

/** Products ranked by what their lines on sales paid in the range brought in, less refunds; `limit` null: all. */
export async function findTopProducts(db: PrismaClient, range: ReportRange, limit: number | null): Promise<TopProductRow[]> {
  const { start, end } = boundsOf(range);
  const rows = await db.$queryRaw<{ product_id: number; title: string; units: bigint; orders: number; net_cents: bigint }[]>`
    SELECT l.product_id, p.title,
      coalesce(sum(l.qty) FILTER (WHERE ${lineKept}), 0)::bigint AS units,
      count(DISTINCT l.order_id) FILTER (WHERE ${lineKept})::int AS orders,
      sum(l.line_total_cents - l.refunded_cents)::bigint AS net_cents
    FROM order_lines l
    JOIN orders o ON o.id = l.order_id
    JOIN products p ON p.id = l.product_id
    WHERE o.paid_at >= ${start} AND o.paid_at < ${end} AND o.status_id IN (${saleStatuses})
    GROUP BY l.product_id, p.title
    HAVING coalesce(sum(l.qty) FILTER (WHERE ${lineKept}), 0) > 0
    ORDER BY net_cents DESC, units DESC, p.title ASC, l.product_id ASC
    ${limit === null ? Prisma.empty : Prisma.sql`LIMIT ${limit}`}`;
  return rows.map((row, index) => ({
    rank: index + 1,
    product_id: row.product_id,
    title: row.title,
    units: toNumber(row.units),
    orders: row.orders,
    net_cents: toNumber(row.net_cents),
  }));
}

/**
 * Streaming licences as of `now`, per school level of their product: active, expiring within the dashboard's
 * window, and expired without a renewal. Only licences in force count (status active; suspended and revoked ones
 * are not access anyone has or lost by time); a licence renewed ahead counts once, as active.
 */
export async function findLicencesReport(db: PrismaClient, now: Date): Promise<LicencesReport> {
  const soon = new Date(now.getTime() + LICENCE_EXPIRY_WINDOW_DAYS * DAY_MS);
  const [counted, levels] = await Promise.all([
    db.$queryRaw<{ level_id: number | null; active: number; expiring: number; expired: number }[]>`
      WITH facts AS (
        SELECT p.level_id, l.starts_at, l.expires_at,
          EXISTS (SELECT 1 FROM licences r WHERE r.renewed_from_id = l.id AND r.status = 'active') AS renewed
        FROM licences l
        JOIN products p ON p.id = l.product_id
        WHERE l.status = 'active'
      )
      SELECT level_id,
        count(*) FILTER (WHERE starts_at <= ${now} AND expires_at > ${now} AND (renewed OR expires_at > ${soon}))::int AS active,
        count(*) FILTER (WHERE starts_at <= ${now} AND expires_at > ${now} AND expires_at <= ${soon} AND NOT renewed)::int AS expiring,
        count(*) FILTER (WHERE expires_at <= ${now} AND NOT renewed)::int AS expired
      FROM facts
      GROUP BY level_id`,
    db.schoolLevel.findMany({ orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }], select: { id: true, name: true } }),
  ]);
  const byLevel = new Map(counted.map((row) => [row.level_id, row]));
  const rowOf = (levelId: number | null, level: string): LicenceLevelRow => {
    const row = byLevel.get(levelId);
    return { level_id: levelId, level, active: row?.active ?? 0, expiring: row?.expiring ?? 0, expired: row?.expired ?? 0 };
  };
  const rows = levels.map((level) => rowOf(level.id, level.name));
  const unlevelled = rowOf(null, 'No level');
  if (unlevelled.active + unlevelled.expiring + unlevelled.expired > 0) rows.push(unlevelled);
  const sum = (pick: (row: LicenceLevelRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    expiring_window_days: LICENCE_EXPIRY_WINDOW_DAYS,
    levels: rows,
    totals: { active: sum((row) => row.active), expiring: sum((row) => row.expiring), expired: sum((row) => row.expired) },
  };
}

/**
 * Renewals bought (renewal lines on sales paid in the month, less refunds), and of the licences that ended in the
 * month, how many had been renewed.
 */
export async function findRenewalsReport(db: PrismaClient, range: ReportRange): Promise<RenewalsReport> {
  const { start, end } = boundsOf(range);
  const [bought, ending] = await Promise.all([
    db.$queryRaw<{ month: string; renewals: bigint; net_cents: bigint }[]>`
      SELECT ${monthOf(Prisma.sql`o.paid_at`)} AS month,
        coalesce(sum(l.qty) FILTER (WHERE ${lineKept}), 0)::bigint AS renewals,
        sum(l.line_total_cents - l.refunded_cents)::bigint AS net_cents
      FROM order_lines l
      JOIN orders o ON o.id = l.order_id
      WHERE l.kind = 'renewal' AND o.paid_at >= ${start} AND o.paid_at < ${end} AND o.status_id IN (${saleStatuses})
      GROUP BY 1`,
    db.$queryRaw<{ month: string; ending: number; renewed: number }[]>`
      SELECT ${monthOf(Prisma.sql`l.expires_at`)} AS month, count(*)::int AS ending,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM licences r WHERE r.renewed_from_id = l.id AND r.status = 'active'))::int AS renewed
      FROM licences l
      WHERE l.status = 'active' AND l.expires_at >= ${start} AND l.expires_at < ${end}
      GROUP BY 1`,
  ]);
  const boughtBy = new Map(bought.map((row) => [row.month, row]));
  const endingBy = new Map(ending.map((row) => [row.month, row]));
  const months: RenewalsMonth[] = monthsOf(range).map((month) => {
    const ended = endingBy.get(month);
    return {
      month,
      label: monthLabelOf(month),
      renewals: toNumber(boughtBy.get(month)?.renewals ?? null),
      net_cents: toNumber(boughtBy.get(month)?.net_cents ?? null),
      licences_ending: ended?.ending ?? 0,
      licences_renewed: ended?.renewed ?? 0,
      renewal_rate_percent: percentOf(ended?.renewed ?? 0, ended?.ending ?? 0),
    };
  });
  const sum = (pick: (row: RenewalsMonth) => number) => months.reduce((total, row) => total + pick(row), 0);
  const licencesEnding = sum((row) => row.licences_ending);
  const licencesRenewed = sum((row) => row.licences_renewed);
  return {
    months,
    totals: {
      renewals: sum((row) => row.renewals),
      net_cents: sum((row) => row.net_cents),
      licences_ending: licencesEnding,
      licences_renewed: licencesRenewed,
      renewal_rate_percent: percentOf(licencesRenewed, licencesEnding),
    },
  };
}

/** Check orders (quote requests) placed in the month, and what became of them so far. */
export async function findQuoteConversionReport(db: PrismaClient, range: ReportRange): Promise<QuoteConversionReport> {
  const { start, end } = boundsOf(range);
  const rows = await db.$queryRaw<
    { month: string; requested: number; requested_cents: bigint; converted: number; converted_cents: bigint; cancelled: number; open: number }[]
  >`
    SELECT ${monthOf(Prisma.sql`o.created_at`)} AS month,
      count(*)::int AS requested,
      sum(o.total_cents)::bigint AS requested_cents,
      count(*) FILTER (WHERE o.paid_at IS NOT NULL AND o.status_id IN (${saleStatuses}))::int AS converted,
      coalesce(sum(o.total_cents) FILTER (WHERE o.paid_at IS NOT NULL AND o.status_id IN (${saleStatuses})), 0)::bigint AS converted_cents,
      count(*) FILTER (WHERE o.status_id = ${ORDER_STATUS.cancelled})::int AS cancelled,
      count(*) FILTER (WHERE o.status_id = ${ORDER_STATUS.poGenerated})::int AS open
    FROM orders o
    WHERE o.payment_type = 'check' AND o.created_at >= ${start} AND o.created_at < ${end}
    GROUP BY 1`;
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months: QuoteConversionMonth[] = monthsOf(range).map((month) => {
    const row = byMonth.get(month);
    const requested = row?.requested ?? 0;
    const converted = row?.converted ?? 0;
    return {
      month,
      label: monthLabelOf(month),
      requested,
      requested_cents: toNumber(row?.requested_cents ?? null),
      converted,
      converted_cents: toNumber(row?.converted_cents ?? null),
      cancelled: row?.cancelled ?? 0,
      open: row?.open ?? 0,
      conversion_percent: percentOf(converted, requested),
    };
  });
  const sum = (pick: (row: QuoteConversionMonth) => number) => months.reduce((total, row) => total + pick(row), 0);
  const requested = sum((row) => row.requested);
  const converted = sum((row) => row.converted);
  return {
    months,
    totals: {
      requested,
      requested_cents: sum((row) => row.requested_cents),
      converted,
      converted_cents: sum((row) => row.converted_cents),
      cancelled: sum((row) => row.cancelled),
      open: sum((row) => row.open),
      conversion_percent: percentOf(converted, requested),
    },
  };
}
