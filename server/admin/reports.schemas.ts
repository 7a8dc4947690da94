import { z } from 'zod';
import { DATE_RANGE_REVERSED, ZIsoDate } from '#server/http/list-query.schemas.js';

// The staff reports' date range (admin.reports and the CSV exports; docs/decisions/125): shop-calendar days, both
// ends included. Empty means the default: the last 12 months, from the first day of the month 11 months ago to today.

export const REPORT_MAX_YEARS = 5;
export const REPORT_RANGE_TOO_LONG = `Please choose a range of at most ${REPORT_MAX_YEARS} years.`;

export const ZReportQuery = z.object({ from: ZIsoDate, to: ZIsoDate });
export type TReportQuery = z.output<typeof ZReportQuery>;

export interface ReportRange {
  /** First shop day of the range (YYYY-MM-DD). */
  from: string;
  /** Last shop day of the range, included (YYYY-MM-DD). */
  to: string;
}

/** First day of the month `months` before the month of `isoDate` (YYYY-MM-01). */
export function firstDayMonthsBefore(isoDate: string, months: number): string {
  const [year, month] = isoDate.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  return first.toISOString().slice(0, 10);
}

/** The range asked for, with the defaults filled in; a field message when it is reversed or too long. */
export function resolveReportRange(query: TReportQuery, today: string): { range: ReportRange } | { errors: Record<string, string> } {
  const to = query.to ?? today;
  const from = query.from ?? firstDayMonthsBefore(to, 11);
  if (from > to) return { errors: { to: DATE_RANGE_REVERSED } };
  const [year, month, day] = from.split('-').map(Number);
  const latestEnd = new Date(Date.UTC(year + REPORT_MAX_YEARS, month - 1, day - 1)).toISOString().slice(0, 10);
  if (to > latestEnd) return { errors: { to: REPORT_RANGE_TOO_LONG } };
  return { range: { from, to } };
}

/** Every month (YYYY-MM) the range touches, in order. */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split('-').map(Number);
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
