import type { LicensedItemsPageProps } from '#server/licensing/licensing.pages';
import { LicensedItemsPage } from './licensed-items-page';

/** My Programs: schools, trainer and preview accounts (account-area §2). */
export default function MyPrograms(props: LicensedItemsPageProps) {
  return <LicensedItemsPage variant="programs" {...props} />;
}
