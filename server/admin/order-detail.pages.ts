import type { Breadcrumb } from './order-list.pages.js';
import type { StaffActionView } from './staff-audit.service.js';

// Props of the staff order page (resources/js/pages/admin/orders/show.tsx), including what each action panel needs.
// Money is in cents; the forms send dollars (`amount`) as the contract says.

export interface AdminOrderLine {
  id: number;
  title: string;
  subtitle: string | null;
  sku: string | null;
  kind: 'purchase' | 'renewal';
  qty: number;
  unit_price_cents: number;
  discount_cents: number;
  tax_cents: number;
  line_total_cents: number;
  refunded_cents: number;
  /** What can still be given back for this line (its total less what was refunded). */
  refundable_cents: number;
  is_licensed: boolean;
  is_hard_copy: boolean;
}

export interface AdminOrderPayment {
  id: number;
  kind: 'charge' | 'capture' | 'refund' | 'check';
  provider: string;
  provider_reference: string | null;
  amount_cents: number;
  status: string;
  raw_status: string | null;
  failure_message: string | null;
  check_number: string | null;
  received_on: string | null;
  recorded_by: string | null;
  created_at_label: string;
  /** A payment still waiting (pending, or the customer's 3-D Secure step) that staff may withdraw. */
  can_withdraw: boolean;
}

export interface AdminOrderAddress {
  name: string;
  lines: string[];
  phone: string | null;
}

export interface AdminOrderStatusChange {
  id: number;
  from_status: string | null;
  to_status: string;
  actor_name: string | null;
  note: string | null;
  at_label: string;
}

export interface AdminOrderLicence {
  id: number;
  product_title: string;
  owner_name: string;
  starts_label: string;
  expires_label: string;
  status: 'active' | 'suspended' | 'revoked';
  is_expired: boolean;
}

export interface AdminOrderEmail {
  id: number;
  to_address: string;
  subject: string;
  kind: string;
  sent_at_label: string;
}

export type FulfilmentAction = 'processing' | 'shipped' | 'completed';

/** Which panels the order's state allows; the server checks every action again when it is posted. */
export interface AdminOrderActions {
  record_payment: { url: string; suggested_amount_cents: number } | null;
  refund: { url: string; refundable_cents: number } | null;
  cancel: { url: string } | null;
  fulfilment: { url: string; next: FulfilmentAction[] } | null;
  resend_confirmation: { url: string } | null;
  withdraw_payment: { url: string } | null;
  quote: { print_url: string; pdf_url: string } | null;
}

export interface AdminOrderDetail {
  id: number;
  order_number: string;
  status_id: number;
  status_name: string;
  payment_type: string;
  payment_type_label: string;
  payment_provider: string | null;
  card: string | null;
  placed_at_label: string;
  paid_at_label: string | null;
  shipped_at_label: string | null;
  completed_at_label: string | null;
  cancelled_at_label: string | null;
  refunded_at_label: string | null;
  shipping_carrier: string | null;
  tracking_number: string | null;
  has_physical_items: boolean;
  po_number: string | null;
  po_file_url: string | null;
  po_submitted_at_label: string | null;
  promo_code: string | null;
  sub_total_cents: number;
  discount_cents: number;
  tax_cents: number;
  tax_lines: { name: string; amount_cents: number }[];
  shipping_cents: number;
  total_cents: number;
  refunded_cents: number;
}

export interface AdminOrderCustomer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  account_type_label: string;
  url: string;
  /** A school sub-user who placed the order for the school, when not the owner. */
  placed_by: { id: number; name: string; email: string; url: string } | null;
  account_address: AdminOrderAddress | null;
}

export interface AdminOrderPageProps {
  breadcrumbs: Breadcrumb[];
  order: AdminOrderDetail;
  customer: AdminOrderCustomer;
  shipping_address: AdminOrderAddress | null;
  lines: AdminOrderLine[];
  payments: AdminOrderPayment[];
  status_history: AdminOrderStatusChange[];
  licences: AdminOrderLicence[];
  emails: AdminOrderEmail[];
  audit_trail: StaffActionView[];
  actions: AdminOrderActions;
}
