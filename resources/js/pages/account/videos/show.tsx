import type { LicensedItemDetailPageProps } from '#server/licensing/licensing.pages';
import { LicensedItemDetail } from '#js/pages/account/programs/licensed-item-detail';

/** A rented or bought video: the video, its trailer and parent guides (account-area §2 "Video/program detail"). */
export default function VideoDetail(props: LicensedItemDetailPageProps) {
  return <LicensedItemDetail variant="videos" {...props} />;
}
