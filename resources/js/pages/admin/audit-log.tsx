import { Head, Link } from '@inertiajs/react';
import type { AuditLogFilters, AuditLogPageProps } from '#server/admin/audit-log.pages';
import { route } from '#server/route-table';
import { formatChange } from '#js/components/admin/audit-trail';
import { DataTablePagination } from '#js/components/admin/data-table';
import { DateFilter, SelectFilter, TextFilter, visitList } from '#js/components/admin/list-controls';
import { buttonClasses } from '#js/components/ui/button-classes';

const DEFAULTS = { per_page: 25 };

/** Every staff action, newest first: who, when, what, before → after, from where; append-only. */
export default function AuditLog({ events, filters, actor_options, action_options }: AuditLogPageProps) {
  const visit = (changes: Partial<AuditLogFilters>) => visitList(route('admin.audit-log'), { ...filters, ...changes }, DEFAULTS);
  const filtered = Boolean(filters.actor || filters.action || filters.order_id || filters.customer_id || filters.date_from || filters.date_to);
  const digits = (value: string) => value.replace(/^#/, '').replace(/^0+/, '');

  return (
    <>
      <Head title="Audit log" />
      <h1 className="text-2xl font-extrabold text-slate-900">Audit log</h1>
      <p className="mt-1 text-sm text-slate-600">Every staff action, as it was recorded. Entries can never be changed or removed.</p>

      <div className="mt-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6">
        <SelectFilter label="Staff member" value={filters.actor} options={actor_options} anyLabel="Anyone" onChange={(actor) => visit({ actor })} />
        <SelectFilter label="Action" value={filters.action} options={action_options} anyLabel="Any action" onChange={(action) => visit({ action })} />
        <TextFilter label="Order #" value={filters.order_id} inputMode="numeric" onCommit={(value) => visit({ order_id: digits(value) })} />
        <TextFilter label="Customer id" value={filters.customer_id} inputMode="numeric" onCommit={(value) => visit({ customer_id: digits(value) })} />
        <DateFilter label="From" value={filters.date_from} onChange={(date_from) => visit({ date_from })} />
        <DateFilter label="To" value={filters.date_to} onChange={(date_to) => visit({ date_to })} />
        {filtered ? (
          <div className="sm:col-span-2 lg:col-span-6">
            <Link href={route('admin.audit-log')} preserveScroll className={buttonClasses('ghost', 'sm')}>
              Clear filters
            </Link>
          </div>
        ) : null}
      </div>

      {events.data.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {filtered ? 'No staff actions match these filters.' : 'No staff actions yet.'}
        </div>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
          {events.data.map((event) => (
            <li key={event.id} className="px-4 py-3">
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <span className="font-semibold text-slate-900">{event.action}</span>
                <span className="text-slate-600">by {event.actor_name}</span>
                <time dateTime={event.at} className="text-slate-500">
                  {event.at_label}
                </time>
                {event.ip ? <span className="text-slate-400">from {event.ip}</span> : null}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-xs">
                {event.order_url ? (
                  <Link href={event.order_url} className="font-semibold text-brand-800 hover:underline">
                    Order #{event.order_number}
                  </Link>
                ) : null}
                {event.customer_url ? (
                  <Link href={event.customer_url} className="font-semibold text-brand-800 hover:underline">
                    Customer {event.customer_user_id}
                  </Link>
                ) : null}
                {!event.order_url && !event.customer_url ? (
                  <span className="text-slate-500">
                    {event.subject_type} {event.subject_id}
                  </span>
                ) : null}
              </p>
              {event.before !== null || event.after !== null ? (
                <p className="mt-1 font-mono text-xs break-words text-slate-600">
                  {formatChange(event.before)} <span aria-label="changed to">→</span> {formatChange(event.after)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <DataTablePagination meta={events} noun="actions" />
    </>
  );
}
