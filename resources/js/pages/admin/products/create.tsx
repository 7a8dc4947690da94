import { Head } from '@inertiajs/react';
import type { AdminProductCreatePageProps } from '#server/admin/products.pages';
import { ProductForm } from './product-form';

/** A new product: filled in here, then opened on its edit page. */
export default function AdminProductCreate({ form, options, store_url }: AdminProductCreatePageProps) {
  return (
    <>
      <Head title="New product" />
      <div className="mx-auto w-full max-w-4xl">
        <h1 className="text-2xl font-extrabold text-slate-900">New product</h1>
        <p className="mt-1 text-slate-700">Pictures, videos and guides are added after the product is saved.</p>
        <ProductForm initial={form} options={options} action={store_url} submitLabel="Create product" />
      </div>
    </>
  );
}
