import { LicensedItemDetail, type LicensedItemDetailProps } from './licensed-item-detail';

/** A licensed program: its video, trailer and guides (account-area §2 "Video/program detail"). */
export default function ProgramDetail(props: LicensedItemDetailProps) {
  return <LicensedItemDetail variant="programs" {...props} />;
}
