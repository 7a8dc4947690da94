import { Head, Link } from '@inertiajs/react';
import type { DashboardPageProps } from '#server/admin/dashboard.pages';
import { formatCents } from '#js/components/admin/list-controls';

/** What needs staff today: the queues to work through, and the day's and month's sales. */
export default function AdminDashboard({ staff_first_name, shop_date, queues, sales }: DashboardPageProps) {
  const day = new Date(`${shop_date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      <Head title="Staff dashboard" />
      <h1 className="text-2xl font-extrabold text-slate-900">Hello, {staff_first_name}</h1>
      <p className="mt-1 text-sm text-slate-600">What needs you today, {day} (shop time).</p>

      <section aria-labelledby="queues-heading" className="mt-6">
        <h2 id="queues-heading" className="text-sm font-bold tracking-wide text-slate-500 uppercase">
          To do
        </h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {queues.map((queue) => (
            <li key={queue.key}>
              <Link
                href={queue.href}
                className={
                  'flex h-full flex-col rounded-xl border bg-white p-4 shadow-sm hover:border-brand-300 hover:shadow ' +
                  (queue.count > 0 ? 'border-amber-300' : 'border-slate-200')
                }
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-slate-900">{queue.label}</span>
                  <span className={`text-3xl font-extrabold tabular-nums ${queue.count > 0 ? 'text-amber-700' : 'text-slate-400'}`}>{queue.count}</span>
                </span>
                <span className="mt-1 text-sm text-slate-600">{queue.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sales-heading" className="mt-8">
        <h2 id="sales-heading" className="text-sm font-bold tracking-wide text-slate-500 uppercase">
          Sales
        </h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {sales.map((period) => (
            <li key={period.label}>
              <Link href={period.href} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:shadow">
                <span className="block text-sm font-semibold text-slate-600">{period.label}</span>
                <span className="mt-1 block text-3xl font-extrabold text-slate-900 tabular-nums">{formatCents(period.total_cents)}</span>
                <span className="mt-1 block text-sm text-slate-600">
                  {period.order_count} paid {period.order_count === 1 ? 'order' : 'orders'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-500">Orders paid in the period that are still paid (fully refunded or cancelled orders are not counted), at their order total.</p>
      </section>
    </>
  );
}
