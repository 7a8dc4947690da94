import type { SchoolsOnlyPageProps } from '#server/content/content.pages';
import { Head } from '@inertiajs/react';
import { SchoolsOnlyNotice } from '#js/components/storefront/schools-only-notice';
import { useTranslation } from '#js/i18n';

/** A schools-only page asked for by a visitor on the parent journey (docs/decisions/020). */
export default function SchoolsOnly({ signedIn }: SchoolsOnlyPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('For schools and organizations')} />
      <SchoolsOnlyNotice signedIn={signedIn} />
    </>
  );
}
