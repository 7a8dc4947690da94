import { Head, Link, router } from '@inertiajs/react';
import type { ViewingHistoryFilters, ViewingHistoryPageProps } from '#server/licensing/licensing.pages';
import type { ViewingHistoryRow } from '#server/licensing/viewing-history.service';
import { DEFAULT_VIEWING_SORT, type ViewingSortColumn } from '#server/licensing/viewing-history.schemas';
import { route } from '#server/storefront-route-table';
import { buttonClasses } from '#js/components/ui/button-classes';
import { AccountPageHeader } from '#js/layouts/account/account-page-header';
import { EmptyState } from '#js/layouts/account/empty-state';
import { msg, useTranslation } from '#js/i18n';
import { nextDirection, Pagination, SearchBox, SortableHeader, SortButtons } from './users/list-controls';

const SORT_LABELS: Record<ViewingSortColumn, string> = {
  last_watched_at: msg('View Date'),
  watch_count: msg('Views'),
  viewer: msg('Viewed By'),
  product: msg('Product'),
};
const ONLY = ['history', 'filters'];

function visitHistory(filters: ViewingHistoryFilters) {
  router.get(
    route('client.school.user-viewing-history'),
    {
      search: filters.search || undefined,
      sort_by: filters.sort_by === DEFAULT_VIEWING_SORT.sort_by ? undefined : filters.sort_by,
      sort_direction: filters.sort_direction === DEFAULT_VIEWING_SORT.sort_direction ? undefined : filters.sort_direction,
    },
    { preserveState: true, preserveScroll: true, only: ONLY },
  );
}

/** Viewing History (account-area §2, §3 "Viewing history", §9 default last_watched_at descending). */
export default function ViewingHistory({ history, filters, programsUrl }: ViewingHistoryPageProps) {
  const { t } = useTranslation();
  const isDefault = !filters.search && filters.sort_by === DEFAULT_VIEWING_SORT.sort_by && filters.sort_direction === DEFAULT_VIEWING_SORT.sort_direction;

  function onSort(column: ViewingSortColumn) {
    // Dates and counts start with the newest / most; names and titles from A.
    const first = column === 'last_watched_at' || column === 'watch_count' ? 'desc' : 'asc';
    visitHistory({ ...filters, sort_by: column, sort_direction: nextDirection({ sortBy: filters.sort_by, sortDirection: filters.sort_direction }, column, first) });
  }
  const sortState = { sortBy: filters.sort_by, sortDirection: filters.sort_direction, onSort };

  return (
    <>
      <Head title={t('Viewing History')} />
      <AccountPageHeader title={t('Viewing History')} description={t('Who watched which video, when, and how often.')} />

      <div className="mb-5 flex flex-wrap items-center gap-3">
        <SearchBox
          label={t('Search the viewing history')}
          placeholder={t('Viewer or product')}
          initial={filters.search}
          onSearch={(search) => visitHistory({ ...filters, search })}
        />
        {!isDefault ? (
          <button type="button" onClick={() => visitHistory({ search: '', ...DEFAULT_VIEWING_SORT })} className={buttonClasses('ghost', 'md')}>
            {t('Clear Filters')}
          </button>
        ) : null}
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {history.total > 0 ? t('Showing {{from}} to {{to}} of {{total}}', { from: history.from ?? 0, to: history.to ?? 0, total: history.total }) : null}
        </p>
      </div>

      {history.data.length === 0 ? (
        <EmptyState
          title={filters.search ? t('No views match your search') : t('No viewing history yet')}
          action={
            <Link href={programsUrl} className={buttonClasses('primary')}>
              {t('Go to My Programs')}
            </Link>
          }
        >
          {filters.search ? t('Try another name or title, or clear the search.') : t('When someone watches a program, it appears here.')}
        </EmptyState>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('Viewing history')}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <SortableHeader column="last_watched_at" label={t('View Date')} {...sortState} />
                  <SortableHeader column="last_watched_at" label={t('View Time')} {...sortState} />
                  <SortableHeader column="watch_count" label={t('Views')} {...sortState} />
                  <SortableHeader column="viewer" label={t('Viewed By')} {...sortState} />
                  <SortableHeader column="product" label={t('Product')} {...sortState} />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {history.data.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50/70">
                    <td className="px-4 py-3 whitespace-nowrap text-slate-900">{row.view_date}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{row.view_time}</td>
                    <td className="px-4 py-3 font-semibold text-slate-900">{row.watch_count}</td>
                    <td className="px-4 py-3 text-slate-900">
                      <Viewer row={row} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">{row.product.title}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="md:hidden">
            <SortButtons
              columns={(Object.keys(SORT_LABELS) as ViewingSortColumn[]).map((column) => ({ column, label: t(SORT_LABELS[column]) }))}
              label={t('Sort the viewing history')}
              {...sortState}
            />
            <ul className="space-y-3">
              {history.data.map((row) => (
                <li key={row.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                  <p className="font-semibold text-slate-900">{row.product.title}</p>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-slate-600">{t('Viewed By')}</dt>
                    <dd className="text-slate-900">
                      <Viewer row={row} />
                    </dd>
                    <dt className="text-slate-600">{t('View Date')}</dt>
                    <dd className="text-slate-900">
                      {row.view_date}, {row.view_time}
                    </dd>
                    <dt className="text-slate-600">{t('Views')}</dt>
                    <dd className="font-semibold text-slate-900">{row.watch_count}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </div>

          <Pagination links={history.links} only={ONLY} label={t('Viewing history pages')} />
        </>
      )}
    </>
  );
}

function Viewer({ row }: { row: ViewingHistoryRow }) {
  const { t } = useTranslation();
  return (
    <>
      {row.user.first_name} {row.user.last_name}
      {row.user.is_removed ? <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">{t('removed user')}</span> : null}
    </>
  );
}
