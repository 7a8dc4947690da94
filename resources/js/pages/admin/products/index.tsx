import { Head, Link } from '@inertiajs/react';
import type { AdminProductRow } from '#server/catalog/product-editor.service';
import type { AdminProductFilters, AdminProductsPageProps } from '#server/admin/products.pages';
import { route } from '#server/route-table';
import { DataTable, DataTablePagination, dataTableColumns } from '#js/components/admin/data-table';
import { formatCents, RowsPerPageFilter, SearchField, SelectFilter, StatusBadge, visitList } from '#js/components/admin/list-controls';
import { buttonClasses } from '#js/components/ui/button-classes';

const DEFAULTS = { sort: 'updated_at', direction: 'desc', per_page: 25 };

const column = dataTableColumns<AdminProductRow>();
const columns = column.columns([
  column.accessor('title', {
    header: 'Product',
    cell: (info) => {
      const product = info.row.original;
      return (
        <span className="flex min-w-52 items-center gap-3">
          {product.image ? (
            <img src={product.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md border border-slate-200 object-cover" />
          ) : (
            <span className="size-10 shrink-0 rounded-md border border-dashed border-slate-300" aria-hidden="true" />
          )}
          <span className="min-w-0">
            <Link href={product.edit_url} className="font-medium text-brand-800 hover:underline">
              {product.title}
            </Link>
            <span className="block text-xs text-slate-600">{product.sku ?? 'No SKU'}</span>
          </span>
        </span>
      );
    },
  }),
  column.accessor('level', {
    id: 'taxonomy',
    header: 'Level · grade · type',
    enableSorting: false,
    cell: (info) => {
      const product = info.row.original;
      const parts = [product.level, product.grade, product.type].filter(Boolean);
      return parts.length ? parts.join(' · ') : <span className="text-slate-400">—</span>;
    },
  }),
  column.accessor('audience', { header: 'Audience', enableSorting: false }),
  column.accessor('price_cents', {
    id: 'price',
    header: 'Price',
    cell: (info) => {
      const product = info.row.original;
      return product.special_price_cents !== null ? (
        <span className="whitespace-nowrap">
          <s className="text-slate-500">{formatCents(product.price_cents)}</s> {formatCents(product.special_price_cents)}
        </span>
      ) : (
        <span className="whitespace-nowrap">{formatCents(product.price_cents)}</span>
      );
    },
  }),
  column.accessor('is_active', {
    id: 'state',
    header: 'State',
    enableSorting: false,
    cell: (info) => {
      const product = info.row.original;
      return (
        <span className="flex flex-wrap gap-1">
          {product.is_active ? <StatusBadge tone="green">Active</StatusBadge> : <StatusBadge tone="slate">Inactive</StatusBadge>}
          {product.is_best_seller ? <StatusBadge tone="blue">Best seller</StatusBadge> : null}
        </span>
      );
    },
  }),
  column.accessor('sort_order', { header: 'Order' }),
  column.accessor('orders_count', { id: 'orders', header: 'Orders', enableSorting: false }),
]);

/** Every product, active or not: searched by title, SKU or slug, filtered by level, grade, type and state. */
export default function AdminProducts({ products, filters, level_options, grade_options, type_options, create_url }: AdminProductsPageProps) {
  const visit = (changes: Partial<AdminProductFilters>) => visitList(route('admin.products'), { ...filters, ...changes, page: undefined }, DEFAULTS);
  const filtered = Boolean(filters.search || filters.level || filters.grade || filters.type || filters.active);

  return (
    <>
      <Head title="Products" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">Products</h1>
        <Link href={create_url} className={buttonClasses('primary', 'md')}>
          New product
        </Link>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2 lg:col-span-5">
          <SearchField label="Search" value={filters.search} placeholder="Title, SKU or slug" onSearch={(search) => visit({ search })} />
        </div>
        <SelectFilter label="School level" value={filters.level} options={level_options} anyLabel="Any level" onChange={(level) => visit({ level })} />
        <SelectFilter label="Grade" value={filters.grade} options={grade_options} anyLabel="Any grade" onChange={(grade) => visit({ grade })} />
        <SelectFilter label="Type" value={filters.type} options={type_options} anyLabel="Any type" onChange={(type) => visit({ type })} />
        <SelectFilter
          label="Active"
          value={filters.active}
          options={[
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
          ]}
          anyLabel="Active or not"
          onChange={(active) => visit({ active: active as AdminProductFilters['active'] })}
        />
        <RowsPerPageFilter value={filters.per_page} onChange={(per_page) => visit({ per_page })} />
        {filtered ? (
          <div className="flex items-end sm:col-span-2 lg:col-span-5">
            <Link href={route('admin.products')} preserveScroll className={buttonClasses('ghost', 'sm')}>
              Clear filters
            </Link>
          </div>
        ) : null}
      </div>

      <div className="mt-4">
        <DataTable
          caption={`Products${filtered ? ', filtered' : ''}`}
          columns={columns}
          rows={products.data}
          rowKey={(product) => String(product.id)}
          sort={{ column: filters.sort, direction: filters.direction }}
          onSort={({ column: sort, direction }) => visit({ sort: sort as AdminProductFilters['sort'], direction })}
          numeric={['price', 'sort_order', 'orders']}
          empty={filtered ? 'No products match these filters.' : 'No products yet.'}
        />
        <DataTablePagination meta={products} noun="products" />
      </div>
    </>
  );
}
