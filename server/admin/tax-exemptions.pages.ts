import type { TaxExemptionQueueRow } from '#server/accounts/tax-exemption.service';
import type { PaginationMeta } from '#server/http/pagination.rules';
import type { Breadcrumb } from './admin-pages';

/** admin.tax-exemptions: the certificates waiting for review first, then the decided ones. */
export interface TaxExemptionsPageProps {
  breadcrumbs: Breadcrumb[];
  filters: { status: 'all' | 'pending' | 'approved' | 'rejected' };
  pending_count: number;
  certificates: PaginationMeta & { data: TaxExemptionQueueRow[] };
  reason_max_length: number;
}

export interface AdminTaxExemptionPages {
  'admin/tax-exemptions/index': TaxExemptionsPageProps;
}
