import { Head, Link } from '@inertiajs/react';
import type { AdminProductEditPageProps } from '#server/admin/products.pages';
import { AuditTrail } from '#js/components/admin/audit-trail';
import { StatusBadge } from '#js/components/admin/list-controls';
import { useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';
import { route } from '#server/route-table';
import { ProductForm } from './product-form';

/** One product: its form, a copy, taking it off sale, and what staff changed. */
export default function AdminProductEdit({ product, form, options, update_url, duplicate_url, deactivate_url, audit_events }: AdminProductEditPageProps) {
  const duplicate = useStaffForm('product-duplicate', {});
  const deactivate = useStaffForm('product-deactivate', {});

  return (
    <>
      <Head title={`Edit ${form.title}`} />
      <div className="mx-auto w-full max-w-4xl">
        <div className="flex flex-wrap items-start gap-4">
          {product.image ? (
            <img src={product.image} alt="" width={80} height={80} className="size-20 shrink-0 rounded-xl border border-slate-200 object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-extrabold break-words text-slate-900">{form.title}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {form.is_active ? <StatusBadge tone="green">Active</StatusBadge> : <StatusBadge tone="slate">Inactive</StatusBadge>}
              <span>{product.orders_count === 1 ? 'In 1 order' : `In ${product.orders_count} orders`}</span>
              {form.is_active ? (
                <a href={product.shop_url} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline">
                  View in the shop (new tab)
                </a>
              ) : null}
            </p>
          </div>
        </div>

        <div className="mt-4 flex flex-wrap gap-2">
          {/* Pictures, videos and PDFs have their own page (issue 15 item 2, docs/decisions/110). */}
          <Link href={route('admin.products.media', { id: product.id })} className={buttonClasses('secondary', 'sm')}>
            Pictures, videos and PDFs
          </Link>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              duplicate.submit(duplicate_url);
            }}
          >
            <button type="submit" disabled={duplicate.form.processing} className={buttonClasses('secondary', 'sm')}>
              Duplicate
            </button>
          </form>
          {form.is_active ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (window.confirm('Take this product off sale? Past orders and licences keep it; you can activate it again here.')) deactivate.submit(deactivate_url);
              }}
            >
              <button type="submit" disabled={deactivate.form.processing} className={buttonClasses('danger', 'sm')}>
                Deactivate
              </button>
            </form>
          ) : null}
        </div>
        <p className="mt-2 text-sm text-slate-600">Products are never deleted: one taken off sale stays in past orders, licences and reports.</p>

        {/* A saved product has a new updated_at: the form starts again from what was saved. */}
        <ProductForm key={product.updated_at} initial={form} options={options} action={update_url} submitLabel="Save product" expectedUpdatedAt={product.updated_at} />

        <section aria-labelledby="product-audit" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
          <h2 id="product-audit" className="text-lg font-bold text-slate-900">
            Staff changes
          </h2>
          <AuditTrail events={audit_events} emptyText="No staff changes yet." />
        </section>
      </div>
    </>
  );
}
