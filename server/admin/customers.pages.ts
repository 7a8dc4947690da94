import type { CustomerAccountView, SchoolSubUserView } from '#server/accounts/customer-accounts.service';
import type { CustomerLicenceRow } from '#server/licensing/licence-changes.service';
import type { ViewingSummary } from '#server/licensing/viewing-history.service';
import type { SentEmailView } from '#server/mail/sent-emails.service';
import type { CustomerOrderRow } from '#server/orders/customer-orders.service';
import type { Breadcrumb } from './admin-pages';
import type { AdminCheckTerms } from './check-terms.pages';
import type { StaffActionView } from './staff-audit.service';

/** admin.customers.show: one customer's account, orders, licences, school users, viewing and staff trail. */
export interface CustomerShowPageProps {
  breadcrumbs: Breadcrumb[];
  customer: CustomerAccountView;
  sub_users: SchoolSubUserView[];
  orders: { total: number; rows: CustomerOrderRow[] };
  licences: {
    /** The account whose licences these are (a sub-user's school). */
    owner_id: number;
    owner_is_school: boolean;
    rows: CustomerLicenceRow[];
    grant_url: string;
    grantable_products: { id: number; title: string }[];
    /** The earliest and latest end dates the forms accept (YYYY-MM-DD). */
    min_expires_on: string;
    max_expires_on: string;
    reason_max_length: number;
  };
  viewing: ViewingSummary;
  sent_emails: SentEmailView[];
  audit_trail: StaffActionView[];
  actions: {
    active_url: string;
    resend_verification_url: string | null;
    send_password_reset_url: string | null;
    /** False on the signed-in staff member's own page: nobody deactivates themselves. */
    can_deactivate: boolean;
  };
  tax_exemption_urls: { approve: string; reject: string } | null;
  tax_reason_max_length: number;
  /** Schools only: check / PO terms (docs/decisions/096). */
  check_terms: AdminCheckTerms | null;
}

export interface AdminCustomerPages {
  'admin/customers/show': CustomerShowPageProps;
}
