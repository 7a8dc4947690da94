import { Head, Link, router } from '@inertiajs/react';
import type { OrderListRow } from '#server/orders/orders.service';
import type { OrderSortColumn } from '#server/orders/orders.schemas';
import type { Paginated } from '#server/http/pagination.rules';
import { route } from '#server/storefront-route-table';
import { buttonClasses } from '#js/components/ui/button-classes';
import { AccountPageHeader } from '#js/layouts/account/account-page-header';
import { EmptyState } from '#js/layouts/account/empty-state';
import { formatMoney } from '#js/lib/money';
import { msg, useTranslation } from '#js/i18n';
import { DateRangePicker, formatShortDate } from './date-range-picker';
import type { OrderFilters, OrdersPageProps } from '#server/orders/orders.pages';

const COLUMN_LABELS: Record<OrderSortColumn, string> = { created_at: msg('Purchase Date'), id: msg('Order #'), total: msg('Total') };

/** Only what differs from the defaults travels in the URL. */
function visitOrders(filters: OrderFilters) {
  router.get(
    route('client.orders'),
    {
      date_from: filters.date_from ?? undefined,
      date_to: filters.date_to ?? undefined,
      sort_by: filters.sort_by === 'created_at' ? undefined : filters.sort_by,
      sort_direction: filters.sort_direction === 'desc' ? undefined : filters.sort_direction,
    },
    { preserveState: true, preserveScroll: true, only: ['orders', 'filters'] },
  );
}

export default function OrdersIndex({ orders, filters, shopUrl }: OrdersPageProps) {
  const { t, locale } = useTranslation();
  const hasFilters = Boolean(filters.date_from || filters.date_to || filters.sort_by !== 'created_at' || filters.sort_direction !== 'desc');

  function onSort(column: OrderSortColumn) {
    const direction = filters.sort_by === column && filters.sort_direction === 'desc' ? 'asc' : 'desc';
    visitOrders({ ...filters, sort_by: column, sort_direction: direction });
  }

  function onClear() {
    router.get(route('client.orders'), {}, { preserveState: true, preserveScroll: true, only: ['orders', 'filters'] });
  }

  return (
    <>
      <Head title={t('My Orders')} />
      <AccountPageHeader
        title={t('My Orders')}
        description={t('Your orders, newest first. Open one to see its items, payment and purchase order.')}
      />

      <div className="mb-5 flex flex-wrap items-center gap-3">
        <DateRangePicker from={filters.date_from} to={filters.date_to} onApply={(from, to) => visitOrders({ ...filters, date_from: from, date_to: to })} />
        {hasFilters ? (
          <button type="button" onClick={onClear} className={buttonClasses('ghost', 'md')}>
            {t('Clear Filters')}
          </button>
        ) : null}
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {orders.total > 0 ? t('Showing {{from}} to {{to}} of {{total}} orders', { from: orders.from ?? 0, to: orders.to ?? 0, total: orders.total }) : null}
        </p>
      </div>

      {orders.data.length === 0 ? (
        <EmptyState
          title={t('No orders found')}
          action={
            <Link href={shopUrl} className={buttonClasses('primary')}>
              {t('Start Shopping')}
            </Link>
          }
        >
          {filters.date_from
            ? t('No orders were placed in the chosen dates. Try other dates, or clear the filters.')
            : t('When you place an order, it will appear here.')}
        </EmptyState>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{hasFilters ? t('Your orders, filtered or sorted') : t('Your orders')}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <SortableHeader column="created_at" filters={filters} onSort={onSort} />
                  <SortableHeader column="id" filters={filters} onSort={onSort} />
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('Status')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('Items')}
                  </th>
                  <SortableHeader column="total" filters={filters} onSort={onSort} align="right" />
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    <span className="sr-only">{t('Actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {orders.data.map((order) => (
                  <tr key={order.id} className="hover:bg-slate-50/70">
                    <td className="px-4 py-3 whitespace-nowrap text-slate-900">{formatShortDate(order.purchase_date, locale)}</td>
                    <td className="px-4 py-3 font-mono font-semibold text-slate-900">#{order.order_number}</td>
                    <td className="px-4 py-3">
                      <StatusBadge name={order.status_name} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {order.items_count === 1 ? t('{{count}} item', { count: order.items_count }) : t('{{count}} items', { count: order.items_count })}
                      {order.placed_by ? <span className="block text-xs text-slate-500">{t('Placed by {{name}}', { name: order.placed_by })}</span> : null}
                    </td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900">{formatMoney(order.total)}</td>
                    <td className="px-4 py-3 text-right">
                      <Link href={order.detail_url} className={buttonClasses('secondary', 'sm')}>
                        {t('View Detail')}
                        <span className="sr-only"> {t('of order #{{number}}', { number: order.order_number })}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="md:hidden">
            <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label={t('Sort orders')}>
              {(Object.keys(COLUMN_LABELS) as OrderSortColumn[]).map((column) => {
                const active = filters.sort_by === column;
                return (
                  <button key={column} type="button" onClick={() => onSort(column)} aria-pressed={active} className={buttonClasses(active ? 'primary' : 'secondary', 'sm')}>
                    {t(COLUMN_LABELS[column])}
                    {active ? <span aria-hidden="true">{filters.sort_direction === 'asc' ? ' ↑' : ' ↓'}</span> : null}
                    {active ? <span className="sr-only">{filters.sort_direction === 'asc' ? t(', ascending') : t(', descending')}</span> : null}
                  </button>
                );
              })}
            </div>
            <ul className="space-y-3">
              {orders.data.map((order) => (
                <li key={order.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="font-mono font-bold text-slate-900">#{order.order_number}</p>
                      <p className="text-sm text-slate-600">{formatShortDate(order.purchase_date, locale)}</p>
                    </div>
                    <StatusBadge name={order.status_name} />
                  </div>
                  <div className="mt-3 flex items-end justify-between gap-3">
                    <p className="text-sm text-slate-700">
                      {order.items_count === 1 ? t('{{count}} item', { count: order.items_count }) : t('{{count}} items', { count: order.items_count })}
                      {order.placed_by ? <span className="block text-xs text-slate-500">{t('Placed by {{name}}', { name: order.placed_by })}</span> : null}
                      <span className="mt-1 block text-base font-bold text-slate-900">{formatMoney(order.total)}</span>
                    </p>
                    <Link href={order.detail_url} className={buttonClasses('secondary', 'sm')}>
                      {t('View Detail')}
                        <span className="sr-only"> {t('of order #{{number}}', { number: order.order_number })}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </div>

          <Pagination links={orders.links} />
        </>
      )}
    </>
  );
}

function SortableHeader({
  column,
  filters,
  onSort,
  align = 'left',
}: {
  column: OrderSortColumn;
  filters: OrderFilters;
  onSort: (column: OrderSortColumn) => void;
  align?: 'left' | 'right';
}) {
  const { t } = useTranslation();
  const active = filters.sort_by === column;
  const sort = active ? (filters.sort_direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={sort} className={`px-4 py-3 font-semibold ${align === 'right' ? 'text-right' : ''}`}>
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 rounded-md font-semibold hover:text-brand-800">
        {t(COLUMN_LABELS[column])}
        <span aria-hidden="true" className={active ? 'text-brand-700' : 'text-slate-400'}>
          {active ? (filters.sort_direction === 'asc' ? '↑' : '↓') : '↕'}
        </span>
      </button>
    </th>
  );
}

function StatusBadge({ name }: { name: string }) {
  return <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-brand-800">{name}</span>;
}

/** The server's link list drives Previous, the numbers and Next (labelled by the server in the page's language). */
function Pagination({ links }: { links: Paginated<OrderListRow>['links'] }) {
  const { t } = useTranslation();
  if (links.length <= 3) return null;
  return (
    <nav aria-label={t('Orders pages')} className="mt-6 flex flex-wrap justify-center gap-2">
      {links.map((link, index) =>
        link.url ? (
          <Link
            key={`${link.label}-${index}`}
            href={link.url}
            preserveScroll
            preserveState
            only={['orders', 'filters']}
            aria-current={link.active ? 'page' : undefined}
            className={
              'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-semibold ' +
              (link.active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-700 hover:bg-brand-50')
            }
          >
            {link.label}
          </Link>
        ) : (
          <span key={`${link.label}-${index}`} aria-disabled="true" className="inline-flex min-h-10 items-center justify-center rounded-full border border-slate-100 px-3 text-sm text-slate-400">
            {link.label}
          </span>
        ),
      )}
    </nav>
  );
}
