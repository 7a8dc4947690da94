import { Link } from '@inertiajs/react';
import { msg, useTranslation } from '#js/i18n';
import { route } from '#server/storefront-route-table';
import { CheckoutSection } from './checkout-section';
import type { CheckoutUser } from '#server/checkout/checkout.pages';

/** Section 1, User Detail: who is buying (read only; the profile page changes it). */
export function UserDetailSection({ step, user }: { step: number; user: CheckoutUser }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [msg('Name'), `${user.first_name} ${user.last_name}`.trim()],
    [msg('Email'), user.email],
    [msg('Phone'), user.phone],
    [msg('Account'), user.account_type.name],
    [msg('Organization'), user.organization_name],
  ];
  return (
    <CheckoutSection
      step={step}
      id="user-detail"
      title={t('User Detail')}
      aside={
        <Link href={route('client.my-profile')} className="rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {t('Edit profile')}
        </Link>
      }
    >
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-testid="user-detail">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-500">{t(label)}</dt>
              <dd className="truncate font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </CheckoutSection>
  );
}
