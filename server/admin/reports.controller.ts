import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { HttpError } from '#server/http/errors.js';
import { route, type RouteName } from '#server/route-table.js';
import { shopDateOf } from '#server/shared/shop-time-zone.js';
import { parseListQuery } from './list-query.js';
import type { ReportKey, ReportsPageProps } from './reports.pages.js';
import { firstDayMonthsBefore, resolveReportRange, ZReportQuery, type ReportRange } from './reports.schemas.js';
import { licencesCsv, quoteConversionCsv, renewalsCsv, salesCsv, topProductsCsv } from './reports-csv.js';
import {
  findLicencesReport,
  findQuoteConversionReport,
  findRenewalsReport,
  findSalesReport,
  findTopProducts,
  TOP_PRODUCTS_SHOWN,
} from './reports.service.js';

const EXPORT_ROUTES: Record<ReportKey, RouteName> = {
  sales: 'admin.reports.sales-export',
  top_products: 'admin.reports.top-products-export',
  licences: 'admin.reports.licences-export',
  renewals: 'admin.reports.renewals-export',
  quotes: 'admin.reports.quotes-export',
};

/** The range of the query string (defaults filled in), or 422 with the field's message. */
function reportRangeOf(req: Request, today: string): ReportRange {
  const resolved = resolveReportRange(parseListQuery(ZReportQuery, req), today);
  if ('errors' in resolved) throw new HttpError(422, Object.values(resolved.errors)[0], resolved.errors);
  return resolved.range;
}

function sendCsv(res: Response, name: string, body: string) {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}.csv"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(body);
}

/** Routes admin.reports and its CSV exports (one per report, the same range as the page). */
export function reportsController(db: PrismaClient) {
  return {
    async index(req: Request, res: Response) {
      const now = new Date();
      const today = shopDateOf(now);
      const range = reportRangeOf(req, today);
      const [sales, topProducts, licences, renewals, quotes] = await Promise.all([
        findSalesReport(db, range),
        findTopProducts(db, range, TOP_PRODUCTS_SHOWN),
        findLicencesReport(db, now),
        findRenewalsReport(db, range),
        findQuoteConversionReport(db, range),
      ]);
      const rangeQuery = { from: range.from, to: range.to };
      const props: ReportsPageProps = {
        breadcrumbs: [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Reports' }],
        filters: rangeQuery,
        is_default_range: range.to === today && range.from === firstDayMonthsBefore(today, 11),
        as_of: today,
        sales,
        top_products: topProducts,
        top_products_shown: TOP_PRODUCTS_SHOWN,
        licences,
        renewals,
        quotes,
        export_urls: {
          sales: route(EXPORT_ROUTES.sales, {}, rangeQuery),
          top_products: route(EXPORT_ROUTES.top_products, {}, rangeQuery),
          licences: route(EXPORT_ROUTES.licences),
          renewals: route(EXPORT_ROUTES.renewals, {}, rangeQuery),
          quotes: route(EXPORT_ROUTES.quotes, {}, rangeQuery),
        },
      };
      await res.inertia.render('admin/reports', { ...props });
    },

    async exportSales(req: Request, res: Response) {
      const range = reportRangeOf(req, shopDateOf(new Date()));
      sendCsv(res, `sales-by-month-${range.from}-to-${range.to}`, salesCsv(await findSalesReport(db, range)));
    },

    async exportTopProducts(req: Request, res: Response) {
      const range = reportRangeOf(req, shopDateOf(new Date()));
      sendCsv(res, `top-products-${range.from}-to-${range.to}`, topProductsCsv(await findTopProducts(db, range, null)));
    },

    async exportLicences(_req: Request, res: Response) {
      const now = new Date();
      sendCsv(res, `licences-by-level-${shopDateOf(now)}`, licencesCsv(await findLicencesReport(db, now)));
    },

    async exportRenewals(req: Request, res: Response) {
      const range = reportRangeOf(req, shopDateOf(new Date()));
      sendCsv(res, `renewals-${range.from}-to-${range.to}`, renewalsCsv(await findRenewalsReport(db, range)));
    },

    async exportQuotes(req: Request, res: Response) {
      const range = reportRangeOf(req, shopDateOf(new Date()));
      sendCsv(res, `quote-conversion-${range.from}-to-${range.to}`, quoteConversionCsv(await findQuoteConversionReport(db, range)));
    },
  };
}
