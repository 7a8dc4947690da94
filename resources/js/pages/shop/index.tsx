import { Head, Link, router } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { route } from '../../../../server/route-table';
import { ProductCard } from './product-card';
import type { AppliedFilters, FilterOption, ShopPageProps } from './types';

type ListFilter = 'productType' | 'schoolLevel' | 'grade';

/** Only non-empty filters travel; the visit reloads just the list and keeps state, scroll and history length. */
function visitShop(filters: Partial<AppliedFilters>) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value) ? value.length : value) query[key] = value;
  }
  router.get(route('client.products'), query as Record<string, string>, {
    only: ['products', 'appliedFilters'],
    preserveState: true,
    preserveScroll: true,
    replace: true,
  });
}

export default function ShopIndex({ products, appliedFilters, filterOptions }: ShopPageProps) {
  const [search, setSearch] = useState(appliedFilters.search);

  const onToggle = (filter: ListFilter, id: number, checked: boolean) => {
    const current = appliedFilters[filter];
    const next = checked ? [...current, id] : current.filter((value) => value !== id);
    visitShop({ ...appliedFilters, [filter]: next, search });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    visitShop({ ...appliedFilters, search: search.trim() });
  };
  const onClearAll = () => {
    setSearch('');
    router.get(route('client.products'), {}, { only: ['products', 'appliedFilters'], preserveState: true, preserveScroll: true, replace: true });
  };

  return (
    <>
      <Head title="Shop" />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600">
          <ol className="flex gap-2">
            <li>
              <Link href={route('client.home')} className="hover:text-brand-700">
                Home
              </Link>
            </li>
            <li aria-hidden="true">&gt;</li>
            <li aria-current="page" className="font-medium text-slate-900">
              Shop
            </li>
          </ol>
        </nav>
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <aside aria-label="Filters" className="space-y-6">
            <form role="search" onSubmit={onSearch} className="flex gap-2">
              <label htmlFor="shop-search" className="sr-only">
                Search products
              </label>
              <input
                id="shop-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search anything here..."
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600"
              />
              <button type="submit" className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                Search
              </button>
            </form>
            {filterOptions.productTypes.length > 0 && (
              <FilterGroup legend="Product type" filter="productType" options={filterOptions.productTypes} selected={appliedFilters.productType} onToggle={onToggle} />
            )}
            <FilterGroup legend="School level" filter="schoolLevel" options={filterOptions.schoolLevels} selected={appliedFilters.schoolLevel} onToggle={onToggle} />
            <FilterGroup legend="Grade" filter="grade" options={filterOptions.grades} selected={appliedFilters.grade} onToggle={onToggle} />
            <button type="button" onClick={onClearAll} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
              Clear all
            </button>
          </aside>
          <section aria-label="Products" aria-live="polite">
            {products.data.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 p-12 text-center">
                <h2 className="text-lg font-semibold text-slate-900">No products match your criteria</h2>
                <p className="mt-2 text-slate-600">Try adjusting your filters or search</p>
              </div>
            ) : (
              <>
                <p className="mb-4 text-sm text-slate-600">
                  Showing {products.from} to {products.to} of {products.total} products
                </p>
                <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                  {products.data.map((product) => (
                    <ProductCard key={product.id} product={product} />
                  ))}
                </div>
                {products.last_page > 1 && (
                  <nav aria-label="Pagination" className="mt-8 flex flex-wrap justify-center gap-2">
                    {products.links.map((link) =>
                      link.url ? (
                        <Link
                          key={link.label}
                          href={link.url}
                          only={['products', 'appliedFilters']}
                          preserveState
                          aria-current={link.active ? 'page' : undefined}
                          className={`rounded-lg border px-3 py-1.5 text-sm ${link.active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:border-brand-600'}`}
                        >
                          {link.label}
                        </Link>
                      ) : (
                        <span key={link.label} className="rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-slate-500">
                          {link.label}
                        </span>
                      ),
                    )}
                  </nav>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function FilterGroup(props: {
  legend: string;
  filter: ListFilter;
  options: FilterOption[];
  selected: number[];
  onToggle: (filter: ListFilter, id: number, checked: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">{props.legend}</legend>
      <ul className="space-y-1.5">
        {props.options.map((option) => {
          const id = `${props.filter}-${option.id}`;
          return (
            <li key={option.id} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                checked={props.selected.includes(option.id)}
                onChange={(event) => props.onToggle(props.filter, option.id, event.target.checked)}
                className="size-4 rounded border-slate-300 accent-brand-700"
              />
              <label htmlFor={id} className="text-sm text-slate-700">
                {option.name}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
