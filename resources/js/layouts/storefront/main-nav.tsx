import { Link, usePage } from '@inertiajs/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDownIcon } from '#js/components/icons';
import { DropdownContent, DropdownLinkItem } from '#js/components/ui/dropdown';
import { isCurrentLink, menuHasCurrentLink, type NavItem } from './nav-items';

const TOP_LEVEL_CLASSES =
  'relative inline-flex h-12 items-center gap-1 rounded-lg px-3.5 text-[0.95rem] font-semibold text-white/95 ' +
  'transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-white data-[state=open]:bg-white/15 ' +
  'after:absolute after:inset-x-3.5 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-sun-400 after:opacity-0 ' +
  'data-[current=true]:after:opacity-100';

/** The full navigation bar (large screens). */
export function MainNav({ items }: { items: NavItem[] }) {
  const { url } = usePage();
  return (
    <nav aria-label="Main" className="hidden bg-brand-800 lg:block">
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
                {item.label}
              </Link>
            ) : (
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger className={TOP_LEVEL_CLASSES} data-current={menuHasCurrentLink(item.links, url)}>
                  {item.label}
                  <ChevronDownIcon className="size-4 opacity-80 transition-transform in-data-[state=open]:rotate-180" />
                </DropdownMenu.Trigger>
                <DropdownContent label={item.label}>
                  {item.links.map((link) => (
                    <DropdownLinkItem key={link.href} href={link.href} current={isCurrentLink(link.href, url)}>
                      {link.label}
                    </DropdownLinkItem>
                  ))}
                </DropdownContent>
              </DropdownMenu.Root>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
