import { lazy } from 'react';
import { MenuIcon } from '#js/components/icons';
import { DeferredPart, DialogTriggerStandIn, type TriggerLook } from '#js/components/ui/deferred-part';
import { useTranslation } from '#js/i18n';
import { useSmallScreenDrawer } from '#js/lib/use-small-screen-drawer';
import type { NavItem } from './nav-items';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

const TRIGGER_CLASSES = 'inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-slate-100 lg:hidden';

/** The hamburger button and the slide-in drawer with the same navigation as the desktop bar (small screens). */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { open, setOpen } = useSmallScreenDrawer();
  const { t } = useTranslation();
  const LOOK: TriggerLook = { className: TRIGGER_CLASSES, 'aria-label': t('Open menu'), children: <MenuIcon className="size-6" /> };

  return (
    <DeferredPart
      part={MobileDrawer}
      props={{ look: LOOK, items }}
      open={open}
      onOpenChange={setOpen}
      standIn={(controls) => <DialogTriggerStandIn look={LOOK} controls={controls} />}
    />
  );
}
