import { Link, usePage } from '@inertiajs/react';
import { lazy } from 'react';
import { ChevronDownIcon } from '#js/components/icons';
import { DeferredPart, MenuTriggerStandIn, type TriggerLook } from '#js/components/ui/deferred-part';
import { useTranslation } from '#js/i18n';
import { isCurrentLink, menuHasCurrentLink, navLabel, type NavItem, type NavLink } from './nav-items';

const NavDropdown = lazy(() => import('./nav-dropdown'));

const TOP_LEVEL_CLASSES =
  'relative inline-flex h-12 items-center gap-1 rounded-lg px-3.5 text-[0.95rem] font-semibold text-white/95 ' +
  'transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-white data-[state=open]:bg-white/15 ' +
  'after:absolute after:inset-x-3.5 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-sun-400 after:opacity-0 ' +
  'data-[current=true]:after:opacity-100';

/** The full navigation bar (large screens). */
export function MainNav({ items }: { items: NavItem[] }) {
  const { url } = usePage();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Main')} className="hidden bg-brand-800 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-3">
        {items.map((item) => (
          <li key={item.label}>
            {item.kind === 'link' ? (
              <Link
                href={item.href}
                className={TOP_LEVEL_CLASSES}
                aria-current={isCurrentLink(item.href, url) ? 'page' : undefined}
                data-current={isCurrentLink(item.href, url)}
              >
                {navLabel(t, item)}
              </Link>
            ) : (
              <NavMenu label={navLabel(t, item)} links={item.links} url={url} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavMenu({ label, links, url }: { label: string; links: NavLink[]; url: string }) {
  const look: TriggerLook = {
    className: TOP_LEVEL_CLASSES,
    'data-current': menuHasCurrentLink(links, url),
    children: (
      <>
        {label}
        <ChevronDownIcon className="size-4 opacity-80 transition-transform in-data-[state=open]:rotate-180" />
      </>
    ),
  };
  return (
    <DeferredPart
      part={NavDropdown}
      props={{ look, label, links, url }}
      standIn={(controls) => <MenuTriggerStandIn look={look} controls={controls} />}
    />
  );
}
