import type { LicensedItemDetailPageProps } from '#server/licensing/licensing.pages';
import { LicensedItemDetail } from './licensed-item-detail';

/** A licensed program: its video, trailer and guides (account-area §2 "Video/program detail"). */
export default function ProgramDetail(props: LicensedItemDetailPageProps) {
  return <LicensedItemDetail variant="programs" {...props} />;
}
