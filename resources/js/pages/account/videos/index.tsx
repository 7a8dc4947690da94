import type { LicensedItemsPageProps } from '#server/licensing/licensing.pages';
import { LicensedItemsPage } from '#js/pages/account/programs/licensed-items-page';

/** My Videos: parents and other individual buyers (account-area §2). */
export default function MyVideos(props: LicensedItemsPageProps) {
  return <LicensedItemsPage variant="videos" {...props} />;
}
