import { Head, router, usePage, useRemember } from '@inertiajs/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { SHOP_LIST_PROPS, SHOP_NEW_LIST, SHOP_SORTS, type ShopSort } from '#server/catalog/catalog.rules';
import { route } from '#server/storefront-route-table';
import { CloseIcon, SearchIcon } from '#js/components/icons';
import { Breadcrumb } from '#js/components/storefront/breadcrumb';
import { InfoBlurbs, ShopBanners, ShopPagination } from '#js/components/storefront/islands';
import { useMediaQuery } from '#js/components/storefront/use-media-query';
import { ProductCard } from '#js/components/storefront/product-card';
import { ScrollingList, type ListEdge } from '#js/components/storefront/scrolling-list';
import { FilterIcon } from '#js/components/storefront/storefront-icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { msg, useTranslation } from '#js/i18n';
import type { AppliedFilters, FilterOption, ShopPageProps } from '#server/catalog/catalog.pages';

type ListFilter = 'productType' | 'schoolLevel' | 'grade';


/** Phones get the next page as they scroll; wider screens keep the pager (docs/decisions/099). */
const SCROLLING_SCREEN = '(max-width: 47.99rem)';
/** Pages loaded by scrolling before a button asks, so the footer stays reachable. */
const AUTO_LOADS = 2;

export const SORT_LABELS: Record<ShopSort, string> = {
  default: msg('Featured'),
  'price-asc': msg('Price: low to high'),
  'price-desc': msg('Price: high to low'),
  'name-asc': msg('Name: A to Z'),
  'name-desc': msg('Name: Z to A'),
};

export default function ShopIndex({ products, appliedFilters, filterOptions, categoryBanners, featuredProduct, likelyPhone }: ShopPageProps) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  /** Only non-empty filters travel; the visit reloads just the list, keeps state and scroll, and replaces history. */
  function visitShop(filters: Partial<AppliedFilters>) {
    const query: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(filters)) {
      if (Array.isArray(value) ? value.length : value) query[key] = value;
    }
    router.get(route('client.products'), query as Record<string, string>, {
      only: SHOP_LIST_PROPS,
      reset: SHOP_NEW_LIST,
      preserveState: true,
      preserveScroll: true,
      replace: true,
      onStart: () => setLoading(true),
      onFinish: () => setLoading(false),
    });
  }

  // The visitor type decides whether product types can be filtered; when the server learns it (the journey popup),
  // the filter options and the list it shaped are fetched again.
  const serverVisitorType = usePage().props.visitorType;
  const [listedFor, setListedFor] = useState(serverVisitorType);
  useEffect(() => {
    if (serverVisitorType === listedFor) return;
    setListedFor(serverVisitorType);
    router.reload({ only: ['filterOptions', ...SHOP_LIST_PROPS], reset: SHOP_NEW_LIST });
  }, [serverVisitorType, listedFor]);

  const onToggle = (filter: ListFilter, id: number, checked: boolean) => {
    const current = appliedFilters[filter];
    const next = checked ? [...current, id] : current.filter((value) => value !== id);
    visitShop({ ...appliedFilters, [filter]: next });
  };
  const onSearch = (search: string) => visitShop({ ...appliedFilters, search: search.trim() });
  const onSort = (sort: ShopSort) => visitShop({ ...appliedFilters, sort: sort === 'default' ? undefined : sort });
  const onClearAll = () => {
    router.get(route('client.products'), {}, {
      only: SHOP_LIST_PROPS,
      reset: SHOP_NEW_LIST,
      preserveState: true,
      preserveScroll: true,
      replace: true,
      onStart: () => setLoading(true),
      onFinish: () => setLoading(false),
    });
  };
  // A phone's first render is already the scrolling list (docs/decisions/171).
  const scrolling = useMediaQuery(SCROLLING_SCREEN, likelyPhone);
  const shown = useShownRange(products);
  const cards = products.data.map((product) => <ProductCard key={product.id} product={product} />);
  const activeCount =
    appliedFilters.productType.length + appliedFilters.schoolLevel.length + appliedFilters.grade.length + (appliedFilters.search ? 1 : 0);

  return (
    <>
      <Head title={t('Shop')} />
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
        <Breadcrumb items={[{ label: t('Home'), href: route('client.home') }, { label: t('Shop') }]} />
        <h1 className="sr-only">{t('Shop')}</h1>

        <ShopBanners categoryBanners={categoryBanners} featuredProduct={featuredProduct} />

        <div className="mt-12 grid gap-8 lg:grid-cols-[17rem_1fr]">
          <div>
            <button
              type="button"
              onClick={() => setFiltersOpen(!filtersOpen)}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              className={buttonClasses('secondary', 'md', 'w-full lg:hidden')}
            >
              <FilterIcon className="size-4" />
              {filtersOpen ? t('Hide filters') : t('Show filters')}
              {activeCount ? <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{activeCount}</span> : null}
            </button>
            <aside id={filtersId} aria-label={t('Filters')} className={`${filtersOpen ? 'mt-4 block' : 'hidden'} space-y-7 lg:mt-0 lg:block`}>
              <ShopSearch initial={appliedFilters.search} onSearch={onSearch} />
              {filterOptions.productTypes.length > 0 && (
                <FilterGroup legend={t('Product type')} filter="productType" options={filterOptions.productTypes} selected={appliedFilters.productType} onToggle={onToggle} />
              )}
              <FilterGroup legend={t('School level')} filter="schoolLevel" options={filterOptions.schoolLevels} selected={appliedFilters.schoolLevel} onToggle={onToggle} />
              <FilterGroup legend={t('Grade')} filter="grade" options={filterOptions.grades} selected={appliedFilters.grade} onToggle={onToggle} />
              <button type="button" onClick={onClearAll} className={buttonClasses('ghost', 'sm', 'px-2 underline underline-offset-4')}>
                {t('Clear all')}
              </button>
            </aside>
          </div>

          <section aria-labelledby="shop-results" aria-busy={loading}>
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
              <h2 id="shop-results" className="text-lg font-bold text-slate-900" aria-live="polite">
                {products.total > 0
                  ? t('Showing {{from}} to {{to}} of {{total}} products', { from: shown.from ?? 0, to: shown.to ?? 0, total: products.total })
                  : t('No products found')}
              </h2>
              <SortSelect value={(appliedFilters.sort as ShopSort | undefined) ?? 'default'} onSort={onSort} />
            </div>
            {appliedFilters.is_best_seller ? (
              <p className="mt-4 flex items-center gap-2 text-sm">
                <span className="inline-flex items-center gap-2 rounded-full bg-sun-400/30 px-3 py-1 font-semibold text-brand-900">
                  {t('Best sellers only')}
                  <button
                    type="button"
                    onClick={() => visitShop({ ...appliedFilters, is_best_seller: undefined })}
                    className="rounded-full p-0.5 hover:bg-white/60"
                  >
                    <CloseIcon className="size-3.5" />
                    <span className="sr-only">{t('Show all products')}</span>
                  </button>
                </span>
              </p>
            ) : null}
            <div className={`mt-6 transition-opacity ${loading ? 'opacity-60' : ''}`}>
              {products.data.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
                  <SearchIcon className="mx-auto size-10 text-slate-400" />
                  <h3 className="mt-4 text-xl font-bold text-slate-900">{t('No products match your criteria')}</h3>
                  <p className="mt-2 text-slate-600">{t('Try adjusting your filters or search')}</p>
                </div>
              ) : scrolling ? (
                <ScrollingList
                  prop="products"
                  perPage={products.per_page}
                  autoLoads={AUTO_LOADS}
                  className="grid gap-6 md:grid-cols-2"
                  edge={(edge) => <MoreProducts {...edge} total={products.total} />}
                >
                  {cards}
                </ScrollingList>
              ) : (
                <div className="grid gap-6 md:grid-cols-2">{cards}</div>
              )}
            </div>
            {scrolling ? null : <ShopPagination products={products} />}
          </section>
        </div>

        <InfoBlurbs className="mt-16" />
      </div>
    </>
  );
}

/** The search box keeps what is typed until it is sent; a new search from the server (Clear all, a link) replaces it. */
function ShopSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    setSeen(initial);
    setSearch(initial);
  }
  const inputId = useId();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(search);
  }
  return (
    <form role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="mb-2 block text-sm font-bold tracking-wide text-slate-800 uppercase">
        {t('Search')}
      </label>
      <div className="flex">
        <input
          id={inputId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('Search anything here...')}
          maxLength={100}
          enterKeyHint="search"
          className="min-h-11 w-full min-w-0 rounded-l-xl border border-r-0 border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
        />
        <button type="submit" className="flex min-h-11 items-center rounded-r-xl bg-brand-700 px-3.5 text-white hover:bg-brand-800">
          <SearchIcon className="size-5" />
          <span className="sr-only">{t('Search')}</span>
        </button>
      </div>
    </form>
  );
}

function FilterGroup(props: {
  legend: string;
  filter: ListFilter;
  options: FilterOption[];
  selected: number[];
  onToggle: (filter: ListFilter, id: number, checked: boolean) => void;
}) {
  if (props.options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-bold tracking-wide text-slate-800 uppercase">{props.legend}</legend>
      <ul className="space-y-1">
        {props.options.map((option) => {
          const id = `${props.filter}-${option.id}`;
          return (
            <li key={option.id}>
              <label htmlFor={id} className="flex min-h-9 cursor-pointer items-center gap-3 rounded-lg px-2 text-slate-700 hover:bg-brand-50">
                <input
                  id={id}
                  type="checkbox"
                  checked={props.selected.includes(option.id)}
                  onChange={(event) => props.onToggle(props.filter, option.id, event.target.checked)}
                  className="size-4.5 shrink-0 rounded border-slate-300 accent-brand-700"
                />
                <span className="text-sm">{option.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function SortSelect({ value, onSort }: { value: ShopSort; onSort: (sort: ShopSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {t('Sort by')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onSort(event.target.value as ShopSort)}
        className="min-h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600"
      >
        {SHOP_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ShownRange {
  from: number | null;
  to: number | null;
  firstId: number | undefined;
  lastId: number | undefined;
  count: number;
}

const rangeOf = (products: ShopPageProps['products']): ShownRange => ({
  from: products.from,
  to: products.to,
  firstId: products.data[0]?.id,
  lastId: products.data[products.data.length - 1]?.id,
  count: products.data.length,
});

/**
 * The products shown, counted across the pages scrolling has joined: a page added at the end keeps the first
 * number, a page added in front keeps the last; any other list (a filter, a pager page) is counted afresh.
 * Remembered in the history entry, so Back shows the same count as the list it restores.
 */
function useShownRange(products: ShopPageProps['products']): ShownRange {
  const [range, setRange] = useRemember<ShownRange>(rangeOf(products), 'shop:shown-range');
  const current = rangeOf(products);
  if (current.firstId === range.firstId && current.lastId === range.lastId && current.count === range.count) return range;
  const grew = current.count > range.count && range.count > 0;
  const next = {
    ...current,
    from: grew && current.firstId === range.firstId ? range.from : current.from,
    to: grew && current.lastId === range.lastId ? range.to : current.to,
  };
  setRange(next);
  return next;
}

/** The edge of a scrolling list: loading, a button once scrolling stops loading by itself, or the end. */
function MoreProducts(props: ListEdge & { total: number }) {
  const { direction, loading, hasMore, manualMode, fetch } = props;
  const { t } = useTranslation();
  if (loading) {
    return (
      <p role="status" className="py-6 text-center text-sm font-semibold text-slate-600">
        {direction === 'later' ? t('Loading more products…') : t('Loading earlier products…')}
      </p>
    );
  }
  if (hasMore && manualMode) {
    return (
      <div className="py-6 text-center">
        <button type="button" onClick={fetch} className={buttonClasses('secondary', 'md')}>
          {direction === 'later' ? t('Show more products') : t('Show earlier products')}
        </button>
      </div>
    );
  }
  if (!hasMore && direction === 'later' && props.total > 0) {
    return <p className="py-6 text-center text-sm text-slate-600">{t('That is all {{total}} products.', { total: props.total })}</p>;
  }
  return null;
}
