import type { ScrollPosition } from '#server/inertia/props.js';
import { toQueryString, type QueryValue } from '#server/route-table.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';

// The pagination fields of storefront §3, with the server-made link list that drives Previous/Next and numbers.
// The link labels are written in the page's language (docs/decisions/162): a customer list passes req.locale, a
// staff list 'en' (staff pages are English); the pages show the labels as they come.
export interface PaginationLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface PaginationMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  from: number | null;
  to: number | null;
  links: PaginationLink[];
}

export type Paginated<T> = PaginationMeta & { data: T[] };

const WINDOW = 2;

export function paginate(input: {
  total: number;
  page: number;
  perPage: number;
  path: string;
  /** The language of the Previous / Next labels. */
  locale: Locale;
  query?: Record<string, QueryValue>;
}): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(input.total / input.perPage));
  const current = Math.min(Math.max(1, input.page), lastPage);
  const urlFor = (page: number) => {
    const search = toQueryString({ ...input.query, page: page === 1 ? undefined : page });
    return search ? `${input.path}?${search}` : input.path;
  };
  const links: PaginationLink[] = [{ url: current > 1 ? urlFor(current - 1) : null, label: translate(input.locale, 'Previous'), active: false }];
  const first = Math.max(1, Math.min(current - WINDOW, lastPage - 2 * WINDOW));
  const last = Math.min(lastPage, first + 2 * WINDOW);
  for (let page = first; page <= last; page++) links.push({ url: urlFor(page), label: String(page), active: page === current });
  links.push({ url: current < lastPage ? urlFor(current + 1) : null, label: translate(input.locale, 'Next'), active: false });
  const from = input.total === 0 ? null : (current - 1) * input.perPage + 1;
  const to = input.total === 0 ? null : Math.min(input.total, current * input.perPage);
  return { current_page: current, per_page: input.perPage, total: input.total, last_page: lastPage, from, to, links };
}

/** Where a paginated list stands, for `scroll()` props that `<InfiniteScroll>` pages through with `?page=`. */
export function scrollPositionOf(meta: Pick<PaginationMeta, 'current_page' | 'last_page'>): ScrollPosition {
  return {
    pageName: 'page',
    previousPage: meta.current_page > 1 ? meta.current_page - 1 : null,
    nextPage: meta.current_page < meta.last_page ? meta.current_page + 1 : null,
    currentPage: meta.current_page,
  };
}
