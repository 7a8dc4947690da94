import { Link, usePage } from '@inertiajs/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { route } from '#server/storefront-route-table';
import { ShieldMark } from '#js/components/brand-logo';
import { ChevronDownIcon, CloseIcon } from '#js/components/icons';
import type { StandInHandoff, TriggerLook } from '#js/components/ui/deferred-part';
import { isLocale, msg, useTranslation } from '#js/i18n';
import { chooseLanguage, LANGUAGES } from '#js/lib/language-choice';
import { isCurrentLink, menuHasCurrentLink, navLabel, type NavItem, type NavLink } from './nav-items';
import { logout, useRegisterHref } from './use-account-actions';

const ROW_CLASSES =
  'flex min-h-12 w-full items-center justify-between rounded-xl px-4 text-left text-base font-semibold text-slate-800 ' +
  'hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

const NESTED_ROW_CLASSES =
  'flex min-h-11 w-full items-center rounded-xl pr-4 pl-6 text-left text-[0.95rem] font-medium text-slate-700 ' +
  'hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold ' +
  'aria-[current=page]:text-brand-800';

/** The slide-in drawer with the same navigation as the desktop bar; loaded after first paint (mobile-menu.tsx). */
export default function MobileDrawer({
  look,
  items,
  open,
  onOpenChange,
  autoFocus,
}: { look: TriggerLook; items: NavItem[] } & StandInHandoff) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger {...look} autoFocus={autoFocus} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 transition-opacity duration-200 starting:opacity-0 lg:hidden" />
        <Dialog.Content
          className={
            'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl outline-none ' +
            'transition-transform duration-250 ease-out starting:translate-x-full lg:hidden'
          }
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="flex items-center gap-2 text-lg font-extrabold text-brand-900">
              <ShieldMark className="size-8" />
              {t('Menu')}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
              aria-label={t('Close menu')}
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('Site navigation, account and language')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <nav aria-label={t('Main')}>
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item.label}>
                    {item.kind === 'link' ? (
                      <DrawerLink link={item} onNavigate={close} />
                    ) : (
                      <DrawerSection label={navLabel(t, item)} links={item.links} onNavigate={close} />
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <DrawerAccount onNavigate={close} />
            <DrawerLanguage />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerLink({ link, onNavigate, nested = false }: { link: NavLink; onNavigate: () => void; nested?: boolean }) {
  const { url } = usePage();
  const { t } = useTranslation();
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      aria-current={isCurrentLink(link.href, url) ? 'page' : undefined}
      className={nested ? NESTED_ROW_CLASSES : ROW_CLASSES}
    >
      {navLabel(t, link)}
    </Link>
  );
}

function DrawerSection({ label, links, onNavigate }: { label: string; links: NavLink[]; onNavigate: () => void }) {
  const { url } = usePage();
  const [expanded, setExpanded] = useState(() => menuHasCurrentLink(links, url));
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={ROW_CLASSES}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded(!expanded)}
      >
        {label}
        <ChevronDownIcon className={`size-5 text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul id={panelId} hidden={!expanded} className="mt-1 mb-2 ml-4 space-y-0.5 border-l-2 border-brand-100">
        {links.map((link) => (
          <li key={link.href}>
            <DrawerLink link={link} onNavigate={onNavigate} nested />
          </li>
        ))}
      </ul>
    </>
  );
}

function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const user = usePage().props.auth.user;
  const registerHref = useRegisterHref();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="drawer-account-heading" className="mt-5 border-t border-slate-200 px-1 pt-5">
      <h2 id="drawer-account-heading" className="px-3 text-xs font-bold tracking-[0.12em] text-slate-500 uppercase">
        {t('Account')}
      </h2>
      {user ? (
        <>
          <p className="px-3 pt-2 pb-1">
            <span className="block font-bold text-slate-900">{user.full_name}</span>
            <span className="block text-sm text-slate-600">{user.role_label}</span>
          </p>
          <DrawerLink link={{ label: msg('My Account'), href: route('client.my-profile') }} onNavigate={onNavigate} />
          {user.is_staff ? <DrawerLink link={{ label: msg('Staff area'), href: route('admin.dashboard') }} onNavigate={onNavigate} /> : null}
          <button
            type="button"
            className={ROW_CLASSES}
            onClick={() => {
              onNavigate();
              logout();
            }}
          >
            {t('Logout')}
          </button>
        </>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-3 px-2">
          <Link
            href={route('login')}
            onClick={onNavigate}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-brand-200 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('Login')}
          </Link>
          <Link
            href={registerHref}
            onClick={onNavigate}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800"
          >
            {t('Register')}
          </Link>
        </div>
      )}
    </section>
  );
}

function DrawerLanguage() {
  const { t, locale: language } = useTranslation();
  return (
    <fieldset className="mt-5 border-t border-slate-200 px-3 pt-5">
      <legend className="sr-only">{t('Language')}</legend>
      <p aria-hidden="true" className="text-xs font-bold tracking-[0.12em] text-slate-500 uppercase">
        {t('Language')}
      </p>
      <div className="mt-3 inline-flex rounded-full bg-slate-100 p-1">
        {LANGUAGES.map((entry) => (
          <label
            key={entry.code}
            className="cursor-pointer rounded-full px-5 py-2 text-sm font-bold text-slate-600 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="drawer-language"
              value={entry.code}
              checked={language === entry.code}
              onChange={(event) => (isLocale(event.target.value) ? void chooseLanguage(event.target.value) : undefined)}
              className="sr-only"
            />
            <abbr title={entry.name} className="no-underline">
              {entry.label}
            </abbr>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
