import { LicensedItemsPage, type LicensedItemsPageProps } from '#js/pages/account/programs/licensed-items-page';

/** My Videos: parents and other individual buyers (account-area §2). */
export default function MyVideos(props: LicensedItemsPageProps) {
  return <LicensedItemsPage variant="videos" {...props} />;
}
