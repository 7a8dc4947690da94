import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { usePage } from '@inertiajs/react';
import { route } from '#server/route-table';
import { ChevronDownIcon, UserIcon } from '#js/components/icons';
import { DropdownActionItem, DropdownContent, DropdownLinkItem, DropdownSeparator } from '#js/components/ui/dropdown';
import { isCurrentLink } from './nav-items';
import { logout, useRegisterHref } from './use-account-actions';

/** Guests: Login and Register. Signed in: the user's name, My Account (and Staff area for staff) and Logout (spec §2 "Layout"). */
export function AccountMenu() {
  const { url, props } = usePage();
  const user = props.auth.user;
  const registerHref = useRegisterHref();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-11 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100 lg:px-3"
        aria-label={user ? `Account: ${user.full_name}` : 'Account'}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserIcon className="size-5" />
        </span>
        <span className="hidden max-w-36 truncate lg:inline">{user ? user.first_name || user.full_name : 'Account'}</span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 lg:block" />
      </DropdownMenu.Trigger>
      <DropdownContent align="end" label="Account">
        {user ? (
          <>
            <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
              <span className="block truncate text-sm font-bold text-slate-900">{user.full_name}</span>
              <span className="block truncate text-xs text-slate-600">{user.role_label}</span>
            </DropdownMenu.Label>
            <DropdownSeparator />
            <DropdownLinkItem href={route('client.my-profile')} current={isCurrentLink(route('client.my-profile'), url)}>
              My Account
            </DropdownLinkItem>
            {user.is_staff ? (
              <DropdownLinkItem href={route('admin.dashboard')} current={isCurrentLink(route('admin.dashboard'), url)}>
                Staff area
              </DropdownLinkItem>
            ) : null}
            <DropdownActionItem onSelect={logout}>Logout</DropdownActionItem>
          </>
        ) : (
          <>
            <DropdownMenu.Label className="px-3 pt-2 pb-2.5 text-xs text-slate-600">
              Sign in to reach your videos, programs and orders.
            </DropdownMenu.Label>
            <DropdownSeparator />
            <DropdownLinkItem href={route('login')} current={isCurrentLink(route('login'), url)}>
              Login
            </DropdownLinkItem>
            <DropdownLinkItem href={registerHref} current={isCurrentLink(registerHref, url)}>
              Register
            </DropdownLinkItem>
          </>
        )}
      </DropdownContent>
    </DropdownMenu.Root>
  );
}
