import { lazy } from 'react';
import { MenuIcon } from '#js/components/icons';
import { DeferredPart, type TriggerLook } from '#js/components/ui/deferred-part';
import { useSmallScreenDrawer } from '#js/lib/use-small-screen-drawer';
import type { NavItem } from './nav-items';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

const LOOK: TriggerLook = {
  className: 'inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-slate-100 lg:hidden',
  'aria-label': 'Open menu',
  children: <MenuIcon className="size-6" />,
};

/** The hamburger button and the slide-in drawer with the same navigation as the desktop bar (small screens). */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { open, setOpen } = useSmallScreenDrawer();

  return (
    <DeferredPart
      part={MobileDrawer}
      props={{ look: LOOK, items, open, setOpen }}
      standIn={(events) => (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          data-state="closed"
          {...LOOK}
          {...events}
          onClick={() => {
            events.onClick();
            setOpen(true);
          }}
        />
      )}
    />
  );
}
