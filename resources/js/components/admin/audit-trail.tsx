import type { StaffActionView } from '#server/admin/staff-audit.service';

/** The staff actions on one order or customer, newest first: who, when, what, before -> after, from where. */
export function AuditTrail({ events, emptyText = 'No staff actions yet.' }: { events: StaffActionView[]; emptyText?: string }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ol className="divide-y divide-slate-200 text-sm">
      {events.map((event) => (
        <li key={event.id} className="py-3">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-slate-900">{event.action}</span>
            <span className="text-slate-600">by {event.actor_name}</span>
            <time dateTime={event.at} className="text-slate-500">
              {new Date(event.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            {event.ip ? <span className="text-slate-500">from {event.ip}</span> : null}
          </p>
          {event.before !== null || event.after !== null ? (
            <p className="mt-1 break-words font-mono text-xs text-slate-600">
              {formatChange(event.before)} <span aria-label="changed to">→</span> {formatChange(event.after)}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function formatChange(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, field]) => `${key}: ${typeof field === 'object' && field !== null ? JSON.stringify(field) : String(field)}`)
    .join(', ');
}
