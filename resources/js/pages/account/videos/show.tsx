import { LicensedItemDetail, type LicensedItemDetailProps } from '#js/pages/account/programs/licensed-item-detail';

/** A rented or bought video: the video, its trailer and parent guides (account-area §2 "Video/program detail"). */
export default function VideoDetail(props: LicensedItemDetailProps) {
  return <LicensedItemDetail variant="videos" {...props} />;
}
