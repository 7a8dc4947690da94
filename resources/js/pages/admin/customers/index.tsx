import { Head, Link } from '@inertiajs/react';
import type { AdminCustomerFilters, AdminCustomerRow, AdminCustomersPageProps } from '#server/admin/customer-list.pages';
import { route } from '#server/route-table';
import { DataTable, DataTablePagination, dataTableColumns } from '#js/components/admin/data-table';
import { PersonCell, RowsPerPageFilter, SearchField, SelectFilter, StatusBadge, visitList } from '#js/components/admin/list-controls';
import { buttonClasses } from '#js/components/ui/button-classes';

const DEFAULTS = { sort: 'created_at', direction: 'desc', per_page: 25 };
const TAX_EXEMPT_LABELS = { pending: 'Certificate to review', approved: 'Tax exempt', rejected: 'Certificate rejected' } as const;

const column = dataTableColumns<AdminCustomerRow>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Customer',
    cell: (info) => {
      const customer = info.row.original;
      return <PersonCell href={customer.detail_url} name={customer.name} email={customer.email} detail={customer.school_name ? `User of ${customer.school_name}` : null} />;
    },
  }),
  column.accessor('organization', { header: 'Organization', cell: (info) => info.getValue() ?? <span className="text-slate-400">—</span> }),
  column.accessor('account_type_label', { id: 'account_type', header: 'Account type', enableSorting: false }),
  column.accessor('is_active', {
    id: 'state',
    header: 'State',
    enableSorting: false,
    cell: (info) => {
      const customer = info.row.original;
      return (
        <span className="flex flex-wrap gap-1">
          {customer.is_active ? <StatusBadge tone="green">Active</StatusBadge> : <StatusBadge tone="red">Inactive</StatusBadge>}
          {customer.email_verified ? null : <StatusBadge tone="amber">E-mail not verified</StatusBadge>}
          {customer.tax_exempt_status ? (
            <StatusBadge tone={customer.tax_exempt_status === 'approved' ? 'blue' : customer.tax_exempt_status === 'pending' ? 'amber' : 'red'}>
              {TAX_EXEMPT_LABELS[customer.tax_exempt_status]}
            </StatusBadge>
          ) : null}
        </span>
      );
    },
  }),
  column.accessor('orders_count', { id: 'orders', header: 'Orders', enableSorting: false }),
  column.accessor('registered_at_label', { id: 'created_at', header: 'Registered', cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span> }),
  column.accessor('last_login_label', {
    id: 'last_login',
    header: 'Last sign-in',
    cell: (info) => <span className="whitespace-nowrap">{info.getValue() ?? <span className="text-slate-400">Never</span>}</span>,
  }),
]);

/** Every account (schools, sub-users, parents, check payers, trainers, previews, staff), searchable and filtered. */
export default function AdminCustomers({ customers, filters, account_type_options, licence_expiry_window_days }: AdminCustomersPageProps) {
  const visit = (changes: Partial<AdminCustomerFilters>) => visitList(route('admin.customers'), { ...filters, ...changes }, DEFAULTS);
  const filtered = Boolean(filters.search || filters.account_type || filters.active || filters.licences_expiring || filters.check_terms);

  return (
    <>
      <Head title="Customers" />
      <h1 className="text-2xl font-extrabold text-slate-900">Customers</h1>

      <div className="mt-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2">
          <SearchField label="Search" value={filters.search} placeholder="Name, e-mail or organization" onSearch={(search) => visit({ search })} />
        </div>
        <SelectFilter label="Account type" value={filters.account_type} options={account_type_options} anyLabel="Any account type" onChange={(account_type) => visit({ account_type })} />
        <SelectFilter
          label="Active"
          value={filters.active}
          options={[
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
          ]}
          anyLabel="Active or not"
          onChange={(active) => visit({ active: active as AdminCustomerFilters['active'] })}
        />
        <SelectFilter
          label="Licences"
          value={filters.licences_expiring}
          options={[{ value: '1', label: `Expiring in ${licence_expiry_window_days} days` }]}
          anyLabel="Any"
          onChange={(value) => visit({ licences_expiring: value === '1' ? '1' : '' })}
        />
        <SelectFilter
          label="Check / PO terms"
          value={filters.check_terms}
          options={[{ value: 'pending', label: 'Request waiting' }]}
          anyLabel="Any"
          onChange={(value) => visit({ check_terms: value === 'pending' ? 'pending' : '' })}
        />
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-5">
          <RowsPerPageFilter value={filters.per_page} onChange={(per_page) => visit({ per_page })} />
          {filtered ? (
            <Link href={route('admin.customers')} preserveScroll className={buttonClasses('ghost', 'sm')}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>

      <div className="mt-4">
        <DataTable
          caption={`Customers${filtered ? ', filtered' : ''}`}
          columns={columns}
          rows={customers.data}
          rowKey={(customer) => String(customer.id)}
          sort={{ column: filters.sort, direction: filters.direction }}
          onSort={({ column: sort, direction }) => visit({ sort: sort as AdminCustomerFilters['sort'], direction })}
          numeric={['orders']}
          empty={filtered ? 'No customers match these filters.' : 'No customers yet.'}
        />
        <DataTablePagination meta={customers} noun="customers" />
      </div>
    </>
  );
}
