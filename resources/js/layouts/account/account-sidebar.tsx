import { Link } from '@inertiajs/react';
import type { AccountNavItem } from '../../../../server/accounts/account-nav';

/** The account sidebar (account-area §2): the server decides the items, their order and the active one. */
export function AccountSidebar({ items }: { items: AccountNavItem[] }) {
  return (
    <nav aria-label="My account">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:pb-0">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <Link
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              className={
                'flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl lg:border-transparent ' +
                (item.active
                  ? 'border-brand-700 bg-brand-700 text-white lg:bg-brand-700'
                  : 'border-slate-200 bg-white text-slate-700 hover:border-brand-200 hover:bg-brand-50 hover:text-brand-900')
              }
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
