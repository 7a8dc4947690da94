import { Link, router } from '@inertiajs/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { PER_PAGE_CHOICES } from '#server/http/list-query.schemas';
import { formatMoney } from '#js/lib/money';

// Building blocks of the staff lists' filter bars. The list's state is the URL: every change is a GET visit with
// the query string (defaults left out), so a filtered list can be bookmarked, shared and exported as it is shown.

export type ListQuery = Record<string, string | number | undefined | null>;

export function visitList(url: string, query: ListQuery, defaults: ListQuery = {}) {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || defaults[key] === value) continue;
    cleaned[key] = String(value);
  }
  router.get(url, cleaned, { preserveState: true, preserveScroll: true });
}

export const formatCents = (cents: number) => formatMoney(cents / 100);

const FIELD = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-200';

export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A search box that submits on Enter or its button (not on each keystroke: every search is a query). */
export function SearchField({ label, value, placeholder, onSearch }: { label: string; value: string; placeholder: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(value);
  useEffect(() => setTerm(value), [value]);
  return (
    <form
      role="search"
      className="min-w-0"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term.trim());
      }}
    >
      <FilterField label={label}>
        {(id) => (
          <div className="flex gap-2">
            <input id={id} type="search" value={term} maxLength={100} placeholder={placeholder} onChange={(event) => setTerm(event.target.value)} className={FIELD} />
            <button type="submit" className="min-h-10 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
              Search
            </button>
          </div>
        )}
      </FilterField>
    </form>
  );
}

export function SelectFilter({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={FIELD}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FilterField label={label}>
      {(id) => <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} className={FIELD} />}
    </FilterField>
  );
}

export function TextFilter({ label, value, inputMode, onCommit }: { label: string; value: string; inputMode?: 'numeric'; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          value={text}
          inputMode={inputMode}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => (text.trim() !== value ? onCommit(text.trim()) : undefined)}
          onKeyDown={(event) => (event.key === 'Enter' ? onCommit(text.trim()) : undefined)}
          className={FIELD}
        />
      )}
    </FilterField>
  );
}

export function StatusBadge({ tone, children }: { tone: 'green' | 'amber' | 'red' | 'slate' | 'blue'; children: ReactNode }) {
  const tones = {
    green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    red: 'bg-red-50 text-red-800 ring-red-200',
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
    blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

/** Order status colours: waiting amber, failed/cancelled/refunded red, paid green, done slate. */
export function orderStatusTone(statusId: number): 'green' | 'amber' | 'red' | 'slate' | 'blue' {
  if (statusId === 1 || statusId === 2) return 'amber';
  if (statusId >= 3 && statusId <= 5) return 'red';
  if (statusId === 9) return 'slate';
  if (statusId === 7 || statusId === 8) return 'blue';
  return 'green';
}

const [DEFAULT_PER_PAGE, ...MORE_PER_PAGE] = PER_PAGE_CHOICES;
const PER_PAGE_OPTIONS = MORE_PER_PAGE.map((value) => ({ value: String(value), label: `${value} per page` }));

/** Rows per page; the default (25) is left out of the URL. */
export function RowsPerPageFilter({ value, onChange }: { value: number; onChange: (perPage: number) => void }) {
  return (
    <SelectFilter
      label="Rows"
      value={value === DEFAULT_PER_PAGE ? '' : String(value)}
      options={PER_PAGE_OPTIONS}
      anyLabel={`${DEFAULT_PER_PAGE} per page`}
      onChange={(choice) => onChange(Number(choice) || DEFAULT_PER_PAGE)}
    />
  );
}

/** A list cell for a person: the name (or the e-mail when there is none) linking to them, the e-mail, a detail line. */
export function PersonCell({ href, name, email, detail }: { href: string; name: string; email: string; detail?: string | null }) {
  return (
    <span className="block max-w-64">
      <Link href={href} className="font-medium text-brand-800 hover:underline">
        {name || email}
      </Link>
      <span className="block truncate text-xs text-slate-500">{email}</span>
      {detail ? <span className="block truncate text-xs text-slate-500">{detail}</span> : null}
    </span>
  );
}
