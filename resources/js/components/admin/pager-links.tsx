import { Link } from '@inertiajs/react';
import type { PaginationLink } from '#server/http/pagination.rules';

/** The server's page links (Previous, numbers, Next) under a staff list. */
export function PagerLinks({ links, lastPage }: { links: PaginationLink[]; lastPage: number }) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-2">
      {links.map((link) =>
        link.url ? (
          <Link
            key={link.label}
            href={link.url}
            aria-current={link.active ? 'page' : undefined}
            className={`rounded-lg px-3 py-1.5 text-sm ring-1 ${link.active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-slate-300'}`}
          >
            {link.label}
          </Link>
        ) : (
          <span key={link.label} className="rounded-lg px-3 py-1.5 text-sm text-slate-500 ring-1 ring-slate-200">
            {link.label}
          </span>
        ),
      )}
    </nav>
  );
}
