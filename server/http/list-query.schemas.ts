import { z } from 'zod';

// Query-string pieces every list shares, the account area's and the staff's (docs/decisions/071). A list's state lives
// in the URL; an absent or empty parameter means "no filter" / the default, anything else must be on a whitelist or
// the request is answered 422 with the field's message (never a 500, never a query built from unchecked input).

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const INVALID_DATE = 'Please choose a valid date.';
export const DATE_RANGE_REVERSED = 'The end date cannot be before the start date.';

export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A page number of the list, 1 when absent. */
export const ZPage = z.preprocess(
  emptyToUndefined,
  z.string({ error: 'Please choose a valid page.' }).regex(/^[1-9]\d{0,5}$/, 'Please choose a valid page.').transform(Number).default(1),
);

/** The sort direction, the list's own default when absent. */
export const zSortDirection = (defaultDirection: SortDirection) =>
  z.preprocess(emptyToUndefined, z.enum(SORT_DIRECTIONS, { error: 'Please sort ascending or descending.' }).default(defaultDirection));

/** A sort column from the list's whitelist, the list's own default when absent. */
export const zSortColumn = <const Column extends string>(columns: readonly [Column, ...Column[]], message: string, defaultColumn: NoInfer<Column>) =>
  z.preprocess(emptyToUndefined, z.enum(columns, { error: message }).default(defaultColumn));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written YYYY-MM-DD between the years 1900 and 2999 (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const ZIsoDate = z.preprocess(emptyToUndefined, z.string({ error: INVALID_DATE }).refine(isCalendarDate, INVALID_DATE).optional());

/** A list's date range is in order (`.refine(isDateRangeInOrder, DATE_RANGE_ISSUE)`): an open end always is. */
export const isDateRangeInOrder = (query: { date_from?: string; date_to?: string }) => !query.date_from || !query.date_to || query.date_from <= query.date_to;
export const DATE_RANGE_ISSUE = { path: ['date_to'], message: DATE_RANGE_REVERSED };

export const LIST_SEARCH_MAX_LENGTH = 100;

/** The search box of an account-area list (My Users, Viewing History): trimmed, at most 100 characters. */
export const ZListSearch = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'Please enter a search as text.' })
    .trim()
    .max(LIST_SEARCH_MAX_LENGTH, `Please search with at most ${LIST_SEARCH_MAX_LENGTH} characters.`)
    .optional(),
);

// The staff lists' own pieces (decision 071): 25, 50 or 100 rows, a search of up to five words, ids from a select.

export const PER_PAGE_CHOICES = [25, 50, 100] as const;
export const SEARCH_MAX = 100;

export const ZSearchTerm = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'Please enter the search as text.' })
    .trim()
    .max(SEARCH_MAX, `The search can be at most ${SEARCH_MAX} characters.`)
    .transform((term) => term.replace(/\s+/g, ' '))
    .optional(),
);

export const ZPerPage = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'Please choose 25, 50 or 100 rows per page.' })
    .refine((value) => (PER_PAGE_CHOICES as readonly number[]).includes(Number(value)) && /^\d+$/.test(value), 'Please choose 25, 50 or 100 rows per page.')
    .transform(Number)
    .default(PER_PAGE_CHOICES[0]),
);

/** Staff lists show the newest first unless asked otherwise. */
export const ZSortDirection = zSortDirection('desc');

export const ZPositiveId = (message: string) =>
  z.preprocess(emptyToUndefined, z.string({ error: message }).regex(/^[1-9]\d{0,9}$/, message).transform(Number).pipe(z.number().max(2147483647, message)).optional());

/** A search word for a `contains` filter: LIKE wildcards and the escape character are matched literally. */
export const escapeLikePattern = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The words of a search, each to be found in one of the searched fields (so "jane smith" finds Jane Smith). */
export function searchWordsOf(term: string | undefined): string[] {
  return term ? term.split(' ').filter(Boolean).slice(0, 5).map(escapeLikePattern) : [];
}

/** An order number as typed: "#000123", "000123" or "123". */
export function orderIdFromSearch(term: string | undefined): number | null {
  const match = term ? /^#?0*([1-9]\d{0,9})$/.exec(term) : null;
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= 2147483647 ? id : null;
}
