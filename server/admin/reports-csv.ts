import { centsToAmountString } from '#server/shared/money.js';
import { toCsvRow, type CsvValue } from './csv.js';
import type { LicencesReport, QuoteConversionReport, RenewalsReport, SalesReport, TopProductRow } from './reports.pages.js';

// The reports as CSV files (the same figures as the page): money as plain decimal dollars ("1234.50"), percentages
// as plain numbers, text cells through the shared csv helper (formula-injection safe). A BOM so spreadsheets read
// UTF-8, and a Total row last.

const money = centsToAmountString;
const percent = (value: number | null) => (value === null ? '' : value.toFixed(1));

function csvOf(header: string[], rows: CsvValue[][]): string {
  return `\uFEFF${toCsvRow(header)}${rows.map(toCsvRow).join('')}`;
}

export function salesCsv(report: SalesReport): string {
  return csvOf(
    ['Month', 'Orders', 'Gross sales', 'Refunds', 'Net sales'],
    [
      ...report.months.map((row) => [row.month, row.orders, money(row.gross_cents), money(row.refunds_cents), money(row.net_cents)]),
      ['Total', report.totals.orders, money(report.totals.gross_cents), money(report.totals.refunds_cents), money(report.totals.net_cents)],
    ],
  );
}

export function topProductsCsv(rows: TopProductRow[]): string {
  return csvOf(
    ['Rank', 'Product ID', 'Product', 'Units', 'Orders', 'Net sales'],
    rows.map((row) => [row.rank, row.product_id, row.title, row.units, row.orders, money(row.net_cents)]),
  );
}

export function licencesCsv(report: LicencesReport): string {
  return csvOf(
    ['Level', 'Active', `Expiring within ${report.expiring_window_days} days`, 'Expired'],
    [
      ...report.levels.map((row) => [row.level, row.active, row.expiring, row.expired]),
      ['Total', report.totals.active, report.totals.expiring, report.totals.expired],
    ],
  );
}

export function renewalsCsv(report: RenewalsReport): string {
  const cells = (label: string, row: RenewalsReport['totals']): CsvValue[] => [
    label,
    row.renewals,
    money(row.net_cents),
    row.licences_ending,
    row.licences_renewed,
    percent(row.renewal_rate_percent),
  ];
  return csvOf(
    ['Month', 'Renewals bought', 'Renewal sales', 'Licences ending', 'Of those renewed', 'Renewal rate (%)'],
    [...report.months.map((row) => cells(row.month, row)), cells('Total', report.totals)],
  );
}

export function quoteConversionCsv(report: QuoteConversionReport): string {
  const cells = (label: string, row: QuoteConversionReport['totals']): CsvValue[] => [
    label,
    row.requested,
    money(row.requested_cents),
    row.converted,
    money(row.converted_cents),
    row.cancelled,
    row.open,
    percent(row.conversion_percent),
  ];
  return csvOf(
    ['Month requested', 'Quotes requested', 'Quoted value', 'Paid', 'Paid value', 'Cancelled', 'Still open', 'Conversion rate (%)'],
    [...report.months.map((row) => cells(row.month, row)), cells('Total', report.totals)],
  );
}
