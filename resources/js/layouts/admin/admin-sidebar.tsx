import { Link, usePage } from '@inertiajs/react';
import { buildAdminNav, isCurrentAdminItem } from './admin-nav';

const ITEM_CLASSES =
  'flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-300 hover:bg-white/10 hover:text-white ' +
  'aria-[current=page]:bg-white aria-[current=page]:text-brand-900';

/** The staff area's sections in their groups; the current one is marked with aria-current. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { url } = usePage();
  return (
    <nav aria-label="Staff area" className="space-y-5">
      {buildAdminNav().map((group) => (
        <div key={group.label ?? 'home'}>
          {group.label ? <h2 className="mb-1 px-3 text-xs font-semibold tracking-wider text-slate-300 uppercase">{group.label}</h2> : null}
          <ul className="space-y-0.5">
            {group.items.map((item) => (
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
        </div>
      ))}
    </nav>
  );
}
