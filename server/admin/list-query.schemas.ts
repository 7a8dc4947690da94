import { z } from 'zod';
import { isCalendarDate } from '#server/orders/orders.schemas.js';

// Query-string pieces shared by the staff lists (docs/decisions/071). Every list's state lives in the URL; an
// absent or empty parameter means "no filter" / the default, anything else must be on a whitelist or the request
// is answered 422 with the field's message (never a 500, never a query built from unchecked input).

export const INVALID_DATE = 'Please choose a valid date.';
export const DATE_RANGE_REVERSED = 'The end date cannot be before the start date.';
export const PER_PAGE_CHOICES = [25, 50, 100] as const;
export const SEARCH_MAX = 100;

export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ZSearchTerm = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'Please enter the search as text.' })
    .trim()
    .max(SEARCH_MAX, `The search can be at most ${SEARCH_MAX} characters.`)
    .transform((term) => term.replace(/\s+/g, ' '))
    .optional(),
);

export const ZIsoDate = z.preprocess(emptyToUndefined, z.string({ error: INVALID_DATE }).refine(isCalendarDate, INVALID_DATE).optional());

export const ZPage = z.preprocess(
  emptyToUndefined,
  z.string({ error: 'Please choose a valid page.' }).regex(/^[1-9]\d{0,5}$/, 'Please choose a valid page.').transform(Number).default(1),
);

export const ZPerPage = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'Please choose 25, 50 or 100 rows per page.' })
    .refine((value) => (PER_PAGE_CHOICES as readonly number[]).includes(Number(value)) && /^\d+$/.test(value), 'Please choose 25, 50 or 100 rows per page.')
    .transform(Number)
    .default(PER_PAGE_CHOICES[0]),
);

/** A list's date range is in order (`.refine(isDateRangeInOrder, DATE_RANGE_ISSUE)`): an open end always is. */
export const isDateRangeInOrder = (query: { date_from?: string; date_to?: string }) => !query.date_from || !query.date_to || query.date_from <= query.date_to;
export const DATE_RANGE_ISSUE = { path: ['date_to'], message: DATE_RANGE_REVERSED };

export const ZSortDirection = z.preprocess(emptyToUndefined, z.enum(['asc', 'desc'], { error: 'Please sort ascending or descending.' }).default('desc'));

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
