import { Link, usePage } from '@inertiajs/react';
import { buildAdminNav, isCurrentAdminItem } from './admin-nav';

const ITEM_CLASSES =
  'flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-300 hover:bg-white/10 hover:text-white ' +
  'aria-[current=page]:bg-white aria-[current=page]:text-brand-900';

/** The staff area's sections; the current one is marked with aria-current. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { url } = usePage();
  return (
    <nav aria-label="Staff area">
      <ul className="space-y-1">
        {buildAdminNav().map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={isCurrentAdminItem(item, url) ? 'page' : undefined}
              className={ITEM_CLASSES}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
