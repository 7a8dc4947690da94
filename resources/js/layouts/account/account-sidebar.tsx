import { Link } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import type { AccountNavItem } from '#server/accounts/account-nav.rules';
import { useTranslation } from '#js/i18n';

/** The account sidebar (account-area §2): the server decides the items, their order and the active one. */
export function AccountSidebar({ items }: { items: AccountNavItem[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const activeKey = items.find((item) => item.active)?.key;

  // On phones the list scrolls sideways: bring the current page's item into view.
  useEffect(() => {
    const element = list.current;
    const active = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !active || element.scrollWidth <= element.clientWidth) return;
    element.scrollLeft = active.offsetLeft - (element.clientWidth - active.offsetWidth) / 2;
  }, [activeKey]);

  return (
    <nav aria-label={t('My account')}>
      <ul
        ref={list}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:pb-0"
      >
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
