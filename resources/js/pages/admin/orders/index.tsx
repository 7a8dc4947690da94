import { Head, Link } from '@inertiajs/react';
import type { AdminOrderFilters, AdminOrderRow, AdminOrdersPageProps } from '#server/admin/order-list.pages';
import { route } from '#server/route-table';
import { DataTable, DataTablePagination, dataTableColumns } from '#js/components/admin/data-table';
import { DateFilter, formatCents, orderStatusTone, PersonCell, RowsPerPageFilter, SearchField, SelectFilter, StatusBadge, visitList } from '#js/components/admin/list-controls';
import { buttonClasses } from '#js/components/ui/button-classes';

const DEFAULTS = { date_basis: 'placed', sort: 'created_at', direction: 'desc', per_page: 25 };

const column = dataTableColumns<AdminOrderRow>();
const columns = column.columns([
  column.accessor('id', {
    header: 'Order #',
    cell: (info) => (
      <Link href={info.row.original.detail_url} className="font-mono font-semibold text-brand-800 hover:underline">
        #{info.row.original.order_number}
      </Link>
    ),
  }),
  column.accessor('placed_at', { id: 'created_at', header: 'Placed', cell: (info) => <span className="whitespace-nowrap">{info.row.original.placed_at_label}</span> }),
  column.accessor('customer_name', {
    id: 'customer',
    header: 'Customer',
    cell: (info) => {
      const order = info.row.original;
      return <PersonCell href={order.customer_url} name={order.customer_name} email={order.customer_email} detail={order.organization} />;
    },
  }),
  column.accessor('status_id', {
    id: 'status',
    header: 'Status',
    cell: (info) => <StatusBadge tone={orderStatusTone(info.row.original.status_id)}>{info.row.original.status_name}</StatusBadge>,
  }),
  column.accessor('payment_type_label', { id: 'payment_type', header: 'Payment', enableSorting: false }),
  column.accessor('items_count', {
    id: 'items',
    header: 'Lines',
    enableSorting: false,
    cell: (info) => (
      <span className="whitespace-nowrap">
        {info.row.original.items_count}
        {info.row.original.has_physical_items ? <span className="ml-1 text-xs text-slate-500">(ships)</span> : null}
      </span>
    ),
  }),
  column.accessor('total_cents', { id: 'total', header: 'Total', cell: (info) => <span className="font-semibold">{formatCents(info.row.original.total_cents)}</span> }),
]);

/** Every order, searchable and filtered; the URL holds the list's state, the CSV export takes the same filters. */
export default function AdminOrders({ orders, filters, status_options, payment_type_options, export_url }: AdminOrdersPageProps) {
  const visit = (changes: Partial<AdminOrderFilters>) => visitList(route('admin.orders'), { ...filters, ...changes }, DEFAULTS);
  const filtered = Boolean(filters.search || filters.status || filters.payment_type || filters.date_from || filters.date_to);

  return (
    <>
      <Head title="Orders" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">Orders</h1>
        <a href={export_url} className={buttonClasses('secondary', 'sm')} download>
          Export CSV<span className="sr-only"> of the orders shown by these filters</span>
        </a>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2 lg:col-span-6 xl:col-span-2">
          <SearchField label="Search" value={filters.search} placeholder="Order #, name, e-mail or organization" onSearch={(search) => visit({ search })} />
        </div>
        <SelectFilter label="Status" value={filters.status} options={status_options} anyLabel="Any status" onChange={(status) => visit({ status: status as AdminOrderFilters['status'] })} />
        <SelectFilter
          label="Payment type"
          value={filters.payment_type}
          options={payment_type_options}
          anyLabel="Any payment"
          onChange={(payment_type) => visit({ payment_type: payment_type as AdminOrderFilters['payment_type'] })}
        />
        <DateFilter label={filters.date_basis === 'paid' ? 'Paid from' : 'Placed from'} value={filters.date_from} onChange={(date_from) => visit({ date_from })} />
        <DateFilter label={filters.date_basis === 'paid' ? 'Paid to' : 'Placed to'} value={filters.date_to} onChange={(date_to) => visit({ date_to })} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
          <SelectFilter
            label="Dates are"
            value={filters.date_basis === 'placed' ? '' : filters.date_basis}
            options={[{ value: 'paid', label: 'Paid dates' }]}
            anyLabel="Placed dates"
            onChange={(basis) => visit({ date_basis: basis === 'paid' ? 'paid' : 'placed' })}
          />
          <RowsPerPageFilter value={filters.per_page} onChange={(per_page) => visit({ per_page })} />
          {filtered ? (
            <Link href={route('admin.orders')} preserveScroll className={buttonClasses('ghost', 'sm', 'self-end')}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>

      <div className="mt-4">
        <DataTable
          caption={`Orders${filtered ? ', filtered' : ''}, sorted by ${filters.sort} ${filters.direction === 'asc' ? 'ascending' : 'descending'}`}
          columns={columns}
          rows={orders.data}
          rowKey={(order) => String(order.id)}
          sort={{ column: filters.sort, direction: filters.direction }}
          onSort={({ column: sort, direction }) => visit({ sort: sort as AdminOrderFilters['sort'], direction })}
          numeric={['total', 'items']}
          empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
        />
        <DataTablePagination meta={orders} noun="orders" />
      </div>
    </>
  );
}
