import { Link, usePage } from '@inertiajs/react';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode } from 'react';
import { route } from '#server/storefront-route-table';
import { useSmallScreenDrawer } from '#js/lib/use-small-screen-drawer';
import { AppOverlays } from '#js/components/app-overlays';
import { ShieldMark } from '#js/components/brand-logo';
import { CloseIcon, MenuIcon } from '#js/components/icons';
import { AdminBreadcrumbs, type Breadcrumb } from './admin/admin-breadcrumbs';
import { AdminSidebarNav } from './admin/admin-sidebar';
import { logout } from './storefront/use-account-actions';

/**
 * The staff area's persistent frame (docs/decisions/070): a dark sidebar of sections on wide screens, a menu
 * drawer on phones, breadcrumbs from the page's `breadcrumbs` prop, the signed-in staff member and a way back
 * to the shop. The page renders its own <h1>.
 */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  const { props } = usePage<{ breadcrumbs?: Breadcrumb[] }>();
  const user = props.auth.user;
  const breadcrumbs = props.breadcrumbs ?? [];

  return (
    <div className="min-h-dvh bg-slate-100 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main-content"
        className="sr-only z-[80] rounded-full bg-brand-800 px-5 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside className="hidden bg-brand-900 px-3 py-5 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
        <StaffAreaTitle />
        <div className="mt-6 flex-1 overflow-y-auto">
          <AdminSidebarNav />
        </div>
        <BackToShop />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
          <div className="flex min-h-14 items-center gap-3 px-4 sm:px-6 lg:px-8">
            <AdminMobileMenu />
            <div className="min-w-0 flex-1">
              <AdminBreadcrumbs items={breadcrumbs} />
            </div>
            {user ? (
              <div className="flex shrink-0 items-center gap-3 text-sm">
                <span className="hidden max-w-48 truncate text-slate-700 sm:inline" title={user.email}>
                  Signed in as <span className="font-semibold text-slate-900">{user.full_name}</span>
                </span>
                <button type="button" onClick={logout} className="min-h-9 rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-50">
                  Logout
                </button>
              </div>
            ) : null}
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
      <AppOverlays />
    </div>
  );
}

function StaffAreaTitle() {
  return (
    <Link href={route('admin.dashboard')} className="flex items-center gap-2 rounded-lg px-2 text-white">
      <ShieldMark className="size-8" />
      <span className="leading-tight">
        <span className="block text-sm font-extrabold">Play It Safe</span>
        <span className="block text-xs font-medium text-slate-300">Staff area</span>
      </span>
    </Link>
  );
}

function BackToShop({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href={route('client.home')}
      onClick={onNavigate}
      className="mt-4 flex min-h-11 items-center rounded-lg border border-white/20 px-3 text-sm font-semibold text-slate-200 hover:bg-white/10 hover:text-white"
    >
      ← Back to the shop
    </Link>
  );
}

/** Phones and tablets: the sections in a drawer behind a menu button. */
function AdminMobileMenu() {
  const { open, setOpen, close } = useSmallScreenDrawer();
  const user = usePage().props.auth.user;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-900 hover:bg-slate-100 lg:hidden"
        aria-label="Open staff menu"
      >
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col bg-brand-900 px-3 py-4 shadow-2xl outline-none lg:hidden">
          <div className="flex items-center justify-between">
            <StaffAreaTitle />
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-slate-200 hover:bg-white/10"
              aria-label="Close staff menu"
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Staff menu</Dialog.Title>
          <Dialog.Description className="sr-only">Sections of the staff area</Dialog.Description>
          {user ? <p className="mt-4 truncate px-3 text-sm text-slate-300">Signed in as {user.full_name}</p> : null}
          <div className="mt-4 flex-1 overflow-y-auto">
            <AdminSidebarNav onNavigate={close} />
          </div>
          <BackToShop onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
