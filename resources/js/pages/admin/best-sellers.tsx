import { Head } from '@inertiajs/react';
import type { AdminBestSellersPageProps } from '#server/admin/best-sellers.pages';
import { ReorderButtons } from '#js/components/admin/reorder-buttons';

const AUDIENCE_LABELS = { schools: 'Schools', parents: 'Parents', everyone: 'Everyone' } as const;

/** The products flagged as best sellers, in the order the home page's slider shows them. */
export default function BestSellersPage({ best_sellers, reorder_url, home_count }: AdminBestSellersPageProps) {
  const ids = best_sellers.map((row) => row.id);
  return (
    <>
      <Head title="Home best sellers" />
      <div className="mx-auto w-full max-w-4xl">
        <h1 className="text-2xl font-bold text-brand-900">Home best sellers</h1>
        <p className="mt-1 text-slate-700">
          The home page&apos;s slider shows the first {home_count} best sellers on sale for the visitor, in this order (parents see the products for
          parents first). A product is made a best seller on its product form.
        </p>
        {best_sellers.length === 0 ? (
          <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No product is marked as a best seller.</p>
        ) : (
          <ol className="mt-6 space-y-3" aria-label="Best sellers in order">
            {best_sellers.map((row, index) => (
              <li key={row.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center">
                <span className="w-8 shrink-0 text-lg font-bold text-slate-500" aria-hidden="true">
                  {index + 1}
                </span>
                {row.image ? <img src={row.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" /> : null}
                <div className="min-w-0 flex-1">
                  <p className="font-bold break-words text-slate-900">{row.title}</p>
                  {row.subtitle ? <p className="text-sm break-words text-slate-600">{row.subtitle}</p> : null}
                  <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-900 ring-1 ring-brand-200">{AUDIENCE_LABELS[row.audience]}</span>
                    {row.on_sale ? null : <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800 ring-1 ring-slate-300">Not on sale (not shown)</span>}
                  </p>
                </div>
                <ReorderButtons ids={ids} index={index} label={row.title} reorderUrl={reorder_url} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
