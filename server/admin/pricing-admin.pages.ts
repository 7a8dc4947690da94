import type { PricingView } from '#server/pricing/pricing.schemas';
import type { PromoCodeUseView, PromoCodeView, ShippingRuleView, TaxRateView } from '#server/pricing/pricing-admin.service';
import type { Breadcrumb } from './admin-pages';

// Props of the staff pages for promo codes, tax lines, shipping rates and the pricing preview (issue 15 items 4-5).

export interface Option {
  id: number;
  label: string;
}

export interface PromoCodeRow extends PromoCodeView {
  edit_url: string;
  uses_url: string;
  remove_url: string;
}

/** admin.promo-codes */
export interface PromoCodesPageProps {
  breadcrumbs: Breadcrumb[];
  promo_codes: PromoCodeRow[];
  create_url: string;
}

/** admin.promo-codes.create and admin.promo-codes.edit: one form; `promo_code` is null when creating. */
export interface PromoCodeFormPageProps {
  breadcrumbs: Breadcrumb[];
  promo_code: PromoCodeView | null;
  submit_url: string;
  uses_url: string | null;
  options: { products: Option[]; product_types: Option[]; levels: Option[] };
  limits: { code_max: number; description_max: number };
}

/** admin.promo-codes.uses */
export interface PromoCodeUsesPageProps {
  breadcrumbs: Breadcrumb[];
  promo_code: PromoCodeView;
  uses: (PromoCodeUseView & { order_url: string; customer_url: string })[];
  edit_url: string;
}

/** admin.taxes */
export interface TaxesPageProps {
  breadcrumbs: Breadcrumb[];
  tax_rates: (TaxRateView & { update_url: string })[];
  states: { code: string; name: string }[];
  store_url: string;
  preview_url: string;
}

/** admin.shipping */
export interface ShippingPageProps {
  breadcrumbs: Breadcrumb[];
  shipping_rules: (ShippingRuleView & { update_url: string })[];
  account_types: Option[];
  store_url: string;
  preview_url: string;
}

/** admin.pricing-preview: the choices as sent (query), and the priced cart once products are chosen. */
export interface PricingPreviewPageProps {
  breadcrumbs: Breadcrumb[];
  query: { account_type: number | null; state: string | null; items: { product_id: number; qty: number }[]; code: string | null; tax_exempt: boolean };
  account_types: Option[];
  states: { code: string; name: string }[];
  products: Option[];
  /** Why the choices in the address bar could not be priced (field → message). */
  query_errors: Record<string, string>;
  preview: null | {
    lines: { product_id: number; title: string; qty: number; unit_price: number; subtotal: number; discount: number; tax: number; total: number; ships: boolean }[];
    pricing: PricingView;
    shipping_rule: string | null;
    unknown_product_ids: number[];
  };
}

export interface AdminPricingPages {
  'admin/promo-codes/index': PromoCodesPageProps;
  'admin/promo-codes/form': PromoCodeFormPageProps;
  'admin/promo-codes/uses': PromoCodeUsesPageProps;
  'admin/taxes': TaxesPageProps;
  'admin/shipping': ShippingPageProps;
  'admin/pricing-preview': PricingPreviewPageProps;
}
