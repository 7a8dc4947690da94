import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from '#server/http/errors.js';
import { toFieldErrors } from '#server/http/validation.rules.js';
import { DATE_RANGE_REVERSED, PER_PAGE_CHOICES, type SortDirection } from '#server/http/list-query.schemas.js';

/** A staff list's query string, checked: a value off the whitelist answers 422 with the field's message. */
export function parseListQuery<Schema extends z.ZodType>(schema: Schema, req: Request): z.output<Schema> {
  const parsed = schema.safeParse(req.query);
  if (parsed.success) return parsed.data;
  const errors = toFieldErrors(parsed.error);
  throw new HttpError(422, errors.date_to === DATE_RANGE_REVERSED ? DATE_RANGE_REVERSED : (Object.values(errors)[0] ?? 'The given data was invalid.'), errors);
}

/**
 * Counts the list and reads the requested page at the same time (two queries in parallel on the pool rather than
 * one after the other); a page past the end is read again as the last page, as `paginate` shows it.
 */
export async function countAndReadPage<Row>(
  count: () => Promise<number>,
  readPage: (skip: number) => Promise<Row[]>,
  requestedPage: number,
  perPage: number,
): Promise<{ total: number; rows: Row[] }> {
  const [total, rows] = await Promise.all([count(), readPage((requestedPage - 1) * perPage)]);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return requestedPage <= lastPage ? { total, rows } : { total, rows: await readPage((lastPage - 1) * perPage) };
}

/** A list's sort and page size in its links, left out when they are the defaults (newest first, 25 a page). */
export function sortAndPageSizeLinkQuery(query: { sort: string; direction: SortDirection; per_page: number }) {
  return {
    sort: query.sort === 'created_at' ? undefined : query.sort,
    direction: query.direction === 'desc' ? undefined : query.direction,
    per_page: query.per_page === PER_PAGE_CHOICES[0] ? undefined : query.per_page,
  };
}
