import { Head, Link } from '@inertiajs/react';
import type { AdminTestimonialsPageProps } from '#server/admin/testimonials.pages';
import { ReorderButtons } from '#js/components/admin/reorder-buttons';
import { buttonClasses } from '#js/components/ui/button-classes';

const PLACEHOLDER = '/images/testimonials/placeholder.svg';

/** Every testimonial in the order the testimonials page and the home page show them; hidden ones stay in place. */
export default function TestimonialsPage({ testimonials, create_url, reorder_url }: AdminTestimonialsPageProps) {
  const ids = testimonials.map((row) => row.id);
  return (
    <>
      <Head title="Testimonials" />
      <div className="mx-auto w-full max-w-5xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-brand-900">Testimonials</h1>
          <Link href={create_url} className={buttonClasses('primary', 'md')}>
            Add a testimonial
          </Link>
        </div>
        <p className="mt-1 text-slate-700">
          The testimonials page shows the published ones in this order; the home page shows the first three. A new testimonial starts at the top.
        </p>

        {testimonials.length === 0 ? (
          <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No testimonials yet.</p>
        ) : (
          <ol className="mt-6 space-y-3" aria-label="Testimonials in order">
            {testimonials.map((row, index) => (
              <li key={row.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center">
                <span className="w-8 shrink-0 text-lg font-bold text-slate-500" aria-hidden="true">
                  {index + 1}
                </span>
                <img src={row.image ?? PLACEHOLDER} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full bg-brand-50 object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link href={row.edit_url} className="font-bold break-words text-slate-900 underline-offset-2 hover:underline">
                      {row.name}
                    </Link>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${row.is_published ? 'bg-emerald-100 text-emerald-900 ring-emerald-300' : 'bg-slate-100 text-slate-800 ring-slate-300'}`}
                    >
                      {row.is_published ? 'Published' : 'Hidden'}
                    </span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {[row.title, row.company].filter(Boolean).join(', ')}
                    {row.title || row.company ? ' · ' : ''}
                    {row.rating} {row.rating === 1 ? 'star' : 'stars'} · {row.date}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm break-words text-slate-800">{row.content}</p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  <ReorderButtons ids={ids} index={index} label={row.name} reorderUrl={reorder_url} />
                  <Link href={row.edit_url} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${row.name}`}>
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
