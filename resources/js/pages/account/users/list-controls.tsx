import { Link } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import type { SortDirection } from '#server/http/list-query.schemas';
import type { PaginationLink } from '#server/http/pagination.rules';
import { SearchIcon } from '#js/components/icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';

// The account lists' shared controls (My Users, Viewing History, My Programs / My Videos): sortable column
// headers, the same sort as buttons on small screens, the search box and the server-made pagination.

interface SortState<Column extends string> {
  sortBy: Column;
  sortDirection: SortDirection;
  onSort: (column: Column) => void;
}

/** A column header whose button sorts by it; aria-sort tells screen readers the current order. */
export function SortableHeader<Column extends string>({
  column,
  label,
  sortBy,
  sortDirection,
  onSort,
  align = 'left',
}: SortState<Column> & { column: Column; label: string; align?: 'left' | 'right' }) {
  const active = sortBy === column;
  const sort = active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={sort} className={`px-4 py-3 font-semibold whitespace-nowrap ${align === 'right' ? 'text-right' : ''}`}>
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 rounded-md font-semibold hover:text-brand-800">
        {label}
        <span aria-hidden="true" className={active ? 'text-brand-700' : 'text-slate-400'}>
          {active ? (sortDirection === 'asc' ? '↑' : '↓') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The sort as a row of buttons, for the card layout on small screens. */
export function SortButtons<Column extends string>({
  columns,
  label,
  sortBy,
  sortDirection,
  onSort,
  className = 'md:hidden',
}: SortState<Column> & { columns: readonly { column: Column; label: string }[]; label: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`mb-3 flex flex-wrap items-center gap-2 ${className}`} role="group" aria-label={label}>
      <span className="text-sm font-medium text-slate-600">{t('Sort by')}</span>
      {columns.map(({ column, label: columnLabel }) => {
        const active = sortBy === column;
        return (
          <button
            key={column}
            type="button"
            onClick={() => onSort(column)}
            aria-pressed={active}
            className={buttonClasses(active ? 'primary' : 'secondary', 'sm')}
          >
            {columnLabel}
            {active ? <span aria-hidden="true">{sortDirection === 'asc' ? ' ↑' : ' ↓'}</span> : null}
            {active ? <span className="sr-only">{sortDirection === 'asc' ? t(', ascending') : t(', descending')}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** The next direction when a column is clicked: a new column starts with `first`, the same column flips. */
export function nextDirection(current: { sortBy: string; sortDirection: SortDirection }, column: string, first: SortDirection = 'asc'): SortDirection {
  if (current.sortBy !== column) return first;
  return current.sortDirection === 'asc' ? 'desc' : 'asc';
}

/** A search box that searches on submit (the button or Enter). */
export function SearchBox({ label, placeholder, initial, onSearch }: { label: string; placeholder: string; initial: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [seen, setSeen] = useState(initial);
  // A new search from the server (e.g. Clear Filters) replaces what was typed.
  if (initial !== seen) {
    setSeen(initial);
    setValue(initial);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <form role="search" onSubmit={onSubmit} className="flex min-w-0 grow basis-full gap-2 sm:basis-auto sm:max-w-md">
      <label className="sr-only" htmlFor="account-list-search">
        {label}
      </label>
      <input
        id="account-list-search"
        type="search"
        value={value}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        className="block min-h-11 w-full min-w-0 rounded-full border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      />
      <button type="submit" className={buttonClasses('primary', 'md', 'shrink-0')}>
        <SearchIcon className="size-4" />
        {t('Search')}
      </button>
    </form>
  );
}

/** The server's link list drives Previous, the numbers and Next (labelled by the server in the page's language). */
export function Pagination({ links, only, label }: { links: PaginationLink[]; only: string[]; label: string }) {
  if (links.length <= 3) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap justify-center gap-2">
      {links.map((link, index) =>
        link.url ? (
          <Link
            key={`${link.label}-${index}`}
            href={link.url}
            preserveScroll
            preserveState
            only={only}
            aria-current={link.active ? 'page' : undefined}
            className={
              'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-semibold ' +
              (link.active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-700 hover:bg-brand-50')
            }
          >
            {link.label}
          </Link>
        ) : (
          <span
            key={`${link.label}-${index}`}
            aria-disabled="true"
            className="inline-flex min-h-10 items-center justify-center rounded-full border border-slate-100 px-3 text-sm text-slate-400"
          >
            {link.label}
          </span>
        ),
      )}
    </nav>
  );
}

/** 422 errors as a list (account-area §8 "422 errors are listed"). */
export function ErrorList({ title, errors }: { title: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
