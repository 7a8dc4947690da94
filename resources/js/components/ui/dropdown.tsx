import { Link } from '@inertiajs/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

// Styled Radix DropdownMenu parts. Radix gives keyboard support (arrows, Home/End, typeahead, Escape) and
// the menu/menuitem roles; these add the shop's look.

export function DropdownContent({
  children,
  align = 'start',
  label,
}: {
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the menu when the trigger text alone is not enough. */
  label?: string;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={8}
        collisionPadding={12}
        aria-label={label}
        className={
          'z-50 min-w-56 rounded-2xl border border-slate-200 bg-white p-1.5 text-slate-800 shadow-xl shadow-slate-900/10 ' +
          'origin-(--radix-dropdown-menu-content-transform-origin) transition-[opacity,scale] duration-150 ' +
          'starting:scale-95 starting:opacity-0'
        }
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

const ITEM_CLASSES =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-left text-sm font-medium outline-none ' +
  'select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 aria-[current=page]:text-brand-700';

/** A menu entry that is an Inertia link. */
export function DropdownLinkItem({ href, current = false, children }: { href: string; current?: boolean; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild>
      <Link href={href} className={ITEM_CLASSES} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** A menu entry that runs an action. */
export function DropdownActionItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item onSelect={onSelect} className={ITEM_CLASSES}>
      {children}
    </DropdownMenu.Item>
  );
}

export function DropdownSeparator() {
  return <DropdownMenu.Separator className="my-1.5 h-px bg-slate-200" />;
}
