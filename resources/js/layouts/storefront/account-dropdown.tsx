import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { usePage } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import type { TriggerLook, StandInHandoff } from '#js/components/ui/deferred-part';
import { DropdownActionItem, DropdownContent, DropdownLinkItem, DropdownSeparator } from '#js/components/ui/dropdown';
import { useTranslation } from '#js/i18n';
import { isCurrentLink } from './nav-items';
import { logout, useRegisterHref } from './use-account-actions';

/** The account menu; loaded after first paint (account-menu.tsx shows a stand-in until then). */
export default function AccountDropdown({ look, open, onOpenChange, autoFocus }: { look: TriggerLook } & StandInHandoff) {
  const { url, props } = usePage();
  const user = props.auth.user;
  const registerHref = useRegisterHref();
  const { t } = useTranslation();

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger {...look} autoFocus={autoFocus} />
      <DropdownContent align="end" label={t('Account')}>
        {user ? (
          <>
            <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
              <span className="block truncate text-sm font-bold text-slate-900">{user.full_name}</span>
              <span className="block truncate text-xs text-slate-600">{user.role_label}</span>
            </DropdownMenu.Label>
            <DropdownSeparator />
            <DropdownLinkItem href={route('client.my-profile')} current={isCurrentLink(route('client.my-profile'), url)}>
              {t('My Account')}
            </DropdownLinkItem>
            {user.is_staff ? (
              <DropdownLinkItem href={route('admin.dashboard')} current={isCurrentLink(route('admin.dashboard'), url)}>
                {t('Staff area')}
              </DropdownLinkItem>
            ) : null}
            <DropdownActionItem onSelect={logout}>{t('Logout')}</DropdownActionItem>
          </>
        ) : (
          <>
            <DropdownMenu.Label className="px-3 pt-2 pb-2.5 text-xs text-slate-600">
              {t('Sign in to reach your videos, programs and orders.')}
            </DropdownMenu.Label>
            <DropdownSeparator />
            <DropdownLinkItem href={route('login')} current={isCurrentLink(route('login'), url)}>
              {t('Login')}
            </DropdownLinkItem>
            <DropdownLinkItem href={registerHref} current={isCurrentLink(registerHref, url)}>
              {t('Register')}
            </DropdownLinkItem>
          </>
        )}
      </DropdownContent>
    </DropdownMenu.Root>
  );
}
