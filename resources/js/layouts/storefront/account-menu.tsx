import { usePage } from '@inertiajs/react';
import { lazy } from 'react';
import { ChevronDownIcon, UserIcon } from '#js/components/icons';
import { useTranslation } from '#js/i18n';
import { DeferredPart, MenuTriggerStandIn, type TriggerLook } from '#js/components/ui/deferred-part';

const AccountDropdown = lazy(() => import('./account-dropdown'));

/** Guests: Login and Register. Signed in: the user's name, My Account (and Staff area for staff) and Logout (spec §2 "Layout"). */
export function AccountMenu() {
  const user = usePage().props.auth.user;
  const { t } = useTranslation();
  const look: TriggerLook = {
    className:
      'inline-flex h-11 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100 lg:px-3',
    'aria-label': user ? t('Account: {{name}}', { name: user.full_name }) : t('Account'),
    children: (
      <>
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserIcon className="size-5" />
        </span>
        <span className="hidden max-w-36 truncate lg:inline">{user ? user.first_name || user.full_name : t('Account')}</span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 lg:block" />
      </>
    ),
  };

  return (
    <DeferredPart part={AccountDropdown} props={{ look }} standIn={(controls) => <MenuTriggerStandIn look={look} controls={controls} />} />
  );
}
