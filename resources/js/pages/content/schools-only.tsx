import type { SchoolsOnlyPageProps } from '#server/content/content.pages';
import { Head } from '@inertiajs/react';
import { SchoolsOnlyNotice } from '#js/components/storefront/schools-only-notice';

/** A schools-only page asked for by a visitor on the parent journey (docs/decisions/020). */
export default function SchoolsOnly({ signedIn }: SchoolsOnlyPageProps) {
  return (
    <>
      <Head title="For schools and organizations" />
      <SchoolsOnlyNotice signedIn={signedIn} />
    </>
  );
}
