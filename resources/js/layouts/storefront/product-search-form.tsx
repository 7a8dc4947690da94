import { router, usePage } from '@inertiajs/react';
import { useId, useState, type FormEvent } from 'react';
import { route } from '#server/storefront-route-table';
import { SearchIcon } from '#js/components/icons';
import { useTranslation } from '#js/i18n';
import { pathOf } from './nav-items';

/** The search term in the current URL when the visitor is on the products list, so the box shows what was searched. */
function searchTermOf(url: string): string {
  if (pathOf(url) !== route('client.products')) return '';
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('search') ?? '';
}

/** Header search: sends the visitor to the products list with `search` (spec §2 "Layout"). */
export function ProductSearchForm({ className = '' }: { className?: string }) {
  const { url } = usePage();
  const { t } = useTranslation();
  const inputId = useId();
  const [term, setTerm] = useState(() => searchTermOf(url));
  const [seenUrl, setSeenUrl] = useState(url);
  if (url !== seenUrl) {
    // A new page: show its search term (or none), like a server-rendered form would.
    setSeenUrl(url);
    setTerm(searchTermOf(url));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = term.trim();
    router.get(route('client.products', {}, { search }));
  }

  return (
    <form role="search" onSubmit={onSubmit} className={`flex w-full items-stretch ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t('Search products')}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id={inputId}
          type="search"
          name="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('Search the shop…')}
          autoComplete="off"
          enterKeyHint="search"
          className={
            'h-11 w-full rounded-l-full border border-r-0 border-slate-300 bg-slate-50 pr-3 pl-11 text-base text-slate-900 ' +
            'placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:bg-white focus:outline-2 ' +
            'focus:outline-offset-0 focus:outline-brand-600 sm:text-sm'
          }
        />
      </div>
      <button
        type="submit"
        className="h-11 rounded-r-full bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
      >
        {t('Search')}
      </button>
    </form>
  );
}
