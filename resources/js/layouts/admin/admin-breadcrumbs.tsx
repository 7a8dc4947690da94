import { Link } from '@inertiajs/react';

export interface Breadcrumb {
  label: string;
  href?: string;
}

/** The trail the page's `breadcrumbs` prop gives; the last entry is the current page. */
export function AdminBreadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="min-w-0 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-2">
              {index > 0 ? <span aria-hidden="true" className="text-slate-400">/</span> : null}
              {item.href && !last ? (
                <Link href={item.href} className="truncate rounded hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span className="truncate font-medium text-slate-900" aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
