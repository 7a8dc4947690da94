import { Link } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { MailIcon, PhoneIcon, TagIcon } from '#js/components/icons';
import { rich, useTranslation } from '#js/i18n';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';

/** The slim brand bar above the header: how to reach the center and the books offer (spec §1). */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <div className="bg-brand-900 text-sm text-brand-50 [&_:focus-visible]:outline-sun-400">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-6 px-4 py-2 sm:px-6 lg:justify-between">
        <a
          href={CENTER_CONTACT.phoneHref}
          className="hidden items-center gap-2 rounded hover:text-white hover:underline lg:inline-flex"
        >
          <PhoneIcon className="size-4 text-sun-400" />
          <span className="sr-only">{t('Call us:')} </span>
          {CENTER_CONTACT.phoneDisplay}
        </a>
        <p className="flex items-center gap-2 text-center font-medium">
          <TagIcon className="size-4 shrink-0 text-sun-400" />
          <span>
            {rich(t('All books at least <strong>50% off</strong> list price'), {
              strong: (text) => <strong className="font-bold text-sun-400">{text}</strong>,
            })}
          </span>
        </p>
        <Link
          href={route('client.contact.us')}
          className="hidden items-center gap-2 rounded hover:text-white hover:underline lg:inline-flex"
        >
          <MailIcon className="size-4 text-sun-400" />
          {t('Contact the Play It Safe team')}
        </Link>
      </div>
    </div>
  );
}
