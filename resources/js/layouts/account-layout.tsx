import { Link, usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { useTranslation } from '#js/i18n';
import { route } from '#server/storefront-route-table';
import { useAccountAreaProps } from './account/account-props';
import { AccountSidebar } from './account/account-sidebar';

/**
 * The account area's frame inside the storefront layout (persistent, nested: [StorefrontLayout, AccountLayout]):
 * breadcrumb and the sidebar the server computed (the e-mail verification banner is the storefront's). The role's
 * name comes from the server in the page's language (`auth.user.role_label`).
 */
export default function AccountLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { accountNav = [] } = useAccountAreaProps();
  const user = usePage().props.auth.user;

  return (
    <div className="bg-slate-50/70">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
        <nav aria-label={t('Breadcrumb')} className="mb-4 text-sm text-slate-600">
          <ol className="flex flex-wrap gap-2">
            <li>
              <Link href={route('client.home')} className="rounded hover:text-brand-700 hover:underline">
                {t('Home')}
              </Link>
            </li>
            <li aria-hidden="true">&gt;</li>
            <li className="font-medium text-slate-900">{t('My Account')}</li>
          </ol>
        </nav>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <aside className="min-w-0 lg:sticky lg:top-6 lg:self-start">
            <div className="mb-4 hidden rounded-2xl border border-slate-200 bg-white p-4 lg:block">
              {user ? (
                <>
                  <p className="truncate font-bold text-slate-900">{user.full_name}</p>
                  <p className="truncate text-sm text-slate-600">{user.role_label}</p>
                </>
              ) : (
                <p role="alert" className="text-sm font-medium text-red-800">
                  {t('Failed to load user detail.')}
                </p>
              )}
            </div>
            <AccountSidebar items={accountNav} />
          </aside>
          <div className="min-w-0">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
